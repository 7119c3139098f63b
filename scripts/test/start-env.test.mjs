// The README's own start command honours the configuration table of docs/configuration.md: `pnpm start` with
// documented variables set must hand each to the process it configures (Turborepo's strict
// environment mode used to drop all of them but DATABASE_URL).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { freePort, startGroup, waitForUrl } from './processes.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'tourplanner-start-env-'));
const ports = {};
let proc;

before(async () => {
  ports.api = await freePort();
  ports.backoffice = await freePort();
  ports.webform = await freePort();
  proc = startGroup('pnpm', ['start'], {
    env: {
      ...process.env,
      TURBO_TELEMETRY_DISABLED: '1',
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      CORS_ORIGINS: `http://127.0.0.1:${ports.backoffice}`,
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '4242',
      ACTION_TRAVEL_GAP_MINUTES: '45',
      ACTION_AVAILABILITY_RULE: 'refuse',
      LOG_LEVEL: 'warn',
      BACKOFFICE_PORT: String(ports.backoffice),
      WEBFORM_PORT: String(ports.webform),
    },
  });
  // The first start builds what is not built yet.
  await waitForUrl(`http://127.0.0.1:${ports.api}/health`, { proc, timeoutMs: 180_000 });
});

after(async () => {
  await proc?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('PORT and DATA_DIR reach the API: it listens there and keeps its database there', async () => {
  const res = await fetch(`http://127.0.0.1:${ports.api}/health`);
  assert.equal(res.status, 200);
  assert.ok(existsSync(join(dataDir, 'pglite', 'PG_VERSION')), `no PGlite database in ${dataDir}/pglite`);
});

test('NODE_ENV=production reaches the API: no demo accounts were created', async () => {
  const res = await fetch(`http://127.0.0.1:${ports.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@tourplanner.test', password: 'TourPlanner-demo1' }),
  });
  assert.ok(res.status >= 400 && res.status < 500, `demo sign-in answered ${res.status}`);
});

test('CORS_ORIGINS and RATE_LIMIT_ANONYMOUS_PER_MINUTE reach the API', async () => {
  const origin = `http://127.0.0.1:${ports.backoffice}`;
  const preflight = await fetch(`http://127.0.0.1:${ports.api}/auth/login`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST' },
  });
  assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
  // /health has no session: it counts against the address, under the anonymous limit.
  const health = await fetch(`http://127.0.0.1:${ports.api}/health`);
  assert.equal(health.headers.get('x-ratelimit-limit'), '4242');
});

test('ACTION_TRAVEL_GAP_MINUTES and ACTION_AVAILABILITY_RULE reach the API', async () => {
  const res = await fetch(`http://127.0.0.1:${ports.api}/health`);
  const body = await res.json();
  assert.deepEqual(body.data.actionRules, { travelGapMinutes: 45, availability: 'refuse' });
});

test('BACKOFFICE_PORT and WEBFORM_PORT reach the apps: each is served on its port', async () => {
  for (const port of [ports.backoffice, ports.webform]) {
    const res = await waitForUrl(`http://127.0.0.1:${port}/`, { proc, timeoutMs: 60_000 });
    assert.match(await res.text(), /<div id="root">/);
  }
});
