// The apps' CSP: strict scripts in what is served built, the API as the one other origin.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiUrlOf, appHeaders, contentSecurityPolicy } from './index.js';

const directives = (csp) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

test('the built app allows no inline script, no framing, and connects to its origin and the API only', () => {
  const csp = directives(contentSecurityPolicy('https://api.tourplanner.example/'));
  assert.deepEqual(csp['script-src'], ["'self'"]);
  assert.deepEqual(csp['connect-src'], ["'self'", 'https://api.tourplanner.example']);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(csp['img-src'], ["'self'", 'data:', 'blob:']);
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.deepEqual(csp['worker-src'], ["'self'"]);
  assert.deepEqual(csp['manifest-src'], ["'self'"]);
});

test('only the dev server allows the inline refresh preamble and the hot-reload socket', () => {
  const csp = directives(contentSecurityPolicy('http://localhost:3000', { dev: true }));
  assert.ok(csp['script-src'].includes("'unsafe-inline'"));
  assert.ok(csp['connect-src'].includes('ws:'));
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
});

test('every page header is set, and the API URL defaults to the local API', () => {
  const h = appHeaders('http://localhost:3000');
  assert.equal(h['X-Frame-Options'], 'DENY');
  assert.equal(h['X-Content-Type-Options'], 'nosniff');
  assert.equal(h['Referrer-Policy'], 'strict-origin-when-cross-origin');
  assert.equal(apiUrlOf({}), 'http://localhost:3000');
  assert.equal(apiUrlOf({ VITE_API_URL: 'https://api.x' }), 'https://api.x');
});

test('the production examples serve the same CSP as `pnpm start`', async () => {
  const { readFile } = await import('node:fs/promises');
  const csp = contentSecurityPolicy('https://api.tourplanner.example');
  for (const file of ['Caddyfile', 'nginx-spa.conf']) {
    const text = await readFile(new URL(`../../docs/deploy/${file}`, import.meta.url), 'utf8');
    assert.ok(text.includes(`Content-Security-Policy "${csp}"`), file);
    assert.ok(text.includes('X-Frame-Options "DENY"'), file);
  }
});
