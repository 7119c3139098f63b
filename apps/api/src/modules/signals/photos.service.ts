// The photos the signals look at: recorded when an upload is saved (with the EXIF capture time,
// read from the bytes as sent because the stored copy has none), measured later by the signals job
// (hash, sharpness, brightness from the stored copy), and looked up for near-duplicates among the
// photos of other actions of the last SIGNAL_PHOTO_DAYS by multi-index hashing (ADR 0033).
import { and, eq, gte, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/files';
import { photoMeasures } from '../../db/schema/signals';
import type { AppDeps } from '../../infra/deps';
import { captureTime } from '../../infra/photos/capture-time';
import { hashBands, photoClarity, photoHashes, toSigned64 } from '../../infra/photos/measures';

export type PhotoIdent = (typeof photoMeasures.$inferInsert)['ident'];

/** The capture time of the photo as uploaded (read before it is re-encoded), or null. */
export const uploadCaptureTime = (bytes: Buffer) => captureTime(bytes);

/** Records an action's new photo for the signals job (inside the upload's transaction). */
export async function recordPhoto(
  db: Db,
  photo: {
    fileId: string;
    actionId: string;
    ident: PhotoIdent;
    hostessId: string;
    capturedAt: Date | null;
    at: Date;
  },
) {
  await db
    .insert(photoMeasures)
    .values({
      fileId: photo.fileId,
      actionId: photo.actionId,
      ident: photo.ident,
      hostessId: photo.hostessId,
      capturedAt: photo.capturedAt,
      createdAt: photo.at,
    })
    .onConflictDoNothing();
}

/** Reads a stored file whole (a photo: at most 2400 px, a few hundred kB). */
async function storedBytes(deps: AppDeps, storageKey: string): Promise<Buffer> {
  const { body } = await deps.services.storage.get(storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Measures the action's photos the job has not measured yet, and looks each up once among the
 * photos of other actions of the last SIGNAL_PHOTO_DAYS (a later copy is found by its own action's
 * job). A photo measured before stays as it was, so a run reads only the new photos' bytes.
 */
export async function measureActionPhotos(deps: AppDeps, actionId: string) {
  const rows = await deps.db
    .select({ fileId: photoMeasures.fileId, storageKey: storedFiles.storageKey })
    .from(photoMeasures)
    .innerJoin(storedFiles, eq(storedFiles.id, photoMeasures.fileId))
    .where(and(eq(photoMeasures.actionId, actionId), isNull(photoMeasures.hash)));
  const since = new Date(deps.now().getTime() - deps.env.SIGNAL_PHOTO_DAYS * 86_400_000);
  for (const row of rows) {
    const bytes = await storedBytes(deps, row.storageKey);
    const { hash, probes } = await photoHashes(bytes);
    const { sharpness, brightness } = await photoClarity(bytes);
    const [near] = await nearPhotos(deps.db, probes, {
      maxDistance: deps.env.SIGNAL_HASH_DISTANCE,
      since,
      notAction: actionId,
      limit: 1,
    });
    const [band0, band1, band2, band3] = hashBands(hash);
    await deps.db
      .update(photoMeasures)
      .set({
        hash: toSigned64(hash),
        band0,
        band1,
        band2,
        band3,
        sharpness,
        brightness,
        duplicateOf: near?.fileId ?? null,
        duplicateAction: near?.actionId ?? null,
      })
      .where(and(eq(photoMeasures.fileId, row.fileId), isNull(photoMeasures.hash)));
  }
}

/** node-postgres answers `{ rows }`, PGlite the same shape; both are read alike. */
export function rowsOf<T>(result: { rows: T[] } | T[]): T[] {
  return Array.isArray(result) ? result : result.rows;
}

/** Every 16-bit value within `radius` bits of `value`. */
export function bandNeighbours(value: number, radius: number): number[] {
  const out = [value];
  if (radius >= 1) for (let i = 0; i < 16; i++) out.push(value ^ (1 << i));
  if (radius >= 2)
    for (let i = 0; i < 16; i++) for (let j = i + 1; j < 16; j++) out.push(value ^ (1 << i) ^ (1 << j));
  return out;
}

/**
 * How far each band's value is probed: two hashes within `distance` bits have one of their four
 * 16-bit bands within ⌊distance / 4⌋ bits (pigeonhole), so a band within `radius` is a complete
 * candidate test up to distance 4 × radius + 3. Radius 0 (exact band) for ≤ 3, 1 for ≤ 7, 2 for ≤ 11.
 */
export const bandRadius = (distance: number) => Math.max(0, Math.ceil((distance - 3) / 4));

export interface NearPhoto {
  fileId: string;
  actionId: string;
  ident: PhotoIdent;
  distance: number;
}

/**
 * The photos of other actions, recorded since `since`, whose hash is within `maxDistance` of one of
 * `probes`: candidates by the band indexes (each band's values within bandRadius), then the exact
 * distance in SQL; the nearest first.
 */
export async function nearPhotos(
  db: Db,
  probes: readonly bigint[],
  opts: { maxDistance: number; since: Date; notAction?: string; limit?: number; radius?: number },
): Promise<NearPhoto[]> {
  if (!probes.length) return [];
  const radius = opts.radius ?? bandRadius(opts.maxDistance);
  const keys: Set<number>[] = [new Set(), new Set(), new Set(), new Set()];
  for (const p of probes) {
    hashBands(p).forEach((band, i) => {
      for (const v of bandNeighbours(band, radius)) keys[i]!.add(v);
    });
  }
  const bandCols = [photoMeasures.band0, photoMeasures.band1, photoMeasures.band2, photoMeasures.band3];
  const anyBand = or(
    ...bandCols.map((col, i) => sql`${col} = any(${`{${[...keys[i]!].join(',')}}`}::int[])`),
  ) as SQL;
  const probeArray = `{${probes.map((p) => toSigned64(p).toString()).join(',')}}`;
  const distance = sql<number>`(select min(bit_count((${photoMeasures.hash} # q)::bit(64))) from unnest(${probeArray}::bigint[]) q)`;
  const rows = await db
    .select({
      fileId: photoMeasures.fileId,
      actionId: photoMeasures.actionId,
      ident: photoMeasures.ident,
      distance,
    })
    .from(photoMeasures)
    .where(
      and(
        anyBand,
        gte(photoMeasures.createdAt, opts.since),
        opts.notAction ? ne(photoMeasures.actionId, opts.notAction) : undefined,
        sql`${distance} <= ${opts.maxDistance}`,
      ),
    )
    .orderBy(distance)
    .limit(opts.limit ?? 5);
  return rows.map((r) => ({ ...r, distance: Number(r.distance) }));
}
