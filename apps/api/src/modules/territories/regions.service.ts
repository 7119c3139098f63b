// The 'Regionalizacja' screen (ADMIN): every territory, retired too, with its areas, its people
// and how many active points it has; creating, renaming, retiring and bringing back territories
// and areas. Nothing is deleted: a retired one leaves the pickers, the actions and people that
// name it keep it.
import { TERRITORY_TEXTS } from '@tourplanner/i18n-pl/server';
import { asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { points } from '../../db/schema/points';
import { areas, territories } from '../../db/schema/territories';
import { users, userTerritories } from '../../db/schema/users';
import { ApiError, fail } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { uniqueAsConflict } from '../../infra/sql';

export interface NamedValues {
  ident: string;
  name: string;
  /** true retires, false brings back, undefined keeps. */
  trash?: boolean | undefined;
}

/** Trimmed, the Id of letters and digits: E_VALIDATION under `prefix.` otherwise. */
export function checkNamed(prefix: string, v: NamedValues): NamedValues {
  const ident = v.ident.trim();
  const name = v.name.trim();
  const fields = [];
  if (!/^[\p{L}\p{N}][\p{L}\p{N}_.-]{0,99}$/u.test(ident))
    fields.push({ path: `${prefix}.ident`, message: TERRITORY_TEXTS.ident });
  if (!name) fields.push({ path: `${prefix}.name`, message: TERRITORY_TEXTS.name });
  if (fields.length) throw fail.validation(fields);
  return { ident, name, trash: v.trash };
}

const trashedAtFor = (trash: boolean | undefined, current: Date | null, now: Date) =>
  trash === undefined ? current : trash ? (current ?? now) : null;

export async function listRegions(deps: AppDeps) {
  const [terr, areaRows, people, pointCounts] = await Promise.all([
    deps.db.select().from(territories).orderBy(asc(territories.ident)),
    deps.db.select().from(areas).orderBy(asc(areas.ident)),
    deps.db
      .select({
        territoryId: userTerritories.territoryId,
        uuid: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        role: users.role,
        active: users.active,
      })
      .from(userTerritories)
      .innerJoin(users, eq(users.id, userTerritories.userId))
      .orderBy(asc(users.lastname), asc(users.firstname)),
    deps.db
      .select({ territoryId: points.territoryId, n: count() })
      .from(points)
      .where(isNull(points.trashedAt))
      .groupBy(points.territoryId),
  ]);
  const pointsOf = new Map(pointCounts.map((p) => [p.territoryId, p.n]));
  return terr.map((t) => ({
    ...toWireTerritory(t),
    areas: areaRows.filter((a) => a.territoryId === t.id).map(toWireArea),
    people: people.filter((p) => p.territoryId === t.id).map(({ territoryId: _, ...p }) => p),
    points: pointsOf.get(t.id) ?? 0,
  }));
}

const toWireTerritory = (t: typeof territories.$inferSelect) => ({
  uuid: t.id,
  ident: t.ident,
  name: t.name,
  trash: t.trashedAt !== null,
});

const toWireArea = (a: typeof areas.$inferSelect) => ({
  uuid: a.id,
  ident: a.ident,
  name: a.name ?? a.ident,
  territory: { uuid: a.territoryId },
  trash: a.trashedAt !== null,
});

async function loadRegion(deps: AppDeps, id: string) {
  const region = (await listRegions(deps)).find((r) => r.uuid === id);
  if (!region) throw new ApiError('E_NOT_FOUND');
  return region;
}

const territoryIdentTaken = (err: unknown) =>
  uniqueAsConflict(err, 'territory.ident', TERRITORY_TEXTS.territoryIdentTaken);
const areaIdentTaken = (err: unknown) => uniqueAsConflict(err, 'area.ident', TERRITORY_TEXTS.areaIdentTaken);

export async function createTerritory(deps: AppDeps, v: NamedValues) {
  let id: string;
  try {
    const [row] = await deps.db
      .insert(territories)
      .values({ ident: v.ident, name: v.name, trashedAt: v.trash ? deps.now() : null })
      .returning({ id: territories.id });
    id = row!.id;
  } catch (err) {
    throw territoryIdentTaken(err);
  }
  return loadRegion(deps, id);
}

export async function updateTerritory(deps: AppDeps, id: string, v: NamedValues) {
  const [current] = await deps.db.select().from(territories).where(eq(territories.id, id));
  if (!current) throw new ApiError('E_NOT_FOUND');
  try {
    await deps.db
      .update(territories)
      .set({ ident: v.ident, name: v.name, trashedAt: trashedAtFor(v.trash, current.trashedAt, deps.now()) })
      .where(eq(territories.id, id));
  } catch (err) {
    throw territoryIdentTaken(err);
  }
  return loadRegion(deps, id);
}

/** The territory an area is put in: existing, and active when the area is new or moves there. */
async function checkAreaTerritory(db: Db, territoryId: string, current?: string) {
  const [t] = await db
    .select({ trashedAt: territories.trashedAt })
    .from(territories)
    .where(eq(territories.id, territoryId));
  if (!t) throw new ApiError('E_NOT_FOUND');
  if (t.trashedAt && territoryId !== current) {
    throw fail.field('area.territory.uuid', TERRITORY_TEXTS.territoryRetired);
  }
}

export async function createArea(deps: AppDeps, v: NamedValues, territoryId: string) {
  await checkAreaTerritory(deps.db, territoryId);
  try {
    const [row] = await deps.db
      .insert(areas)
      .values({ ident: v.ident, name: v.name, territoryId, trashedAt: v.trash ? deps.now() : null })
      .returning();
    return toWireArea(row!);
  } catch (err) {
    throw areaIdentTaken(err);
  }
}

export async function updateArea(deps: AppDeps, id: string, v: NamedValues, territoryId: string) {
  const [current] = await deps.db.select().from(areas).where(eq(areas.id, id));
  if (!current) throw new ApiError('E_NOT_FOUND');
  await checkAreaTerritory(deps.db, territoryId, current.territoryId);
  try {
    const [row] = await deps.db
      .update(areas)
      .set({
        ident: v.ident,
        name: v.name,
        territoryId,
        trashedAt: trashedAtFor(v.trash, current.trashedAt, deps.now()),
      })
      .where(eq(areas.id, id))
      .returning();
    return toWireArea(row!);
  } catch (err) {
    throw areaIdentTaken(err);
  }
}
