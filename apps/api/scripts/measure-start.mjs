#!/usr/bin/env node
// Start time to /health and idle memory of the API run three ways, side by side on one database:
// the production bundle on plain node (`start:prod`), the same without --enable-source-maps, and
// the TypeScript sources through tsx (`start`). Runs alternate, so that all see the same load.
//
//   pnpm --filter @tourplanner/api build
//   DATABASE_URL=postgres://… node apps/api/scripts/measure-start.mjs [--runs 5]
//
// Without DATABASE_URL it uses a PGlite folder in the temp directory. RSS is summed over the
// process tree (tsx keeps a supervising process beside the server), read from /proc (Linux).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startProdArgv } from './start-prod-argv.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const IDLE_MS = 3_000;

if (!existsSync(join(root, 'dist/main.js'))) {
  console.error('No dist/main.js: run `pnpm --filter @tourplanner/api build` first.');
  process.exit(1);
}

/** `start:prod` as package.json says it, the same without --enable-source-maps, and `start`. */
const PROD = startProdArgv();
const MODES = {
  bundle: [process.execPath, ...PROD],
  'bundle, no source maps': [process.execPath, ...PROD.filter((a) => a !== '--enable-source-maps')],
  tsx: [process.execPath, join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/main.ts'],
};
const NAMES = Object.keys(MODES);

const dataDir = mkdtempSync(join(tmpdir(), 'tp-measure-start-'));
const baseEnv = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Resident memory of a process and all its descendants, in KiB. */
function treeRssKiB(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // Gone.
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

async function once(mode) {
  const port = await freePort();
  const [cmd, ...args] = MODES[mode];
  const started = performance.now();
  const child = spawn(cmd, args, { cwd: root, env: { ...baseEnv, PORT: String(port) }, stdio: 'ignore' });
  const exited = new Promise((r) => child.once('exit', r));
  let ready;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) {
        ready = performance.now() - started;
        break;
      }
    } catch {
      // Not yet.
    }
    if (child.exitCode !== null) throw new Error(`${mode} exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const rss = treeRssKiB(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { ready, rss };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

try {
  // One start first: it migrates (or creates) the database, which no measured run should pay.
  await once('bundle');
  const results = Object.fromEntries(NAMES.map((mode) => [mode, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const mode of NAMES) results[mode].push(await once(mode));
  }
  const row = (mode) => {
    const r = results[mode];
    return {
      mode,
      'start to /health, median ms': Math.round(median(r.map((x) => x.ready))),
      'runs (ms)': r.map((x) => Math.round(x.ready)).join(' '),
      'idle RSS, median MiB': (median(r.map((x) => x.rss)) / 1024).toFixed(1),
    };
  };
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${RUNS} runs each, alternating`,
  );
  console.table(NAMES.map(row));
  const ratio = (mode, f) => (median(results[mode].map(f)) / median(results.tsx.map(f))).toFixed(2);
  for (const mode of NAMES.filter((m) => m !== 'tsx')) {
    console.log(
      `${mode} / tsx: start time ${ratio(mode, (x) => x.ready)}, idle RSS ${ratio(mode, (x) => x.rss)} (node ${process.version})`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
