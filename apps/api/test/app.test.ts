// The route machinery: every contract entry has a handler, unknown paths and bad bodies answer
// envelopes, the OpenAPI document covers the contract.
import { contract } from '@tourplanner/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, missingHandlers } from '../src/app';
import { testEnv } from '../src/env';
import { moduleHandlers, PENDING_HANDLERS } from '../src/modules/registry';
import { BACKENDS, openTestDatabase, startTestApp, type TestApp } from './harness';

describe('contract coverage', () => {
  it('every contract entry has a handler, except the declared pending ones', () => {
    // Lists the names so a failure says exactly what to add.
    const missing = missingHandlers(moduleHandlers);
    expect(missing.filter((n) => !PENDING_HANDLERS.includes(n as never))).toEqual([]);
  });

  it('lists as pending only calls that really have no handler yet', () => {
    const missing = missingHandlers(moduleHandlers);
    expect(PENDING_HANDLERS.filter((n) => !missing.includes(n))).toEqual([]);
  });

  it('refuses to start when a call has no handler, naming it', async () => {
    const database = {
      db: {} as never,
      kind: 'pglite' as const,
      migrate: async () => {},
      close: async () => {},
      executeSql: async () => ({ rows: [] }),
    };
    await expect(buildApp({ database, env: testEnv(), handlers: [{}] })).rejects.toThrow(
      /without a handler.*login/,
    );
  });
});

describe.each(BACKENDS)('app machinery on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { requireAllHandlers: false });
  });
  afterAll(() => t?.close());

  it('answers an unknown path with the failure envelope', async () => {
    const res = await fetch(`${t.url}/nope`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: { success: false }, data: { error: 'E_NOT_FOUND' } });
  });

  it('answers malformed JSON with E_VALIDATION, not a 500', async () => {
    const res = await fetch(`${t.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { data: { error: string } }).data.error).toBe('E_VALIDATION');
  });

  it('refuses a session call without a token', async () => {
    const r = await t.call('session', {});
    expect(r.status).toBe(401);
    expect(r.body.data.error).toBe('E_UNAUTHORIZED');
  });

  it('serves an OpenAPI document with every contract path', async () => {
    const res = await fetch(`${t.url}/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    for (const def of Object.values(contract)) {
      expect(Object.keys(doc.paths)).toContain(def.path.replace(/:([A-Za-z]+)/g, '{$1}'));
    }
    expect((await fetch(`${t.url}/docs`)).status).toBeLessThan(400);
    const start = doc.paths['/hostess/action/start'] as { post: { parameters?: { name: string }[] } };
    expect(start.post.parameters?.map((p) => p.name)).toContain('Idempotency-Key');
  });

  it('answers CORS preflight for the app origins only', async () => {
    const ok = await fetch(`${t.url}/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const bad = await fetch(`${t.url}/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
  });

  // A browser sends a preflight before any cross-origin POST with a header outside the CORS
  // safelist, and refuses the call when the answer does not allow that header. These are the
  // headers the apps (through api-client) and integrators send.
  it.each([
    ['http://localhost:5173', '/action/list', 'authorization', 'the Bearer session of every session call'],
    ['http://localhost:5174', '/lead/otp', 'content-type', 'application/json of every JSON call'],
    ['http://localhost:5174', '/lead/register', 'idempotency-key', 'the double-submit key of /lead/register'],
  ])('allows in a preflight from %s to %s the %s header (%s)', async (origin, path, header) => {
    const res = await fetch(`${t.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': header,
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase());
    expect(allowed).toContain(header);
  });

  it('allows the headers of a JSON session call together, and exposes the file name of a download', async () => {
    const preflight = await fetch(`${t.url}/lead/register`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5174',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase());
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));
    // api-client reads Content-Disposition for a downloaded file's name (reports, photos)...
    const answer = await fetch(`${t.url}/auth/login`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    // ... and Retry-After for the wait of a 429, which both apps show.
    const exposed = answer.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
    expect(exposed).toContain('content-disposition');
    expect(exposed).toContain('retry-after');
  });
});

describe('logs and limits', () => {
  it('never writes a password, token or authorization header to the log', async () => {
    const { Writable } = await import('node:stream');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { database, drop } = await openTestDatabase('pglite');
    const { app } = await buildApp({
      database,
      env: testEnv({ LOG_LEVEL: 'trace' }),
      requireAllHandlers: false,
      logStream: stream,
    });
    try {
      await app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { authorization: 'Bearer super-secret-token-value', 'content-type': 'application/json' },
        payload: { username: 'x@y.test', password: 'Sekretne-Haslo-9' },
      });
      app.log.info({ body: { password: 'Sekretne-Haslo-9', otp: '12345' }, token: 'tok-secret' }, 'probe');
      const all = lines.join('\n');
      expect(all).toContain('probe');
      expect(all).not.toContain('Sekretne-Haslo-9');
      expect(all).not.toContain('super-secret-token-value');
      expect(all).not.toContain('12345');
      expect(all).not.toContain('tok-secret');
    } finally {
      await app.close();
      await drop();
    }
  });
});
