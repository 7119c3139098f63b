// Security headers on every answer of the API, read from the running server: a success, a failure,
// a file, the documentation, a refusal by the router and one by the HTTP parser; no caching of
// any call's answer (tokens, personal data); HSTS only when configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../src/infra/dates';
import { seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';
import { postHead, RawConnection } from './raw-http';

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

function expectSecurityHeaders(headers: Headers | Record<string, string>, what: string) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers[name] ?? null));
  for (const [name, value] of Object.entries(EXPECTED)) expect(get(name), `${what}: ${name}`).toBe(value);
  expect(get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(get('content-security-policy'), what).not.toContain('unsafe-eval');
}

describe.each(BACKENDS)('API headers on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { env: { HSTS_MAX_AGE: '31536000' } });
    await seedFixture(t.deps.db, dayOf(new Date()));
    admin = await t.login('admin@fixture.test');
  }, 180_000);
  afterAll(() => t?.close());

  it('every call answers with the security headers and no-store, failures too', async () => {
    const login = await t.call('login', { username: 'admin@fixture.test', password: 'Test-password-1' });
    expect(login.status).toBe(200);
    const answers = {
      'login (a token)': login,
      'a wrong password': await t.call('login', { username: 'admin@fixture.test', password: 'nope-nope-1' }),
      session: await t.call('session', {}, { token: admin }),
      'user list (personal data)': await t.call('userList', {}, { token: admin }),
      'no session': await t.call('userList', {}),
      'unknown path': await fetch(`${t.url}/nope`, { method: 'POST' }),
      'code export (a file)': await t.call('codeExport', {}, { token: admin }),
    };
    for (const [what, a] of Object.entries(answers)) {
      expectSecurityHeaders(a.headers, what);
      expect(a.headers.get('cache-control'), what).toMatch(/no-store/);
      expect(a.headers.get('strict-transport-security'), what).toBe('max-age=31536000; includeSubDomains');
    }
    expect(answers['code export (a file)'].headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('the documentation gets a CSP that lets its own scripts run, and nothing inline', async () => {
    const page = await fetch(`${t.url}/docs/static/index.html`);
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers, '/docs');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(await page.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('refusals of the router and of the HTTP parser carry the headers too', async () => {
    const c = await RawConnection.open(t.url);
    await c.write(postHead('/auth/%', { 'content-type': 'application/json' }, 0));
    const badUrl = await c.answer(0);
    c.close();
    expectSecurityHeaders(badUrl!.headers, 'bad URL');
    expect(badUrl!.headers['cache-control']).toBe('no-store');
    const d = await RawConnection.open(t.url);
    await d.write(Buffer.from('POST /auth/login HTTP/1.1\r\nBad Header: y\r\n\r\n'));
    const parser = await d.answer(0);
    d.close();
    expect(parser?.status).toBe(400);
    expectSecurityHeaders(parser!.headers, 'HTTP parser');
  });

  it('sends no HSTS when it is not configured', async () => {
    const plain = await startTestApp(backend, { sharing: t });
    try {
      const r = await fetch(`${plain.url}/health`);
      expect(r.headers.get('strict-transport-security')).toBeNull();
      expectSecurityHeaders(r.headers, '/health');
    } finally {
      await plain.close();
    }
  });
});
