// `pnpm bench:photo-hash`: the duplicate_photo lookup at scale (ADR 0033). Fills photo_measures with
// `--hashes` hashes (1 000 000 by default: random 64-bit hashes of the stored hashes' weight, plus the
// stored hashes of `--scenes` generated photos), then for each reused variant of each photo times
// the band-index lookup the signals job runs (nearPhotos) against the same question as a raw SQL
// full scan, and prints the medians and the per-kind precision and recall of the lookup's answers.
//   pnpm --filter @tourplanner/api bench:photo-hash [--hashes 1000000] [--scenes 200] [--reused 50] [--radius r]
//   (--radius: how far each band is searched, 0 to 2; by default the job's, LOOKUP_BAND_RADIUS)
//   TEST_DATABASE_URL=postgres://… (a new database beside it, dropped after), else in-memory PGlite.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/db/client';
import { testEnv } from '../../src/env';
import { type HashPair, hashBands, toSigned64 } from '../../src/infra/photos/measures';
import { LOOKUP_BAND_RADIUS, nearPhotos } from '../../src/modules/signals/photos.service';
import {
  differentDistances,
  measureScenes,
  REUSE_KINDS,
  reuseDistances,
  scores,
} from '../../test/photo-calibration';
import { type BenchDatabase, createBenchDatabase, numberArg } from '../bench-setup';
import { median } from './load';

const HASHES = numberArg('hashes', 1_000_000);
const SCENES = numberArg('scenes', 200);
/** Photos whose reused variants are made and looked up (each costs six more hashes). */
const REUSED = numberArg('reused', 50);
const env = testEnv();
const T = env.SIGNAL_HASH_DISTANCE;
const TD = env.SIGNAL_DETAIL_DISTANCE;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** A random 64-bit hash with 32 bits set and the top bit set, as every DCT hash has (its DC bit). */
function randomHash(rnd: () => number): bigint {
  const bits = Array.from({ length: 63 }, (_, i) => i);
  for (let i = bits.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [bits[i], bits[j]] = [bits[j]!, bits[i]!];
  }
  let h = 1n << 63n;
  for (const b of bits.slice(0, 31)) h |= 1n << BigInt(b);
  return h;
}

async function insertHashes(database: Database, rows: { hash: HashPair; actionId: string }[], at: Date) {
  const cols: string[][] = [[], [], [], [], [], [], [], []];
  for (const r of rows) {
    const bands = hashBands(r.hash.hash);
    cols[0]!.push(randomUUID());
    cols[1]!.push(r.actionId);
    cols[2]!.push(toSigned64(r.hash.hash).toString());
    for (let i = 0; i < 4; i++) cols[3 + i]!.push(String(bands[i]));
    cols[7]!.push(toSigned64(r.hash.detail).toString());
  }
  const arr = (c: string[]) => `{${c.join(',')}}`;
  await database.db.execute(sql`
    insert into photo_measures (file_id, action_id, ident, hash, detail, band0, band1, band2, band3, created_at)
    select f, a, 'receipt', h, dt, b0, b1, b2, b3, ${at}
    from unnest(${arr(cols[0]!)}::uuid[], ${arr(cols[1]!)}::uuid[], ${arr(cols[2]!)}::bigint[],
      ${arr(cols[7]!)}::bigint[], ${arr(cols[3]!)}::int[], ${arr(cols[4]!)}::int[], ${arr(cols[5]!)}::int[],
      ${arr(cols[6]!)}::int[])
      as t(f, a, h, dt, b0, b1, b2, b3)`);
}

