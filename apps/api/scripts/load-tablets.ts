// A shop's tablets under load: 200 hostess sessions behind one address (loopback) poll their
// action list every 2 s for 60 s, and every tenth tick each sends consumer codes to a new target
// (a write). Reports the answers by status (a 429 is an error: the limits are the defaults), the
// p50/p95/max latency, and lost writes (a send answered 200 whose challenge is not in the database).
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @tourplanner/api load:tablets [--sessions 200] [--seconds 60]
// One API process on a new database with the demo data, made for the run and dropped after it;
// loopback only, and bounded: at most 500 sessions and 300 s. The database and the data folder go
// however the run ends, also when it is stopped (Ctrl-C, SIGTERM).
import { rmSync } from 'node:fs';
import pg from 'pg';
import { type Api, startApi } from '../test/api-process';
import { cleanupOnExit, startedProcesses } from './bench-cleanup';
import { createBenchDatabase, loadAverage } from './bench-setup';

const arg = (name: string, fallback: number, max: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} is 1..${max}`);
  return value;
};
const SESSIONS = arg('sessions', 200, 500);
const SECONDS = arg('seconds', 60, 300);
const POLL_MS = 2000;
const WRITE_EVERY = 10;
const HOSTESSES = 12; // hst1 … hst12 of the demo data

const bench = await createBenchDatabase({ prefix: 'tp_load', loopbackOnly: true });
const dbName = bench.name;
const dataDir = `/tmp/${dbName}`;
const apis = startedProcesses<Api>();
let db: pg.Client | undefined;
const cleanup = cleanupOnExit(async () => {
  await apis.stopAll();
  await db?.end().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  await bench.drop();
});
console.log(`database ${dbName}, data folder ${dataDir}`);

try {
  const server = await apis.add(
    startApi(
      {
        NODE_ENV: 'development',
        DATABASE_URL: bench.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_ON_START: 'true',
        // 200 tablets share the 12 demo hostesses here; in a shop each has her own account.
        OTP_SENDS_PER_HOSTESS_PER_HOUR: '100000',
      },
      { signal: cleanup.signal },
    ),
  );
  const tokens: string[] = [];
  for (let i = 0; i < SESSIONS; i++)
    tokens.push(await server.login(`hst${(i % HOSTESSES) + 1}@tourplanner.test`));

  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const sent: string[] = [];
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const timed = async (run: () => Promise<{ status: number; body: { data: { error?: string } } }>) => {
    const started = performance.now();
    const r = await run().catch(() => ({ status: 0, body: { data: { error: 'network' } } }));
    latencies.push(performance.now() - started);
    count(r.status === 200 ? '200' : `${r.status} ${r.body.data.error ?? ''}`.trim());
    return r.status;
  };
  const ends = Date.now() + SECONDS * 1000;
  const tablet = async (token: string, n: number) => {
    // Tablets start spread over the first poll interval, as a shop's do.
    await new Promise((r) => setTimeout(r, (n * POLL_MS) / SESSIONS));
    for (let tick = 0; Date.now() < ends; tick++) {
      const due = Date.now() + POLL_MS;
      await timed(() => server.call('hostessActions', {}, token));
      if (tick % WRITE_EVERY === WRITE_EVERY - 1) {
        const email = `t${n}.${tick}.${dbName}@example.com`;
        const number = `7${String(n).padStart(3, '0')}${String(tick).padStart(5, '0')}`;
        const lead = { process: 'TOURPLANNER', emailAddress: email, mobileNumber: `+48${number}` };
        if ((await timed(() => server.call('leadOtp', { lead }, token))) === 200) sent.push(email);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    }
  };
  const started = Date.now();
  await Promise.all(tokens.map((token, n) => tablet(token, n)));
  const wall = (Date.now() - started) / 1000;

  db = new pg.Client({ connectionString: bench.url });
  await db.connect();
  const stored = await db.query<{ email: string }>(
    'select distinct email from otp_challenges where email = any($1::text[])',
    [sent],
  );
  const lost = sent.length - stored.rowCount!;

  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const errors = latencies.length - (statuses.get('200') ?? 0);
  console.log(
    `${SESSIONS} sessions behind 127.0.0.1, a poll of /hostess/action/list every ${POLL_MS / 1000} s for ${SECONDS} s, every ${WRITE_EVERY}th tick a /lead/otp send; default limits`,
  );
  console.log(
    `requests: ${latencies.length} in ${wall.toFixed(0)} s; answers: ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.log(`errors (not 200, 429 included): ${errors}`);
  console.log(`latency ms: p50 ${pct(50).toFixed(0)}, p95 ${pct(95).toFixed(0)}, max ${pct(100).toFixed(0)}`);
  console.log(`writes: ${sent.length} answered 200, lost ${lost}`);
  console.log(`load average ${loadAverage()}`);
  if (errors > 0 || lost > 0) process.exitCode = 1;
} catch (err) {
  // Stopped by a signal: what failed is the stop itself; the signal's handler sets the exit code.
  if (!cleanup.signal.aborted) throw err;
} finally {
  await cleanup.run();
}
