// Actions as the wire shows them (SPEC §3 Action), from the flat rows of ./list.service.ts: one row
// per action, point and person, consecutive per action; the times come as epoch milliseconds.
import type { Action, ActionStatus } from '@tourplanner/domain/entities';
import { lastNameForClient } from '@tourplanner/domain/roles';
import type { actions } from '../../db/schema/actions';
import { toWire } from '../../infra/dates';

export type ActionRow = typeof actions.$inferSelect;

/** One row of the shaped action query (snake case as the SQL names it). */
export interface ActionListRow {
  id: string;
  ident: string;
  name: string;
  type: 'Standard' | 'Horeca';
  status: ActionStatus;
  event_id: string | null;
  event_name: string | null;
  territory_id: string | null;
  territory_ident: string | null;
  area_id: string | null;
  since: number | null;
  until: number | null;
  excerpt: string | null;
  description: string | null;
  start_lat: number | null;
  start_lng: number | null;
  start_distance: number | null;
  out_of_bounds: boolean | null;
  finish_distance: number | null;
  availability_override: string | null;
  p_id: string | null;
  p_ident: string | null;
  p_name: string | null;
  p_street: string | null;
  p_number: string | null;
  p_city: string | null;
  u_id: string | null;
  u_ident: string | null;
  u_first: string | null;
  u_last: string | null;
  u_active: boolean | null;
  /** The times attendance is worked out from (./attendance.service.ts), epoch milliseconds. */
  started_at: number | null;
  finished_at: number | null;
  confirmed_at: number | null;
}

function toWireAction(r: ActionListRow): Action {
  // Each time converted once; its day and hour are cut from the wire text.
  const since = r.since === null ? null : toWire(new Date(r.since));
  const until = r.until === null ? null : toWire(new Date(r.until));
  return {
    uuid: r.id,
    id: r.id,
    ident: r.ident,
    name: r.name,
    type: { ident: r.type },
    status: { global: { ident: r.status } },
    event: r.event_id ? { uuid: r.event_id, name: r.event_name ?? '' } : null,
    territory: r.territory_id ? { uuid: r.territory_id, ident: r.territory_ident ?? '' } : null,
    area: r.area_id ? { uuid: r.area_id } : null,
    since: since === null ? null : { date: since },
    until: until === null ? null : { date: until },
    // Left out of the JSON when undefined (an undated draft), in one object shape for every action.
    date: since?.slice(0, 10),
    timestart: since?.slice(11, 16),
    timeend: until?.slice(11, 16),
    actionPoints: [],
    users: [],
    excerpt: r.excerpt,
    description: r.description,
    startLat: r.start_lat,
    startLng: r.start_lng,
    startDistance: r.start_distance,
    outOfBounds: r.out_of_bounds,
    finishDistance: r.finish_distance,
    availabilityOverride: r.availability_override,
  };
}

/** The actions of `rows` in their order, each with its points and people (each once, in row order). */
export function toWireActions(rows: ActionListRow[]): Action[] {
  const out: Action[] = [];
  let current: Action | undefined;
  let seenPoints = new Set<string>();
  let seenPeople = new Set<string>();
  for (const r of rows) {
    if (r.id === null) continue;
    if (current?.uuid !== r.id) {
      current = toWireAction(r);
      out.push(current);
      seenPoints = new Set();
      seenPeople = new Set();
    }
    if (r.p_id !== null && !seenPoints.has(r.p_id)) {
      seenPoints.add(r.p_id);
      current.actionPoints.push({
        point: { uuid: r.p_id },
        address: { streetAddress: r.p_street, streetNumber: r.p_number, cityName: r.p_city },
        name: r.p_name,
        ident: r.p_ident ?? '',
      });
    }
    if (r.u_id !== null && !seenPeople.has(r.u_id)) {
      seenPeople.add(r.u_id);
      current.users.push({
        uuid: r.u_id,
        firstname: r.u_first ?? '',
        lastname: r.u_last ?? '',
        ident: r.u_ident ?? '',
        active: r.u_active ?? true,
      });
    }
  }
  return out;
}

/** The actions as a client may see them: each hostess by first name and initial. */
export function forClient(list: Action[]): Action[] {
  for (const a of list) for (const u of a.users) u.lastname = lastNameForClient(u.lastname ?? '');
  return list;
}
