// Test harness: a real app on a real database through real HTTP. PGlite in memory always; also
// PostgreSQL when TEST_DATABASE_URL is set (a fresh database per test file, dropped after).
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract } from '@tourplanner/api-client/contract';
import { buildPath } from '@tourplanner/api-client/define';
import pg from 'pg';
import { expect } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '../src/db/client';
import { testEnv } from '../src/env';
import type { AppDeps } from '../src/infra/deps';
import { memorySender } from '../src/infra/messages/sender';
import { type FileStorage, memoryStorage } from '../src/infra/storage/storage';
import { startJobs } from '../src/modules/queues';

export type Backend = 'pglite' | 'postgres';

// Tests may read the environment directly: TEST_DATABASE_URL is the suite's setting, not the app's.
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The databases this run covers. */
export const BACKENDS: Backend[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A migrated PGlite, dumped once per migration set into the temp folder and loaded by every test
 * file: a fresh in-memory PGlite otherwise runs initdb, which costs seconds per file.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = join(MIGRATIONS_FOLDER, f);
    if (statSync(full).isFile()) hash.update(f).update(readFileSync(full));
  }
  const file = join(tmpdir(), `tp-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Written aside and renamed: a parallel test file never reads half a template.
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, bytes);
  renameSync(part, file);
  return new Blob([bytes]);
}

export async function openTestDatabase(
  backend: Backend,
  onQuery?: (sql: string, params: unknown[]) => void,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openDatabase({ pgliteDump: await pgliteTemplate(), onQuery });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ url: created.url, onQuery });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A new, empty database on TEST_DATABASE_URL's server (named `<prefix>_<random>`): its URL, and
 * dropping it, connections still open or not.
 */
export async function createPostgresDatabase(
  prefix = 'tp',
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const server = TEST_DATABASE_URL;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

export interface Answer<T = unknown> {
  status: number;
  body: {
    status: { success: boolean };
    data: T & { error?: string; fields?: { path: string; message: string }[] };
    meta?: Record<string, unknown>;
  };
  headers: Headers;
  raw?: ArrayBuffer;
}

export type CallName = keyof typeof contract;

export interface TestApp {
  url: string;
  deps: AppDeps;
  database: Database;
  messages: ReturnType<typeof memorySender>;
  dataDir: string;
  /** Calls a contract entry by name through HTTP. */
  call<T = unknown>(
    name: CallName,
    body?: unknown,
    opts?: { token?: string | null; params?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  /** Multipart call: `_input` JSON and files. */
  upload<T = unknown>(
    name: CallName,
    input: unknown,
    files: { field?: string; name: string; type: string; bytes: Uint8Array }[],
    opts?: { token?: string | null; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  /** Signs in and answers the token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestApp(
  backend: Backend,
  opts: Partial<Pick<BuildOptions, 'now' | 'handlers' | 'requireAllHandlers' | 'jobTiming'>> & {
    env?: Record<string, string | undefined>;
    /** The file storage (default: in memory; the storage suite passes disk and S3). */
    storage?: FileStorage;
    /**
     * Another API process on this app's database (as behind a load balancer): its own Fastify,
     * memory and workers, the same data. Closing it leaves the database to its owner.
     */
    sharing?: TestApp;
    /** Called with each statement the app's queries send (not the job engine's own). */
    onQuery?: (sql: string, params: unknown[]) => void;
  } = {},
): Promise<TestApp> {
  const { database, drop } = opts.sharing
    ? { database: opts.sharing.database, drop: async () => {} }
    : await openTestDatabase(backend, opts.onQuery);
  const dataDir = mkdtempSync(join(tmpdir(), 'tp-api-'));
  const env = testEnv({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    ...opts.env,
  });
  const messages = memorySender();
  const built = await buildApp({
    database,
    env,
    services: { messages, storage: opts.storage ?? memoryStorage() },
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.handlers ? { handlers: opts.handlers } : {}),
    ...(opts.requireAllHandlers !== undefined ? { requireAllHandlers: opts.requireAllHandlers } : {}),
    // Workers poll twice a second and expired runs are found within two seconds.
    jobTiming: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 2, ...opts.jobTiming },
  }).catch(async (err: unknown) => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  const { app, deps } = built;
  await startJobs(deps);
  const workers = [deps.jobs];
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;

  const read = async <T>(res: Response): Promise<Answer<T>> => {
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      return { status: res.status, body: (await res.json()) as Answer<T>['body'], headers: res.headers };
    }
    return {
      status: res.status,
      body: { status: { success: res.ok }, data: {} as Answer<T>['body']['data'] },
      headers: res.headers,
      raw: await res.arrayBuffer(),
    };
  };

  const t: TestApp = {
    url,
    deps,
    database,
    messages,
    dataDir,
    async call(name, body = {}, o = {}) {
      const def = contract[name];
      const path = buildPath(def.path, o.params);
      const res = await fetch(url + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
          ...o.headers,
        },
        body: JSON.stringify(body),
      });
      return read(res);
    },
    async upload(name, input, files, o = {}) {
      const form = new FormData();
      form.append('_input', JSON.stringify(input));
      for (const f of files) form.append(f.field ?? 'files[]', new Blob([f.bytes], { type: f.type }), f.name);
      const res = await fetch(url + contract[name].path, {
        method: 'POST',
        headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
        body: form,
      });
      return read(res);
    },
    async login(email, password = 'Test-password-1') {
      const r = await t.call<{ token: { uuid: string } }>('login', { username: email, password });
      if (!r.body.status.success) throw new Error(`login ${email} failed: ${JSON.stringify(r.body)}`);
      return r.body.data.token.uuid;
    },
    async close() {
      await Promise.all(workers.map((w) => w.stop()));
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/**
 * Polls `read` until `done` holds of its value and answers that value. Background workers lag
 * under load (CI runs every package at once on two cores), so waits end on a state, not a count.
 */
export async function waitFor<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** What a statement or call comes to: the error it failed with, or 'answered'. */
export const failureOf = (work: Promise<unknown>): Promise<unknown> =>
  work.then(
    () => 'answered',
    (err: unknown) => err,
  );

/**
 * What `work` comes to within `ms`, or 'still waiting' after it: for a test of something that must
 * not wait for good (it rejects as `work` does; a failure expected is turned into a value first).
 */
export async function within<T>(work: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(resolve, ms, 'still waiting');
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks a 429 that asks to wait: the code, `Retry-After` in whole seconds within `maxSeconds`,
 * and the same wait in the envelope with its Polish text. Answers the wait.
 */
export function expectWait(answer: Answer, maxSeconds: number, code = 'E_TOO_MANY_REQUESTS'): number {
  expect([answer.status, answer.body.data.error]).toEqual([429, code]);
  const wait = Number(answer.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(maxSeconds);
  expect(answer.body.data).toMatchObject({
    retryAfter: wait,
    message: `Zbyt wiele prób. Spróbuj ponownie za ${wait} s.`,
  });
  return wait;
}
