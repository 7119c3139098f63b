// The photos the signals look at: recorded when an upload is saved (with the EXIF capture time,
// read from the bytes as sent because the stored copy has none), measured later by the signals job
// (hash, sharpness, brightness from the stored copy), and looked up for near-duplicates among the
// photos of other actions of the last SIGNAL_PHOTO_DAYS by multi-index hashing (ADR 0033).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/files';
import { photoMeasures } from '../../db/schema/signals';
import type { AppDeps } from '../../infra/deps';
import { captureTime } from '../../infra/photos/capture-time';
import { type HashPair, hashBands, photoClarity, photoHashes, toSigned64 } from '../../infra/photos/measures';

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
    const { stored, probes } = await photoHashes(bytes);
    const { sharpness, brightness } = await photoClarity(bytes);
    const [near] = await nearPhotos(deps.db, probes, {
      maxDistance: deps.env.SIGNAL_HASH_DISTANCE,
      maxDetail: deps.env.SIGNAL_DETAIL_DISTANCE,
      since,
      notAction: actionId,
      limit: 1,
    });
    const [band0, band1, band2, band3] = hashBands(stored.hash);
    await deps.db
      .update(photoMeasures)
      .set({
        hash: toSigned64(stored.hash),
        detail: toSigned64(stored.detail),
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

/** Every 16-bit value within `radius` bits of `value` (radius 0, 1 or 2). */
export function bandNeighbours(value: number, radius: number): number[] {
  const out = [value];
  if (radius >= 1) for (let i = 0; i < 16; i++) out.push(value ^ (1 << i));
  if (radius >= 2) {
    for (let i = 0; i < 16; i++) for (let j = i + 1; j < 16; j++) out.push(value ^ (1 << i) ^ (1 << j));
  }
  return out;
}

/**
 * How far each band of each probe is searched (ADR 0033). Two hashes within 4r + 3 bits share a
 * band within r bits (pigeonhole over four bands), so radius 2 would be complete up to 11 bits; but
 * the 49 probes of a query already bring the copy's nearest probe close, and an exact band (radius
 * 0) found every copy of the generated set within the threshold at a fraction of the cost.
 */
export const LOOKUP_BAND_RADIUS = 0;

export interface NearPhoto {
  fileId: string;
  actionId: string;
  ident: PhotoIdent;
  distance: number;
}

const intArray = (xs: Iterable<number | bigint | string>) => `{${[...xs].join(',')}}`;

/**
 * The photos of other actions, recorded since `since`, within `maxDistance` of one of `probes` whose
 * detail is within `maxDetail` too: candidates from the four band indexes (each probe's bands,
 * within `radius` bits), then the exact distances, computed once per candidate; the nearest first.
 */
export async function nearPhotos(
  db: Db,
  probes: readonly HashPair[],
  opts: {
    maxDistance: number;
    maxDetail: number;
    since: Date;
    notAction?: string;
    limit?: number;
    radius?: number;
  },
): Promise<NearPhoto[]> {
  if (!probes.length) return [];
  const radius = opts.radius ?? LOOKUP_BAND_RADIUS;
  const keys: Set<number>[] = [new Set(), new Set(), new Set(), new Set()];
  for (const p of probes) {
    hashBands(p.hash).forEach((band, i) => {
      for (const v of bandNeighbours(band, radius)) keys[i]!.add(v);
    });
  }
  const probeArray = intArray(probes.map((p) => toSigned64(p.hash)));
  const detailArray = intArray(probes.map((p) => toSigned64(p.detail)));
  const result = await db.execute<{
    file_id: string;
    action_id: string;
    ident: PhotoIdent;
    distance: number;
  }>(sql`
    select c.file_id, c.action_id, c.ident, d.distance
    from (
      select file_id, action_id, ident, hash, detail from photo_measures
      where (band0 = any(${intArray(keys[0]!)}::int[]) or band1 = any(${intArray(keys[1]!)}::int[])
          or band2 = any(${intArray(keys[2]!)}::int[]) or band3 = any(${intArray(keys[3]!)}::int[]))
        and created_at >= ${opts.since}
        ${opts.notAction ? sql`and action_id <> ${opts.notAction}` : sql``}
    ) c
    cross join lateral (
      select min(bit_count((c.hash # q.h)::bit(64)))::int as distance
      from unnest(${probeArray}::bigint[], ${detailArray}::bigint[]) as q(h, dt)
      where bit_count((c.detail # q.dt)::bit(64)) <= ${opts.maxDetail}
    ) d
    where d.distance <= ${opts.maxDistance}
    order by d.distance, c.file_id
    limit ${opts.limit ?? 5}`);
  return rowsOf(result).map((r) => ({
    fileId: r.file_id,
    actionId: r.action_id,
    ident: r.ident,
    distance: Number(r.distance),
  }));
}
