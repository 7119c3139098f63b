// `pnpm bench`: /action/list side by side with its own SQL and with a bare route (docs/benchmarks.md).
// This file sets the run up and reports it; capture.ts reads each case's statements from the API's
// log, measure.ts loads the three sides, explain.ts explains each statement.
// For each case (ADMIN and ASM: a week; a month, two statuses, page 3; a city and finished; one
// hostess over half a year) it captures the statements the API issues (LOG_LEVEL=trace with
// LOG_SQL_PARAMS=true), then measures, interleaved round by round at each connection count: the API (NODE_ENV=production),
// the same statements raw through a `pg` pool, and a bare Fastify route answering the same body;
// and prints req/s (median of the rounds), p50/p95/p99, the ratios, and EXPLAIN (ANALYZE, BUFFERS)
// of each statement with whether its scans of the action tables are all index range scans.
//   DATABASE_URL=postgres://…/tp_bench pnpm bench [--seconds 2] [--rounds 3] [--connections 1,32] [--limit 100]
//   (--limit: the page size asked for, 1 to 1000; at 1 the API's cost per request is what every
//   call pays, at 100 it is that and the rows')
//   pnpm bench -- --fresh 2000   (a new database beside DATABASE_URL, demo data + 2000 actions, dropped after)
//   pnpm bench -- --explain-only (capture and EXPLAIN each case's statements, no load)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_ROOT } from '../../src/env';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { type Api, startApi } from '../../test/api-process';
import { cleanupOnExit } from '../bench-cleanup';
import { type BenchDatabase, createBenchDatabase } from '../bench-setup';
import { captureCases } from './capture';
import { type BenchCase, loadCases } from './cases';
import { explain } from './explain';
import { type Bench, measure } from './measure';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1]! : fallback;
};
const SECONDS = Math.min(Number(arg('seconds', '2')), 10 / 3);
const ROUNDS = Number(arg('rounds', '3'));
const CONNECTIONS = arg('connections', '1,32')
  .split(',')
  .map(Number)
  .map((n) => Math.min(Math.max(1, n), 32));
const LIMIT = Math.min(Math.max(1, Math.trunc(Number(arg('limit', '100'))) || 100), 1000);
const FRESH = args.includes('--fresh') ? Number(arg('fresh', '2000')) : undefined;
const JSON_OUT = args.includes('--json') ? arg('json', '') : undefined;
const EXPLAIN_ONLY = args.includes('--explain-only');
const BASE_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!BASE_URL?.startsWith('postgres'))
  throw new Error('set DATABASE_URL to a PostgreSQL database (see docs/benchmarks.md)');

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const dataDir = mkdtempSync(join(tmpdir(), 'tp-bench-'));

