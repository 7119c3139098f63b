// A person as the wire shows them (SPEC §3 User): territories, areas, availability and actions in
// a range, loaded for many people at once (one query per part, not per person).
import type { User } from '@tourplanner/domain/entities';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actions, actionUsers } from '../../db/schema/actions';
import { areas, territories } from '../../db/schema/territories';
import { availabilitySlots, userAreas, users, userTerritories } from '../../db/schema/users';
import { toWireBox } from '../../lib/dates';

export interface Range {
  since: Date;
  until: Date;
}

export async function wireUsers(
  db: Db,
  ids: string[],
  opts: { availability?: Range; actions?: Range } = {},
): Promise<User[]> {
  if (ids.length === 0) return [];
  const [people, terr, ar, slots, acts] = await Promise.all([
    db.select().from(users).where(inArray(users.id, ids)),
    db
      .select({ userId: userTerritories.userId, uuid: territories.id, ident: territories.ident })
      .from(userTerritories)
      .innerJoin(territories, eq(territories.id, userTerritories.territoryId))
      .where(inArray(userTerritories.userId, ids))
      .orderBy(asc(territories.ident)),
    db
      .select({ userId: userAreas.userId, uuid: areas.id, ident: areas.ident })
      .from(userAreas)
      .innerJoin(areas, eq(areas.id, userAreas.areaId))
      .where(inArray(userAreas.userId, ids))
      .orderBy(asc(areas.ident)),
    opts.availability
      ? db
          .select()
          .from(availabilitySlots)
          .where(
            and(
              inArray(availabilitySlots.userId, ids),
              lt(availabilitySlots.since, opts.availability.until),
              gt(availabilitySlots.until, opts.availability.since),
            ),
          )
          .orderBy(asc(availabilitySlots.since))
      : Promise.resolve([]),
    opts.actions
      ? db
          .select({
            userId: actionUsers.userId,
            uuid: actions.id,
            name: actions.name,
            since: actions.since,
            until: actions.until,
            status: actions.status,
          })
          .from(actionUsers)
          .innerJoin(actions, eq(actions.id, actionUsers.actionId))
          .where(
            and(
              inArray(actionUsers.userId, ids),
              lt(actions.since, opts.actions.until),
              gt(actions.until, opts.actions.since),
            ),
          )
          .orderBy(asc(actions.since))
      : Promise.resolve([]),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const group = <T extends { userId: string }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) m.set(r.userId, [...(m.get(r.userId) ?? []), r]);
    return m;
  };
  const terrBy = group(terr);
  const areaBy = group(ar);
  const slotBy = group(slots);
  const actBy = group(acts);
  return ids
    .map((id) => byId.get(id))
    .filter((p): p is NonNullable<typeof p> => !!p)
    .map((p) => ({
      uuid: p.id,
      ident: p.ident,
      firstname: p.firstname,
      lastname: p.lastname,
      role: { uuid: p.role },
      territories: (terrBy.get(p.id) ?? []).map((t) => ({ uuid: t.uuid, ident: t.ident })),
      areas: (areaBy.get(p.id) ?? []).map((a) => ({ uuid: a.uuid, ident: a.ident })),
      availability: (slotBy.get(p.id) ?? []).map((s) => ({
        uuid: s.id,
        since: toWireBox(s.since),
        until: toWireBox(s.until),
      })),
      actions: (actBy.get(p.id) ?? [])
        .filter((a) => a.since && a.until)
        .map((a) => ({
          uuid: a.uuid,
          name: a.name,
          since: toWireBox(a.since as Date),
          until: toWireBox(a.until as Date),
          status: { global: { ident: a.status } },
        })),
      emailAddress: p.email,
      mobilePhone: p.phone,
      username: p.email,
    }));
}
