// People: the personnel list of the caller's territories, the pages of the 'Konta' tab, and people
// as the wire shows them, loaded for many at once (one query per part, not per person) for this and
// other modules.
import type { User } from '@tourplanner/domain/entities';
import { and, asc, count, eq, gt, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actions, actionUsers } from '../../db/schema/actions';
import { events, userEvents } from '../../db/schema/events';
import { areas, territories } from '../../db/schema/territories';
import { availabilitySlots, userAreas, users, userTerritories } from '../../db/schema/users';
import type { AppDeps } from '../../infra/deps';
import { existsSub, likePattern } from '../../infra/sql';
import { normalPhone } from './account-input';
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
  const [people, terr, ar, slots, acts, evs] = await Promise.all([
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
    db
      .select({ userId: userEvents.userId, uuid: events.id, name: events.name })
      .from(userEvents)
      .innerJoin(events, eq(events.id, userEvents.eventId))
      .where(inArray(userEvents.userId, ids))
      .orderBy(asc(events.name)),
  ]);
  return toWireUsers(ids, { people, terr, ar, slots, acts, evs });
}

type Role = (typeof users.$inferSelect)['role'];

/** People by name, as every list of them is ordered. */
const byName = [asc(users.lastname), asc(users.firstname), asc(users.id)];

/** People with a territory in `reach` (territory ids, or 'all': no condition). */
function inReach(reach: 'all' | string[]): SQL | undefined {
  if (reach === 'all') return undefined;
  if (!reach.length) return sql`false`;
  return existsSub(
    sql`select 1 from ${userTerritories} where ${userTerritories.userId} = ${users.id} and ${inArray(userTerritories.territoryId, reach)}`,
  );
}

/**
 * Part of the first or last name (or both, either order), the e-mail, the phone or the ident. The
 * two joined names hold every part of either name, so they alone answer for the names.
 */
function matching(search: string): SQL | undefined {
  const text = likePattern(search);
  // A number typed with spaces or dashes matches one stored without them ('+48600100200'), and
  // the other way round (people from before the account form, the demo data: '+48 600 100 200').
  const digits = normalPhone(search);
  return or(
    ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, text),
    ilike(sql`${users.lastname} || ' ' || ${users.firstname}`, text),
    ilike(users.email, text),
    ilike(users.ident, text),
    digits ? ilike(sql`translate(${users.phone}, ' -.()', '')`, likePattern(digits)) : undefined,
  );
}

/**
 * A page of the accounts in `reach`, deactivated ones included unless `active` says which, by name,
 * and the count of all that match: the 'Konta' tab, which must reach every account, however many.
 */
export async function searchAccounts(
  deps: AppDeps,
  query: {
    reach: 'all' | string[];
    search: string | undefined;
    role: Role | undefined;
    active: boolean | undefined;
  },
  page: { page: number; pageSize: number },
): Promise<{ users: User[]; count: number }> {
  const search = query.search?.trim();
  const where = and(
    inReach(query.reach),
    search ? matching(search) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.active === undefined ? undefined : eq(users.active, query.active),
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...byName)
      .limit(page.pageSize)
      .offset(page.page * page.pageSize),
    deps.db.select({ n: count() }).from(users).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  return { users: await loadUsers(deps.db, ids), count: total?.n ?? 0 };
}

/**
 * A page of active people (with `withInactive`, deactivated ones too) in `reach` (territory ids,
 * or 'all'), of one role if given, by name, with their availability and actions in `range` (none
 * read when `range` is null: the people alone).
 */
export async function listUsers(
  deps: AppDeps,
  query: {
    reach: 'all' | string[];
    role: Role | undefined;
    range: Range | null;
    withInactive?: boolean;
  },
  page: { page: number; pageSize: number },
) {
  const { reach, role, range, withInactive } = query;
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        withInactive ? undefined : eq(users.active, true),
        inReach(reach),
        role ? eq(users.role, role) : undefined,
      ),
    )
    .orderBy(...byName)
    .limit(page.pageSize)
    .offset(page.page * page.pageSize);
  return loadUsers(
    deps.db,
    rows.map((r) => r.id),
    range ? { availability: range, actions: range } : {},
  );
}
