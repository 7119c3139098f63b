// An action as the wire shows it (SPEC §3 Action), from one row of ./list.service.ts: the points
// and people come shaped by the SQL, the times as epoch milliseconds made into the wire's forms.
import type { Action, ActionStatus } from '@tourplanner/domain/entities';
import type { actions } from '../../db/schema/actions';
import { dayOf, timeOf, toWireBoxOrNull } from '../../infra/dates';

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
  points: Action['actionPoints'];
  people: Action['users'];
}

export function toWireAction(r: ActionListRow): Action {
  const since = r.since === null ? null : new Date(r.since);
  const until = r.until === null ? null : new Date(r.until);
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
    since: toWireBoxOrNull(since),
    until: toWireBoxOrNull(until),
    ...(since ? { date: dayOf(since), timestart: timeOf(since) } : {}),
    ...(until ? { timeend: timeOf(until) } : {}),
    actionPoints: r.points,
    users: r.people,
    excerpt: r.excerpt,
    description: r.description,
    startLat: r.start_lat,
    startLng: r.start_lng,
    startDistance: r.start_distance,
    outOfBounds: r.out_of_bounds,
  };
}
