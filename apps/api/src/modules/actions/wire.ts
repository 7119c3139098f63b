// An action as the wire shows it (SPEC §3 Action), loaded for a page of actions at once: one
// query for the actions, one for their points and one for their people.
import type { Action } from '@tourplanner/domain/entities';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { events } from '../../db/schema/events';
import { points } from '../../db/schema/points';
import { territories } from '../../db/schema/territories';
import { users } from '../../db/schema/users';
import { dayOf, timeOf, toWireBoxOrNull } from '../../lib/dates';

export type ActionRow = typeof actions.$inferSelect;

export async function wireActions(db: Db, ids: string[]): Promise<Action[]> {
  if (ids.length === 0) return [];
  const [rows, pts, people] = await Promise.all([
    db
      .select({ a: actions, eventName: events.name, territoryIdent: territories.ident })
      .from(actions)
      .leftJoin(events, eq(events.id, actions.eventId))
      .leftJoin(territories, eq(territories.id, actions.territoryId))
      .where(inArray(actions.id, ids)),
    db
      .select({
        actionId: actionPoints.actionId,
        uuid: points.id,
        ident: points.ident,
        name: points.name,
        streetAddress: points.streetAddress,
        streetNumber: points.streetNumber,
        cityName: points.cityName,
      })
      .from(actionPoints)
      .innerJoin(points, eq(points.id, actionPoints.pointId))
      .where(inArray(actionPoints.actionId, ids))
      .orderBy(asc(points.ident)),
    db
      .select({
        actionId: actionUsers.actionId,
        uuid: users.id,
        ident: users.ident,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(actionUsers)
      .innerJoin(users, eq(users.id, actionUsers.userId))
      .where(inArray(actionUsers.actionId, ids))
      .orderBy(asc(users.lastname)),
  ]);
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
