// Failed queries are logged with their statement and error, never their parameters (values a
// client sent): neither Drizzle's "Failed query … params: …" text nor a PostgreSQL error's detail;
// nor does LOG_LEVEL=trace log parameters without its own opt-in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';
import type { HandlerMap } from '../src/http/handlers';
import { errorText, serializeError } from '../src/infra/error-log';
import { type Api, startApi } from './api-process';
import { BACKENDS, openTestDatabase } from './harness';

const SECRET = 'jan.kowalski-7f3a9@example.test';

describe.each(BACKENDS)('failed-query logs on %s', (backend) => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase(backend);
    drop = opened.drop;
    const { db } = opened.database;
    // Two calls whose handlers run a failing query with a client's value as a parameter: one the
    // database refuses as a value (22P02: a 400), one it cannot run at all (42P01: a 500).
    const handlers: HandlerMap[] = [
      {
        login: async ({ body }) => {
          await db.execute(sql`select ${body.username}::integer as n`);
          throw new Error('unreachable');
        },
        resetToken: async ({ body }) => {
          await db.execute(sql`select * from no_such_table where email = ${body.username}`);
          throw new Error('unreachable');
        },
      },
    ];
    ({ app } = await buildApp({
      database: opened.database,
      env: testEnv({ LOG_LEVEL: 'info' }),
      handlers,
      requireAllHandlers: false,
      logStream: new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    }));
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('logs the statement and the error of a query the database refused, not the parameter', async () => {
    lines.length = 0;
    const r = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: SECRET, password: 'whatever-password' },
    });
    expect(r.statusCode).toBe(400);
    const line = lines.find((l) => l.includes('the database refused a value'));
    expect(line).toBeDefined();
    expect(line).toContain('::integer');
    expect(line).toContain('22P02');
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(lines.join('\n')).not.toContain('params:');
  });

  it('logs a failed query that answers 500 without its parameter', async () => {
    lines.length = 0;
    const r = await app.inject({ method: 'POST', url: '/auth/reset-token', payload: { username: SECRET } });
    expect(r.statusCode).toBe(500);
    const line = lines.find((l) => l.includes('request failed'));
    expect(line).toContain('no_such_table');
    expect(lines.join('\n')).not.toContain(SECRET);
  });
});

describe('the error serializer', () => {
  it('drops the params of a Drizzle query error, the detail of a PostgreSQL error, and keeps the rest', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      constraint: 'users_email',
      table: 'users',
      detail: `Key (email)=(${SECRET}) already exists.`,
    });
    const failed = Object.assign(
      new Error(`Failed query: insert into users (email) values ($1)\nparams: ${SECRET}`),
      {
        query: 'insert into users (email) values ($1)',
        params: [SECRET],
        cause,
      },
    );
    const out = serializeError(failed);
    expect(JSON.stringify(out)).not.toContain(SECRET);
    expect(out).toMatchObject({
      message: 'Failed query: insert into users (email) values ($1)',
      query: 'insert into users (email) values ($1)',
      cause: { code: '23505', constraint: 'users_email', table: 'users' },
    });
    expect(String(out.stack)).toMatch(/\n\s+at /);
    expect(errorText(failed)).toBe('Failed query: insert into users (email) values ($1)');
    expect(errorText('plain')).toBe('plain');
    const refused = Object.assign(new Error(`invalid input syntax for type uuid: "${SECRET}"`), {
      code: '22P02',
    });
    expect(errorText(refused)).toBe('invalid input syntax for type uuid: "…"');
    expect(JSON.stringify(serializeError(refused))).not.toContain(SECRET);
  });
});

// LOG_LEVEL=trace logs every SQL statement; the statements' parameters (a sign-in's e-mail, a
// password hash, a consumer's code) only with the separate LOG_SQL_PARAMS=true. Through a started
// process, as an operator sets it, on the embedded database of a fresh folder. (The opt-in's own
// way to the process is shown by bench.test.ts: `pnpm bench` replays the parameters it captures.)
describe('LOG_LEVEL=trace of a started API', () => {
  let api: Api | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'tp-trace-'));
  afterAll(async () => {
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('logs the statements, not their parameters', async () => {
    api = await startApi({
      NODE_ENV: 'development',
      DATA_DIR: dir,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'trace',
    });
    const r = await api.call('login', { username: SECRET, password: 'whatever-password' });
    expect(r.status).toBe(401);
    const sqlLines = api
      .output()
      .split('\n')
      .filter((l) => l.includes('"msg":"sql"'));
    expect(sqlLines.length).toBeGreaterThan(0);
    expect(sqlLines.some((l) => l.includes('"paramCount"'))).toBe(true);
    expect(api.output()).not.toContain(SECRET);
  }, 240_000);
});
