// What the one-off measuring scripts (bench-report, bench-processes, load-tablets) share: their `--name N`
// options, a PostgreSQL database of their own beside TEST_DATABASE_URL, API processes on it, and the
// load average printed beside every figure.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { type Api, startApi } from '../test/api-process';

/** The number after `--name` on the command line, or `fallback` when the option is not given. */
export function numberArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

export interface BenchDatabase {
  /** The new database's URL. */
  url: string;
  /** Its name, unique to the run. */
  name: string;
  /** Drops it (closing what is still connected) and ends the admin connection. */
  drop(): Promise<void>;
}

/**
 * A new, empty database beside `adminUrl` (by default TEST_DATABASE_URL, or DATABASE_URL), made for
 * one run and named `<prefix>_<random>`. With `loopbackOnly`, a server elsewhere is refused before
 * anything is made.
 */
export async function createBenchDatabase({
  prefix = 'tp_bench',
  loopbackOnly = false,
  adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
}: {
  prefix?: string;
  loopbackOnly?: boolean;
  adminUrl?: string | undefined;
} = {}): Promise<BenchDatabase> {
  if (!adminUrl)
    throw new Error('set TEST_DATABASE_URL (a PostgreSQL URL; a new database is made beside it)');
  if (loopbackOnly && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(adminUrl).hostname)) {
    throw new Error('the load runs on loopback only: TEST_DATABASE_URL must name 127.0.0.1 or localhost');
  }
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * One API process on `databaseUrl` as the benchmarks run it: development (so that it may seed the
 * demo data), warnings only, and no rate limit in the way of the load. `env` adds or overrides; an
 * abort of `signal` while it starts stops the process.
 */
export function startBenchApi(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Api> {
  return startApi(
    {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    { signal },
  );
}

/** The load average (1, 5, 15 min), to print beside a figure measured on a shared machine. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
