// The locations screen and the tour planner: a page of the points within reach (by territory and
// chain, and a search of Id, name, city and chain), and creating, editing and retiring one. A point
// is never deleted: retiring it (trashed_at) takes it out of the pickers and keeps the actions at it.
import { POINT_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { assertTerritory, territoryCondition } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { points } from '../../db/schema/points';
import { territories } from '../../db/schema/territories';
import { ApiError, fail } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { likePattern, uniqueAsConflict } from '../../infra/sql';
import type { PointValues } from './point-input';
import { toWirePointRow } from './wire';

export type PointRowWire = ReturnType<typeof toWirePointRow>;

const territoryOfRow = { uuid: territories.id, ident: territories.ident, name: territories.name };

export async function searchPoints(
  deps: AppDeps,
  user: SessionUser,
  query: {
    territoryId: string | undefined;
    search: string | undefined;
    chain: string | undefined;
    trash: boolean;
  },
  page: { page: number; pageSize: number },
): Promise<{ points: PointRowWire[]; count: number }> {
  if (query.territoryId) assertTerritory(user, query.territoryId);
  const search = query.search?.trim();
  const chain = query.chain?.trim();
  const where: (SQL | undefined)[] = [
    territoryCondition(user, points.territoryId),
    query.territoryId ? eq(points.territoryId, query.territoryId) : undefined,
    query.trash ? undefined : isNull(points.trashedAt),
    // The chain as named, any case ('ruch' is Ruch): points_chain_lower_idx serves it. The search
    // (a part of a text, which no b-tree serves) is checked on the rows the other conditions leave.
    chain ? sql`lower(${points.chain}) = lower(${chain})` : undefined,
    search
      ? or(
          ilike(points.ident, likePattern(search)),
          ilike(points.name, likePattern(search)),
          ilike(points.cityName, likePattern(search)),
          ilike(points.chain, likePattern(search)),
        )
      : undefined,
  ];
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ point: points, territory: territoryOfRow })
      .from(points)
      .innerJoin(territories, eq(territories.id, points.territoryId))
      .where(and(...where))
      .orderBy(asc(points.ident))
      .limit(page.pageSize)
      .offset(page.page * page.pageSize),
    deps.db
      .select({ n: count() })
      .from(points)
      .where(and(...where)),
  ]);
  return { points: rows.map((r) => toWirePointRow(r.point, r.territory)), count: total?.n ?? 0 };
}

async function loadRow(db: Db, id: string): Promise<PointRowWire> {
  const [r] = await db
    .select({ point: points, territory: territoryOfRow })
    .from(points)
    .innerJoin(territories, eq(territories.id, points.territoryId))
    .where(eq(points.id, id));
  if (!r) throw new ApiError('E_NOT_FOUND');
  return toWirePointRow(r.point, r.territory);
}

/** The territory a point is put in: within reach, existing, and (when it changes) not retired. */
async function checkTerritory(db: Db, user: SessionUser, territoryId: string, current?: string) {
  assertTerritory(user, territoryId);
  const [t] = await db
    .select({ trashedAt: territories.trashedAt })
    .from(territories)
    .where(eq(territories.id, territoryId));
  if (!t) throw fail.field('point.territory.uuid', POINT_TEXTS.territoryMissing);
  if (t.trashedAt && territoryId !== current)
    throw fail.field('point.territory.uuid', POINT_TEXTS.territoryRetired);
}

/** E_CONFLICT on point.ident for an Id another point has; other errors as they are. */
const identTaken = (err: unknown) => uniqueAsConflict(err, 'point.ident', POINT_TEXTS.identTaken);

export interface PointChange {
  values: PointValues;
  territoryId: string;
  /** true retires, false brings back, undefined keeps. */
  trash: boolean | undefined;
}

export async function createPoint(
  deps: AppDeps,
  user: SessionUser,
  change: PointChange,
): Promise<PointRowWire> {
  await checkTerritory(deps.db, user, change.territoryId);
  let id: string;
  try {
    const [row] = await deps.db
      .insert(points)
      .values({
        ...change.values,
        territoryId: change.territoryId,
        trashedAt: change.trash ? deps.now() : null,
      })
      .returning({ id: points.id });
    id = row!.id;
  } catch (err) {
    throw identTaken(err);
  }
  return loadRow(deps.db, id);
}

export async function updatePoint(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  change: PointChange,
): Promise<PointRowWire> {
  const [current] = await deps.db
    .select({ territoryId: points.territoryId, trashedAt: points.trashedAt })
    .from(points)
    .where(eq(points.id, id));
  if (!current) throw new ApiError('E_NOT_FOUND');
  // Both ends within reach: a coordinator neither edits nor takes a point of another territory.
  assertTerritory(user, current.territoryId);
  await checkTerritory(deps.db, user, change.territoryId, current.territoryId);
  const trashedAt =
    change.trash === undefined ? current.trashedAt : change.trash ? (current.trashedAt ?? deps.now()) : null;
  try {
    await deps.db
      .update(points)
      .set({ ...change.values, territoryId: change.territoryId, trashedAt })
      .where(eq(points.id, id));
  } catch (err) {
    throw identTaken(err);
  }
  return loadRow(deps.db, id);
}