function run(cmd: string, argv: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, argv, {
      cwd: API_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited ${code}`)),
    );
  });
}

let url = BASE_URL;
let fresh: BenchDatabase | undefined;
let db: pg.Client | undefined;
let api: Api | undefined;
let bare: ReturnType<typeof spawn> | undefined;
// The API, the bare route, the fresh database and the data folder go however the run ends: at its
// end, on an error, or stopped with Ctrl-C or SIGTERM (an API still starting is stopped too).
const cleanup = cleanupOnExit(async () => {
  bare?.kill('SIGTERM');
  await api?.stop();
  await db?.end().catch(() => undefined);
  await fresh?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});
try {
  if (FRESH !== undefined) {
    fresh = await createBenchDatabase({ adminUrl: BASE_URL });
    url = fresh.url;
    console.log(`fresh database ${fresh.name}: demo data and ${FRESH} actions…`);
    await run(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--large', '--count', String(FRESH)], {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
  }

  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000000',
    SEED_ON_START: 'false',
    // The API's pool as large as the raw side's, so that both may run as many statements at once.
    DATABASE_POOL_MAX: String(Math.max(...CONNECTIONS)),
  };
  db = new pg.Client({ connectionString: url });
  await db.connect();
  const total = (await db.query('select count(*)::int as n from actions')).rows[0].n as number;
  if (total === 0) throw new Error('no actions: run `pnpm seed -- --large` on this database first');
  console.log(`${total} actions, pages of ${LIMIT}; load average at start ${load()}`);
  // Index-only scans read the table too until a VACUUM has set the visibility map.
  const unvacuumed = (
    await db.query(`select relname from pg_stat_user_tables
      where relname in ('actions', 'action_points', 'action_users') and coalesce(last_vacuum, last_autovacuum) is null`)
  ).rows.map((r) => r.relname as string);
  if (unvacuumed.length)
    console.log(
      `never vacuumed: ${unvacuumed.join(', ')} (run VACUUM (ANALYZE); autovacuum is ${(await db.query('show autovacuum')).rows[0].autovacuum})`,
    );

  // The API as production runs it: built to plain JavaScript (`pnpm build`, `pnpm start:prod`).
  await run(process.execPath, ['scripts/build.mjs'], {});
  // 1. Capture: each case's body and statements from an API that logs its SQL.
  api = await startApi(
    { ...env, LOG_LEVEL: 'trace', LOG_SQL_PARAMS: 'true' },
    { built: true, signal: cleanup.signal },
  );
  const cases = await loadCases(db);
  const captured = await captureCases(api, await signIn(api), cases, LIMIT);
  await api.stop();

  // 2. The API as it serves, and the bare route.
  api = await startApi({ ...env, LOG_LEVEL: 'warn' }, { built: true, signal: cleanup.signal });
  const bodiesFile = join(dataDir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(captured.map((c) => c.body)));
  bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts', bodiesFile], {
    cwd: API_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const barePort = await new Promise<string>((resolve) =>
    bare!.stdout!.on('data', (d: Buffer) => resolve(/port (\d+)/.exec(d.toString())?.[1] ?? '')),
  );
  const bench: Bench = {
    api,
    tokens: await signIn(api),
    barePort,
    databaseUrl: url,
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
  };

  const results: unknown[] = [];
  for (const [i, c] of cases.entries()) {
    const cap = captured[i]!;
    const page = (JSON.parse(cap.body) as { data: { actions: unknown[] } }).data.actions.length;
    console.log(
      `\n== ${c.label}: count ${cap.count}, ${cap.statements.length} statement(s), answer ${page} actions, ${(cap.body.length / 1024).toFixed(0)} kB`,
    );
    const row: Record<string, unknown> = {
      label: c.label,
      count: cap.count,
      page,
      statements: cap.statements,
    };
    if (!EXPLAIN_ONLY) await measure(bench, c, i, cap, row);
    const plans = [];
    for (const s of cap.statements) {
      const e = await explain(db, s);
      plans.push(e);
      console.log(
        `  SQL ${e.ms.toFixed(2)} ms (planning ${e.planningMs.toFixed(2)}), ${e.buffers} buffers, ${e.heapFetches} heap fetches, index range scans only: ${e.rangeOnly ? 'yes' : 'NO'}: ${s.sql.replace(/\s+/g, ' ').slice(0, 70)}…`,
      );
      for (const scan of e.scans) console.log(`      ${scan}`);
    }
    row.explain = plans;
    results.push(row);
  }
  console.log(`\nload average at end ${load()} (2 cores shared; compare the ratios, not lone times)`);
  if (JSON_OUT)
    writeFileSync(
      JSON_OUT,
      JSON.stringify({ actions: total, limit: LIMIT, load: loadavg(), results }, null, 2),
    );
} finally {
  await cleanup.run();
}

/** The ADMIN's and the ASM's sessions on `api`, the two who the cases run as. */
async function signIn(api: Api): Promise<Record<BenchCase['who'], string>> {
  return {
    admin: await api.login('admin@tourplanner.test', DEMO_PASSWORD),
    asm: await api.login('asm@tourplanner.test', DEMO_PASSWORD),
  };
}
