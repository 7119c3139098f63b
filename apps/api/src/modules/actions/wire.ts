// An action as the wire shows it (SPEC §3 Action), made from the rows ./service.ts loads for a
// page of actions at once (loadWireActions): the actions, their points and their people.
import type { Action } from '@tourplanner/domain/entities';
import type { actions } from '../../db/schema/actions';
import type { points } from '../../db/schema/points';
import type { users } from '../../db/schema/users';
import { dayOf, timeOf, toWireBoxOrNull } from '../../infra/dates';

export type ActionRow = typeof actions.$inferSelect;

export interface ActionPageRows {
  rows: { a: ActionRow; eventName: string | null; territoryIdent: string | null }[];
  pts: (Pick<typeof points.$inferSelect, 'ident' | 'name' | 'streetAddress' | 'streetNumber' | 'cityName'> & {
    actionId: string;
    uuid: string;
  })[];
  people: (Pick<typeof users.$inferSelect, 'ident' | 'firstname' | 'lastname' | 'active'> & {
    actionId: string;
    uuid: string;
  })[];
}

/** The wire actions of `ids`, in that order (an id without a row is left out). */
export function toWireActions(ids: string[], { rows, pts, people }: ActionPageRows): Action[] {
  const byId = new Map(rows.map((r) => [r.a.id, r]));
  const ptsBy = new Map<string, typeof pts>();
  for (const p of pts) ptsBy.set(p.actionId, [...(ptsBy.get(p.actionId) ?? []), p]);
  const peopleBy = new Map<string, typeof people>();
  for (const p of people) peopleBy.set(p.actionId, [...(peopleBy.get(p.actionId) ?? []), p]);
  const out: Action[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (!r) continue;
    const a = r.a;
    out.push({
      uuid: a.id,
      id: a.id,
      ident: a.ident,
      name: a.name,
      type: { ident: a.type },
      status: { global: { ident: a.status } },
      event: a.eventId ? { uuid: a.eventId, name: r.eventName ?? '' } : null,
      territory: a.territoryId ? { uuid: a.territoryId, ident: r.territoryIdent ?? '' } : null,
      area: a.areaId ? { uuid: a.areaId } : null,
      since: toWireBoxOrNull(a.since),
      until: toWireBoxOrNull(a.until),
      ...(a.since ? { date: dayOf(a.since), timestart: timeOf(a.since) } : {}),
      ...(a.until ? { timeend: timeOf(a.until) } : {}),
      actionPoints: (ptsBy.get(id) ?? []).map((p) => ({
        point: { uuid: p.uuid },
        address: { streetAddress: p.streetAddress, streetNumber: p.streetNumber, cityName: p.cityName },
        name: p.name,
        ident: p.ident,
      })),
      users: (peopleBy.get(id) ?? []).map((p) => ({
        uuid: p.uuid,
        firstname: p.firstname,
        lastname: p.lastname,
        ident: p.ident,
        active: p.active,
      })),
      excerpt: a.excerpt,
      description: a.description,
      startLat: a.startLat,
      startLng: a.startLng,
      startDistance: a.startDistance,
      outOfBounds: a.outOfBounds,
    });
  }
  return out;
}
