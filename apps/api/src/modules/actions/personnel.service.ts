// The wizard's personnel step (ADR 0021): the hostesses of the action's territory for its window,
// free and available ones first, then those with the fewest actions that week, then the nearest
// to where her previous action was; each with her clash and her availability, so the step says why.
import { BOOKING_STATUSES } from '@tourplanner/domain/booking';
import { distanceMeters } from '@tourplanner/domain/geo';
import type { RankedHostess } from '@tourplanner/domain/wire/actions';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { assertTerritory, canReachTerritory, narrowTerritories } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { points } from '../../db/schema/points';
import { users, userTerritories } from '../../db/schema/users';
import { ApiError } from '../../errors';
import { dayjs, toWireBox, ZONE } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';
import { existsSub } from '../../infra/sql';
import { coverageByPerson, findClashes, type Window } from './booking.service';

const RANK = { available: 0, undeclared: 1, outside: 2 } as const;

/** Best first: no clash, then available, undeclared, outside; fewer actions that week; nearer; by name. */
export function rankHostesses(list: RankedHostess[]): RankedHostess[] {
  const key = (h: RankedHostess) => (h.clash ? 3 : RANK[h.availability]);
  return [...list].sort(
    (a, b) =>
      key(a) - key(b) ||
      a.weekActions - b.weekActions ||
      (a.distanceMeters ?? Number.MAX_SAFE_INTEGER) - (b.distanceMeters ?? Number.MAX_SAFE_INTEGER) ||
      a.lastname.localeCompare(b.lastname, 'pl') ||
      a.firstname.localeCompare(b.firstname, 'pl'),
  );
}

async function weekCounts(db: Db, ids: string[], since: Date, except: SQL) {
  const start = dayjs(since).tz(ZONE).startOf('day');
  const monday = start.subtract((start.day() + 6) % 7, 'day');
  const rows = await db
    .select({ userId: actionUsers.userId, n: count() })
    .from(actionUsers)
    .innerJoin(actions, eq(actions.id, actionUsers.actionId))
    .where(
      and(
        inArray(actionUsers.userId, ids),
        inArray(actions.status, [...BOOKING_STATUSES]),
        gte(actions.since, monday.toDate()),
        lt(actions.since, monday.add(7, 'day').toDate()),
        except,
      ),
    )
    .groupBy(actionUsers.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

type LatLng = { lat: number; lng: number };

/** Where each one's previous booking action (ending by `since`) took place: its first point with coordinates. */
export async function previousPlaces(db: Db, ids: string[], since: Date, except: SQL) {
  const rows = await db
    .selectDistinctOn([actionUsers.userId], { userId: actionUsers.userId, lat: points.lat, lng: points.lng })
    .from(actionUsers)
    .innerJoin(actions, eq(actions.id, actionUsers.actionId))
    .innerJoin(actionPoints, eq(actionPoints.actionId, actions.id))
    .innerJoin(points, eq(points.id, actionPoints.pointId))
    .where(
      and(
        inArray(actionUsers.userId, ids),
        lte(actions.until, since),
        inArray(actions.status, [...BOOKING_STATUSES]),
        isNotNull(points.lat),
        isNotNull(points.lng),
        except,
      ),
    )
    .orderBy(actionUsers.userId, desc(actions.until), asc(points.ident));
  return new Map(rows.map((r) => [r.userId, { lat: r.lat!, lng: r.lng! }]));
}

async function placeOf(db: Db, pointIds: readonly string[]): Promise<LatLng | null> {
  if (!pointIds.length) return null;
  const rows = await db
    .select({ lat: points.lat, lng: points.lng })
    .from(points)
    .where(inArray(points.id, [...pointIds]))
    .orderBy(asc(points.ident));
  const p = rows.find((r) => r.lat !== null && r.lng !== null);
  return p ? { lat: p.lat!, lng: p.lng! } : null;
}

/** E_NOT_FOUND for an unknown point or action, E_FORBIDDEN for one outside the caller's territories. */
async function assertReferencesInReach(
  db: Db,
  user: SessionUser,
  pointIds: readonly string[],
  actionId: string | null,
) {
  if (pointIds.length) {
    const rows = await db
      .select({ territoryId: points.territoryId })
      .from(points)
      .where(inArray(points.id, [...pointIds]));
    if (rows.length !== pointIds.length) throw new ApiError('E_NOT_FOUND');
    for (const r of rows) assertTerritory(user, r.territoryId);
  }
  if (actionId) {
    const [row] = await db
      .select({ territoryId: actions.territoryId })
      .from(actions)
      .where(eq(actions.id, actionId));
    if (!row) throw new ApiError('E_NOT_FOUND');
    assertTerritory(user, row.territoryId);
  }
}

/** The ranked hostesses of the territory (or the caller's territories) for the window. */
export async function rankPersonnel(
  deps: AppDeps,
  user: SessionUser,
  q: { window: Window; territoryId: string | null; actionId: string | null },
): Promise<RankedHostess[]> {
  const reach = narrowTerritories(user, q.territoryId ? [q.territoryId] : []);
  // The points and the action named must be the caller's too, as every other call requires: else
  // distances to any point (and another territory's action windows) would be answered.
  await assertReferencesInReach(deps.db, user, q.window.pointIds, q.actionId);
  const inReach =
    reach === 'all'
      ? undefined
      : reach.length
        ? existsSub(
            sql`select 1 from ${userTerritories} where ${userTerritories.userId} = ${users.id} and ${inArray(userTerritories.territoryId, reach)}`,
          )
        : sql`false`;
  const people = await deps.db
    .select({ uuid: users.id, ident: users.ident, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(eq(users.active, true), eq(users.role, 'HST'), inReach));
  if (!people.length) return [];
  const ids = people.map((p) => p.uuid);
  const except = q.actionId ? ne(actions.id, q.actionId) : sql`true`;
  const [clashes, coverage, week, previous, here] = await Promise.all([
    findClashes(deps.db, deps.env, ids, q.window, q.actionId ?? undefined),
    coverageByPerson(deps.db, ids, q.window),
    weekCounts(deps.db, ids, q.window.since, except),
    previousPlaces(deps.db, ids, q.window.since, except),
    placeOf(deps.db, q.window.pointIds),
  ]);
  return rankHostesses(
    people.map((p) => {
      const c = clashes.find((x) => x.userId === p.uuid);
      const before = previous.get(p.uuid);
      return {
        ...p,
        availability: coverage.get(p.uuid) ?? 'undeclared',
        clash: c
          ? {
              // Another territory's action is told by its hours alone, never by what it is.
              ...(canReachTerritory(user, c.action.territoryId)
                ? { uuid: c.action.id, ident: c.action.ident }
                : { uuid: null, ident: null }),
              kind: c.kind,
              since: toWireBox(c.action.since),
              until: toWireBox(c.action.until),
            }
          : null,
        weekActions: week.get(p.uuid) ?? 0,
        distanceMeters: before && here ? Math.round(distanceMeters(before, here)) : null,
      };
    }),
  );
}
