// People: the personnel list of the caller's territories, and people as the wire shows them,
// loaded for many at once (one query per part, not per person) for this and other modules.
import type { User } from '@tourplanner/domain/entities';
import { and, asc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actions, actionUsers } from '../../db/schema/actions';
import { areas, territories } from '../../db/schema/territories';
import { availabilitySlots, userAreas, users, userTerritories } from '../../db/schema/users';
import type { AppDeps } from '../../infra/deps';
import { existsSub } from '../../infra/sql';
import { toWireUsers } from './wire';

export interface Range {
  since: Date;
  until: Date;
}

/** People as the wire shows them, in the order of `ids`, with availability and actions in the ranges. */
export async function loadUsers(
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
      .select({
        userId: userAreas.userId,
        uuid: areas.id,
        ident: areas.ident,
        territoryId: areas.territoryId,
      })
      .from(userAreas)
      .innerJoin(areas, eq(areas.id, userAreas.areaId))
      // A retired area is no one's default any more (ADR 0015: nothing new takes it).
      .where(and(inArray(userAreas.userId, ids), isNull(areas.trashedAt)))
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
  return toWireUsers(ids, { people, terr, ar, slots, acts });
}

/**
 * A page of active people (with `withInactive`, deactivated ones too) in `reach` (territory ids,
 * or 'all'), of one role if given, by name, with their availability and actions in `range`.
 */
export async function listUsers(
  deps: AppDeps,
  query: {
    reach: 'all' | string[];
    role: (typeof users.$inferSelect)['role'] | undefined;
    range: Range;
    withInactive?: boolean;
  },
  page: { page: number; pageSize: number },
) {
  const { reach, role, range, withInactive } = query;
  let inReach: SQL | undefined;
  if (reach !== 'all') {
    inReach = reach.length
      ? existsSub(
          sql`select 1 from ${userTerritories} where ${userTerritories.userId} = ${users.id} and ${inArray(userTerritories.territoryId, reach)}`,
        )
      : sql`false`;
  }
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        withInactive ? undefined : eq(users.active, true),
        inReach,
        role ? eq(users.role, role) : undefined,
      ),
    )
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(page.pageSize)
    .offset(page.page * page.pageSize);
  return loadUsers(
    deps.db,
    rows.map((r) => r.id),
    { availability: range, actions: range },
  );
}
