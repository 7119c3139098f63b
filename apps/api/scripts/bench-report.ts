// An XLSX report of 2 048 actions from request to downloadable, as a user waits for it: one API
// process (`node --import tsx src/main.ts`, STORAGE=disk) on a new PostgreSQL database with the
// demo data and enough more actions; ADMIN requests the report, polls /action/report/status every
// 25 ms until it is finished, and downloads it. Runs one after another; the median is printed
// with the load average. The target (issue #12) is 1.5 s.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @tourplanner/api bench:report [--runs 7]
// The database and a data folder are made for the run and removed after it, also when it fails or
// is stopped (Ctrl-C, SIGTERM); loopback only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../src/db/client';
import { testEnv } from '../src/env';
import { memoryStorage } from '../src/infra/storage/storage';
import { seedLarge } from '../src/seed/large';
import type { Api } from '../test/api-process';
import { cleanupOnExit, startedProcesses } from './bench-cleanup';
import { createBenchDatabase, loadAverage, numberArg, startBenchApi } from './bench-setup';

const RUNS = numberArg('runs', 7);
const ROWS = 2048;

const bench = await createBenchDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'tp-bench-report-'));
const apis = startedProcesses<Api>();
/** The seeding's own connection to the database, open until the seed is done. */
let seeding: Database | undefined;
const cleanup = cleanupOnExit(async () => {
  await apis.stopAll();
  // Closed before the drop: the pool waits until the seed gives back the connection it holds (the
  // chunk in progress), and the seed's next statement fails. A drop with force under a held
  // connection ends it, which pg raises as an 'error' event nobody listens to: the process would die
  // mid-cleanup (seen: exit 1, the data folder left).
  await seeding?.close().catch(() => undefined);
  await bench.drop();
  rmSync(dataDir, { recursive: true, force: true });
});
console.log(`database ${bench.name}, data folder ${dataDir}`);
try {
  // The demo data and 6 000 more actions over eight months: a year's range holds over 2 048.
  const database = await openDatabase({ url: bench.url });
  seeding = database;
  await database.migrate();
  await seedLarge(
    {
      db: database.db,
      services: { storage: memoryStorage() },
      now: () => new Date(),
      // The reminders' and alerts' timings the API's defaults give (the demo's notices sent).
      env: { ...testEnv(), production: false, CHECKIN_RADIUS_M: 150 },
    },
    6000,
  );
  seeding = undefined;
  await database.close();
  const api = await apis.add(
    startBenchApi(bench.url, dataDir, { SEED_ON_START: 'false' }, { signal: cleanup.signal }),
  );
  const token = await api.login('admin@tourplanner.test');
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const requested = await api.call<{ uuid: string }>(
      'reportRequest',
      { pagination: { limit: ROWS, offset: 0 } },
      token,
      { format: 'xlsx', since: day(-200), until: day(70) },
    );
    if (requested.status !== 200) throw new Error(`request: ${JSON.stringify(requested.body)}`);
    const uuid = requested.body.data.uuid;
    let rows: number | null = null;
    for (;;) {
      const status = await api.call<{ finished: { uuid: string; rows: number | null }[] }>(
        'reportStatus',
        {},
        token,
      );
      const found = status.body.data.finished.find((f) => f.uuid === uuid);
      if (found) {
        rows = found.rows;
        break;
      }
      if (performance.now() - started > 120_000) throw new Error('the report did not finish in 2 minutes');
      await new Promise((r) => setTimeout(r, 25));
    }
    const ms = performance.now() - started;
    const file = await api.call('reportDownload', { report: { uuid } }, token);
    if (file.status !== 200 || file.bytes?.subarray(0, 2).toString() !== 'PK' || rows !== ROWS) {
      throw new Error(`run ${run}: ${file.status}, ${rows} rows`);
    }
    // The first run warms the process up (module loading, query plans) and is not counted.
    if (run > 0) times.push(ms);
    console.log(
      `run ${run}${run ? '' : ' (warm-up)'}: ${Math.round(ms)} ms, ${rows} rows, ${file.bytes.length} bytes`,
    );
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `XLSX ${ROWS} actions, request to downloadable: median ${Math.round(median)} ms of ${times.length} runs ` +
      `(min ${Math.round(times[0]!)}, max ${Math.round(times.at(-1)!)}); ` +
      `load average ${loadAverage()}`,
  );
} catch (err) {
  // Stopped by a signal: what failed is the stop itself; the signal's handler sets the exit code.
  if (!cleanup.signal.aborted) throw err;
} finally {
  await cleanup.run();
}
