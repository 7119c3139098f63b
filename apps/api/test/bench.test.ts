// `pnpm bench` works (a benchmark, not a timed test): on PostgreSQL only, with a fresh small
// database, tiny durations and two connection counts, every case answers through the API, its
// captured SQL raw and the bare route, and each statement has its EXPLAIN figures, and the run
// leaves neither its data folder nor its fresh database behind. `pnpm
// bench:processes`, with a few requests, leaves neither its data folder nor its database behind,
// at its end or stopped with SIGTERM while it starts.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/env';

const URL = process.env.TEST_DATABASE_URL;

interface Side {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}
/** One connection count's figures: each side, the ratios, and what raw then bare would reach. */
interface Load {
  api: Side;
  raw: Side;
  bare: Side;
  apiOfRaw: number;
  apiOfBare: number;
  ceilingOfRaw: number;
}

interface Row {
  label: string;
  count: number;
  /** Actions in the answer. */
  page: number;
  c1: Load;
  c2: Load;
  explain: { ms: number; planningMs: number; heapFetches: number; scans: string[]; rangeOnly: boolean }[];
  apiPeakRssMb: number;
}

async function databaseExists(name: string) {
  const client = new pg.Client({ connectionString: URL });
  await client.connect();
  try {
    const r = await client.query('select 1 from pg_database where datname = $1', [name]);
    return r.rowCount === 1;
  } finally {
    await client.end();
  }
}

describe.skipIf(!URL)('pnpm bench on PostgreSQL', () => {
  it('runs every case side by side and explains its statements', { timeout: 300_000 }, async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'tp-bench-test-'));
    const out = join(outDir, 'bench.json');
    const benchFolders = () => readdirSync(tmpdir()).filter((f) => /^tp-bench-(?!test-)/.test(f));
    const before = new Set(benchFolders());
    const args = ['--import', 'tsx', 'scripts/bench/action-list.ts'];
    args.push('--fresh', '300', '--seconds', '0.2', '--rounds', '1', '--connections', '1,2', '--limit', '7');
    args.push('--json', out);
    const child = spawn(process.execPath, args, {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: URL! },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => {
      log += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      log += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, log).toBe(0);
    const { actions, limit, results } = JSON.parse(readFileSync(out, 'utf8')) as {
      actions: number;
      limit: number;
      results: Row[];
    };
    rmSync(outDir, { recursive: true, force: true });
    expect(benchFolders().filter((f) => !before.has(f))).toEqual([]);
    const fresh = /fresh database (tp_bench_\w+)/.exec(log)?.[1];
    expect(fresh, log).toBeDefined();
    expect(await databaseExists(fresh!)).toBe(false);
    expect(actions).toBeGreaterThanOrEqual(300);
    expect(results.map((r) => r.label.replace(/city .* \+/, 'city +'))).toEqual([
      'ADMIN one week',
      'ADMIN a month, 2 statuses, page 3',
      'ADMIN city + finished',
      'ADMIN one hostess, half a year',
      'ASM one week',
      'ASM a month, 2 statuses, page 3',
      'ASM city + finished',
      'ASM one hostess, half a year',
    ]);
    // Pages of the size asked for (--limit): a full page where the case has that many.
    expect(limit).toBe(7);
    expect(results.map((r) => r.page <= 7)).toEqual(results.map(() => true));
    expect(results.map((r) => r.page)).toContain(7);
    for (const r of results) {
      for (const side of [r.c1.api, r.c1.raw, r.c1.bare, r.c2.api, r.c2.raw, r.c2.bare]) {
        expect(side.rps).toBeGreaterThan(0);
        expect(side.p99).toBeGreaterThanOrEqual(side.p50);
      }
      // The list is one statement among the captured ones (with the session's), each explained.
      expect(r.explain.length).toBeGreaterThanOrEqual(1);
      expect(r.explain.some((e) => e.scans.some((s) => s.startsWith('actions:')))).toBe(true);
      expect(r.explain.every((e) => e.ms >= 0 && e.planningMs >= 0)).toBe(true);
      // The seed vacuums what it loaded: index-only scans need not read the tables.
      expect(r.explain.map((e) => e.heapFetches)).toEqual(r.explain.map(() => 0));
      expect(r.apiPeakRssMb).toBeGreaterThan(0);
      // What the SQL and the sending alone would allow: bare / (raw + bare) of raw.
      for (const c of [r.c1, r.c2])
        expect(c.ceilingOfRaw).toBeCloseTo(c.bare.rps / (c.raw.rps + c.bare.rps), 6);
    }
    expect(log).toContain('api/raw');
    expect(log).toMatch(/raw then bare \d+ % of raw/);
  });
});

describe.skipIf(!URL)('pnpm bench:processes on PostgreSQL', () => {
  /** The script on a few requests; its output, and the database and folder it named first. */
  function benchProcesses() {
    const args = ['--import', 'tsx', 'scripts/bench-processes.ts'];
    args.push('--rounds', '1', '--requests', '20', '--connections', '2');
    const child: ChildProcess = spawn(process.execPath, args, {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', TEST_DATABASE_URL: URL! },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout!.on('data', (d: Buffer) => {
      log += d.toString();
    });
    child.stderr!.on('data', (d: Buffer) => {
      log += d.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const named = () => /database (tp_bench_\w+), data folder (\S+)/.exec(log);
    return { child, exited, log: () => log, named };
  }

  it('removes its data folder and database at the end of a run', { timeout: 180_000 }, async () => {
    const run = benchProcesses();
    expect(await run.exited, run.log()).toBe(0);
    expect(run.log()).toContain('two / one:');
    const [, database, folder] = run.named() ?? [];
    expect(folder, run.log()).toMatch(/\/tp_bench_\w+$/);
    expect(existsSync(folder!)).toBe(false);
    expect(await databaseExists(database!)).toBe(false);
  });

  it('removes them when stopped with SIGTERM while its API starts', { timeout: 180_000 }, async () => {
    const run = benchProcesses();
    // The data folder appears once the first API process runs on it.
    const deadline = Date.now() + 120_000;
    let folder: string | undefined;
    while (!(folder && existsSync(folder))) {
      expect(Date.now() < deadline && run.child.exitCode === null, run.log()).toBe(true);
      folder = run.named()?.[2];
      await new Promise((r) => setTimeout(r, 100));
    }
    run.child.kill('SIGTERM');
    expect(await run.exited, run.log()).toBe(143);
    expect(existsSync(folder)).toBe(false);
    expect(await databaseExists(run.named()![1]!)).toBe(false);
  });
});
