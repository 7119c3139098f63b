// Requests per second of one API process against two on the same PostgreSQL database, the same
// workload, measured side by side: rounds alternate "all requests to A" and "requests shared by A
// and B" (as a reverse proxy would share them), and the medians of the rounds are compared.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @tourplanner/api bench:processes [--rounds 5] [--requests 400] [--connections 16]
// A new database with the demo data and a data folder are made for the run and removed after it,
// also when it fails or is stopped (Ctrl-C, SIGTERM); loopback only.
import { rmSync } from 'node:fs';
import type { Api } from '../test/api-process';
import { cleanupOnExit, startedProcesses } from './bench-cleanup';
import { createBenchDatabase, loadAverage, numberArg, startBenchApi } from './bench-setup';

const ROUNDS = numberArg('rounds', 5);
const REQUESTS = numberArg('requests', 400);
const CONNECTIONS = numberArg('connections', 16);

const bench = await createBenchDatabase();
const dataDir = `/tmp/${bench.name}`;
const apis = startedProcesses<Api>();
const cleanup = cleanupOnExit(async () => {
  await apis.stopAll();
  rmSync(dataDir, { recursive: true, force: true });
  await bench.drop();
});
console.log(`database ${bench.name}, data folder ${dataDir}`);
// Both processes run alike, in development so that A may seed the demo data.
const start = (seed: boolean) =>
  apis.add(
    startBenchApi(bench.url, dataDir, { SEED_ON_START: seed ? 'true' : 'false' }, { signal: cleanup.signal }),
  );

try {
  // A seeds the demo data once, B starts on it.
  const a = await start(true);
  const b = await start(false);
  const tokens = {
    admin: await a.login('admin@tourplanner.test'),
    hostess: await a.login('hst1@tourplanner.test'),
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // The two most frequent calls: a coordinator's week of actions and a hostess's own list.
  const workload = [
    (api: Api) =>
      api.call(
        'actionList',
        {
          actions: { since: `${day(-3)} 00:00:00`, until: `${day(4)} 23:59:59` },
          pagination: { limit: 100, offset: 0 },
        },
        tokens.admin,
      ),
    (api: Api) => api.call('hostessActions', {}, tokens.hostess),
  ];

  const round = async (targets: Api[]) => {
    let next = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (;;) {
          const i = next++;
          if (i >= REQUESTS) return;
          const r = await workload[i % workload.length]!(targets[i % targets.length]!);
          if (r.status !== 200) failed++;
        }
      }),
    );
    return { rps: REQUESTS / ((performance.now() - started) / 1000), failed };
  };

  await round([a, b]); // warm-up of both processes
  const one: number[] = [];
  const two: number[] = [];
  let failures = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const r1 = await round([a]);
    const r2 = await round([a, b]);
    one.push(r1.rps);
    two.push(r2.rps);
    failures += r1.failed + r2.failed;
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  const m1 = median(one);
  const m2 = median(two);
  console.log(
    `workload: ${REQUESTS} requests a round (admin's week of /action/list and hst1's /hostess/action/list by turns), ${CONNECTIONS} connections, ${ROUNDS} rounds each, interleaved`,
  );
  console.log(
    `one process:   median ${m1.toFixed(0)} req/s  (rounds: ${one.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(
    `two processes: median ${m2.toFixed(0)} req/s  (rounds: ${two.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(
    `two / one: ${(m2 / m1).toFixed(2)}; failed requests: ${failures}; load average ${loadAverage()}`,
  );
} catch (err) {
  // Stopped by a signal: what failed is the stop itself; the signal's handler sets the exit code.
  if (!cleanup.signal.aborted) throw err;
} finally {
  await cleanup.run();
}