let bench: BenchDatabase | undefined;
const url = process.env.TEST_DATABASE_URL;
if (url) bench = await createBenchDatabase({ prefix: 'tp_photo_hash', adminUrl: url });
const database = await openDatabase({ url: bench?.url });
try {
  await database.migrate();
  // The benchmark's hashes belong to no stored file nor action: its own database, without those keys.
  await database.db.execute(
    sql`alter table photo_measures drop constraint photo_measures_file_id_stored_files_id_fk`,
  );
  await database.db.execute(
    sql`alter table photo_measures drop constraint photo_measures_action_id_actions_id_fk`,
  );
  console.log(`database: ${database.kind}; thresholds ${T} bits (hash), ${TD} bits (detail); load ${load()}`);

  let t0 = performance.now();
  const m = await measureScenes(SCENES, REUSED);
  console.log(
    `measured ${SCENES} scenes (${REUSED} with their variants) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const reuse = reuseDistances(m, TD);
  const histogram = (xs: number[]) => {
    const h: Record<number, number> = {};
    for (const x of xs) h[x] = (h[x] ?? 0) + 1;
    return JSON.stringify(h);
  };
  for (const kind of REUSE_KINDS)
    console.log(`distance of ${kind} copies to their original: ${histogram(reuse[kind])}`);
  const different = differentDistances(m, TD).sort((a, b) => a - b);
  console.log(
    `distance between different photos (${different.length} ordered pairs): lowest ${different.slice(0, 10).join(', ')}; histogram ${histogram(different.filter((d) => d <= 16))} (≤ 16)`,
  );
  const c = m.clarity;
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;
  console.log(
    `sharpness: sharp ${range(c.sharp.map((x) => x.sharpness))}, blurred ${range(c.blurred.map((x) => x.sharpness))}; ` +
      `brightness: originals ${range(c.sharp.map((x) => x.brightness))}, darkened ${range(c.dark.map((x) => x.brightness))}`,
  );

  const now = new Date();
  const sceneActions = m.hashes.map(() => randomUUID());
  t0 = performance.now();
  let seed = 0x9e3779b9;
  const rnd = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const filler = HASHES - SCENES;
  for (let done = 0; done < filler; done += 10_000) {
    const n = Math.min(10_000, filler - done);
    await insertHashes(
      database,
      Array.from({ length: n }, () => ({
        hash: { hash: randomHash(rnd), detail: randomHash(rnd) },
        actionId: randomUUID(),
      })),
      now,
    );
  }
  await insertHashes(
    database,
    m.hashes.map((hash, i) => ({ hash, actionId: sceneActions[i]! })),
    now,
  );
  await database.db.execute(sql`analyze photo_measures`);
  console.log(`inserted ${HASHES} hashes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const since = new Date(now.getTime() - env.SIGNAL_PHOTO_DAYS * 86_400_000);
  const radius = numberArg('radius', LOOKUP_BAND_RADIUS);
  const indexed: number[] = [];
  const scan: number[] = [];
  const found: Record<string, { tp: number; fp: number; fn: number }> = {};
  for (const kind of REUSE_KINDS) {
    const f = { tp: 0, fp: 0, fn: 0 };
    found[kind] = f;
    for (let i = 0; i < m.variants[kind].length; i++) {
      const probes = m.variants[kind][i]!;
      const own = randomUUID();
      let s = performance.now();
      const near = await nearPhotos(database.db, probes, {
        maxDistance: T,
        maxDetail: TD,
        since,
        notAction: own,
        limit: 1000,
        radius,
      });
      indexed.push(performance.now() - s);
      if (near.some((n) => n.actionId === sceneActions[i])) f.tp += 1;
      else f.fn += 1;
      f.fp += near.filter((n) => n.actionId !== sceneActions[i]).length;
      // Only a few full scans: each reads the whole table.
      if (kind === 'reencoded' && i < 3) {
        const probeArray = `{${probes.map((p) => toSigned64(p.hash).toString()).join(',')}}`;
        const detailArray = `{${probes.map((p) => toSigned64(p.detail).toString()).join(',')}}`;
        s = performance.now();
        await database.db.execute(sql`
          select c.file_id from photo_measures c
          cross join lateral (
            select min(bit_count((c.hash # q.h)::bit(64))) as distance
            from unnest(${probeArray}::bigint[], ${detailArray}::bigint[]) as q(h, dt)
            where bit_count((c.detail # q.dt)::bit(64)) <= ${TD}
          ) d
          where c.created_at >= ${since} and c.action_id <> ${own} and d.distance <= ${T}`);
        scan.push(performance.now() - s);
      }
    }
  }
  console.log(
    `lookup of ${m.variants.reencoded[0]?.length ?? 0}-probe queries at ${HASHES} hashes: ` +
      `band indexes (radius ${radius}) median ${median(indexed).toFixed(1)} ms (${indexed.length} lookups), ` +
      `full scan median ${median(scan).toFixed(1)} ms (${scan.length} scans); load ${load()}`,
  );
  console.log('kind                          precision  recall   (tp / fp / fn)');
  for (const [kind, f] of Object.entries(found)) {
    const precision = f.tp + f.fp ? f.tp / (f.tp + f.fp) : 1;
    const recall = f.tp / (f.tp + f.fn);
    console.log(
      `duplicate_photo/${kind.padEnd(14)} ${precision.toFixed(3).padStart(9)}  ${recall.toFixed(3).padStart(6)}   (${f.tp} / ${f.fp} / ${f.fn})`,
    );
  }
  for (const s of scores(m, {
    distance: T,
    detail: TD,
    sharpnessMin: env.SIGNAL_SHARPNESS_MIN,
    brightnessMin: env.SIGNAL_BRIGHTNESS_MIN,
  }).filter((x) => x.kind.startsWith('blurry'))) {
    console.log(
      `${s.kind.padEnd(30)} ${s.precision.toFixed(3).padStart(9)}  ${s.recall.toFixed(3).padStart(6)}   (${s.truePositives} / ${s.falsePositives} / ${s.falseNegatives})`,
    );
  }
} finally {
  await database.close();
  await bench?.drop();
}
