// /point/import: the rows of a checked file (./point-file.ts) against the database, then applied.
// Everything is checked before anything is written: every territory Id exists, is active and is
// within the caller's reach, and a point already stored under a row's Id is of a territory within
// reach. Then one transaction inserts new points and updates changed ones (upsert by Id, each
// column sent as one array through unnest); a row equal to what is stored writes nothing, so the
// same file twice leaves the same table.
import { format } from '@tourplanner/i18n-pl/format';
import { POINT_TEXTS } from '@tourplanner/i18n-pl/server';
import { inArray, sql } from 'drizzle-orm';
import { canReachTerritory } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { points } from '../../db/schema/points';
import { territories } from '../../db/schema/territories';
import type { CsvProblem } from '../../infra/csv';
import type { AppDeps } from '../../infra/deps';
import { type PointFileRow, rowsInvalid } from './point-file';

/** Rows per lookup (one parameter each) and per write (ten arrays). */
const CHUNK = 1000;

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

async function territoriesByIdent(db: Db, idents: string[]) {
  const found = new Map<string, { id: string; trashed: boolean }>();
  for (const part of chunks(idents, CHUNK)) {
    const rows = await db
      .select({ id: territories.id, ident: territories.ident, trashedAt: territories.trashedAt })
      .from(territories)
      .where(inArray(territories.ident, part));
    for (const r of rows) found.set(r.ident, { id: r.id, trashed: r.trashedAt !== null });
  }
  return found;
}

async function storedTerritoryOf(db: Db, idents: string[]) {
  const found = new Map<string, string>();
  for (const part of chunks(idents, CHUNK)) {
    const rows = await db
      .select({ ident: points.ident, territoryId: points.territoryId })
      .from(points)
      .where(inArray(points.ident, part));
    for (const r of rows) found.set(r.ident, r.territoryId);
  }
  return found;
}

export interface PointImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

export async function importPoints(
  deps: AppDeps,
  user: SessionUser,
  rows: PointFileRow[],
): Promise<PointImportResult> {
  const territoryOf = await territoriesByIdent(deps.db, [...new Set(rows.map((r) => r.territoryIdent))]);
  const stored = await storedTerritoryOf(
    deps.db,
    rows.map((r) => r.values.ident),
  );
  const problems: CsvProblem[] = [];
  let outOfReach = false;
  for (const r of rows) {
    const t = territoryOf.get(r.territoryIdent);
    const territory = r.territoryIdent;
    const storedIn = stored.get(r.values.ident);
    let message: string | null = null;
    if (!t) message = format(POINT_TEXTS.unknownTerritory, { territory });
    else if (!canReachTerritory(user, t.id)) message = format(POINT_TEXTS.otherTerritory, { territory });
    else if (storedIn && !canReachTerritory(user, storedIn))
      message = format(POINT_TEXTS.pointOfOtherTerritory, { ident: r.values.ident });
    else if (t.trashed && storedIn !== t.id) message = format(POINT_TEXTS.retiredTerritory, { territory });
    if (message) problems.push({ line: r.row, message });
    if (t && (!canReachTerritory(user, t.id) || (storedIn && !canReachTerritory(user, storedIn)))) {
      outOfReach = true;
    }
  }
  if (problems.length) throw rowsInvalid(problems, outOfReach ? 'E_FORBIDDEN' : 'E_INVALID_FILE');

  const values = rows.map((r) => ({ ...r.values, territoryId: territoryOf.get(r.territoryIdent)!.id }));
  // One statement per chunk, each column sent as one array: parameters do not grow with the rows.
  const column = <K extends keyof (typeof values)[number]>(part: typeof values, key: K) =>
    sql.param(part.map((v) => v[key]));
  return deps.db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    for (const part of chunks(values, CHUNK)) {
      const done = await tx.execute<{ inserted: boolean }>(sql`
        insert into ${points} (ident, name, chain, street_address, street_number, city_name, postal_code,
          lat, lng, territory_id)
        select * from unnest(${column(part, 'ident')}::text[], ${column(part, 'name')}::text[],
          ${column(part, 'chain')}::text[], ${column(part, 'streetAddress')}::text[],
          ${column(part, 'streetNumber')}::text[], ${column(part, 'cityName')}::text[],
          ${column(part, 'postalCode')}::text[], ${column(part, 'lat')}::float8[],
          ${column(part, 'lng')}::float8[], ${column(part, 'territoryId')}::uuid[])
        on conflict (ident) do update set name = excluded.name, chain = excluded.chain,
          street_address = excluded.street_address, street_number = excluded.street_number,
          city_name = excluded.city_name, postal_code = excluded.postal_code, lat = excluded.lat,
          lng = excluded.lng, territory_id = excluded.territory_id
        where (points.name, points.chain, points.street_address, points.street_number, points.city_name,
          points.postal_code, points.lat, points.lng, points.territory_id)
          is distinct from (excluded.name, excluded.chain, excluded.street_address, excluded.street_number,
          excluded.city_name, excluded.postal_code, excluded.lat, excluded.lng, excluded.territory_id)
        returning (xmax = 0) as inserted`);
      // xmax is 0 on a row this statement inserted, set on one it updated.
      for (const d of done.rows) {
        if (d.inserted) created++;
        else updated++;
      }
    }
    return { created, updated, unchanged: values.length - created - updated };
  });
}
