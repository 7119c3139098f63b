// The production start of a fresh clone, as docs/production.md tells it: `pnpm build`,
// `migrate` and the bundled API (`start:prod`, NODE_ENV=production) on a new PostgreSQL database,
// `create-admin` with the password on standard input, then a person signs in to the built back
// office (served as a reverse proxy would: static files with an SPA fallback) in Chromium, and the
// API documentation (/docs, /docs/json) opens through the API's proxy (docs/deploy/Caddyfile:
// `reverse_proxy` with X-Forwarded-For, TRUST_PROXY=true) under the API's own security headers.
// Needs PostgreSQL (TEST_DATABASE_URL); skipped with a message without it.
// Run alone: `pnpm test:smoke` (VERBOSE=1 shows the commands' output; SMOKE_SCREENSHOTS=<dir>
// keeps screenshots of the sign-in and the actions screen).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { after, before, test } from 'node:test';
import { chromiumLaunchOptions } from '@tourplanner/playwright-config';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { portInUse, ROOT, run, startGroup, waitForUrl } from './processes.mjs';

const DATABASE = process.env.TEST_DATABASE_URL;
// Fixed ports per checkout (like the browser journeys'): the back office is built with the API's
// URL in it, so the same ports let a second run reuse the build.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const API_PORT = 3301 + OFFSET;
const BACKOFFICE_PORT = 4301 + OFFSET;
const PROXY_PORT = 3302 + OFFSET;
const API_URL = `http://127.0.0.1:${API_PORT}`;
/** The API's host as the integrators reach it: through the reverse proxy. */
const PROXY_URL = `http://127.0.0.1:${PROXY_PORT}`;
const BACKOFFICE_URL = `http://127.0.0.1:${BACKOFFICE_PORT}`;
const ADMIN = { email: 'wlasciciel@agencja.example', password: 'łódź to miasto z tramwajami' };

async function postgresReachable() {
  if (!DATABASE) return 'TEST_DATABASE_URL is not set';
  const client = new pg.Client({ connectionString: DATABASE, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (err) {
    return `PostgreSQL at TEST_DATABASE_URL does not answer (${err.message})`;
  }
}

const skip = await postgresReachable();
if (skip) console.log(`# production smoke skipped: ${skip}`);

const timings = {};
const timed = async (name, fn) => {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    timings[name] = Math.round(performance.now() - started);
  }
};

const dbName = `tp_smoke_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'tourplanner-smoke-'));
let databaseUrl;
let api;
let staticServer;
let proxyServer;
let browser;

/** The built back office as a reverse proxy serves it: files from dist/, else index.html. */
function serveBackOffice(dist, port) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * The API behind its reverse proxy as docs/deploy/Caddyfile sets it up (`reverse_proxy`): every
 * request passed on with the client's address in X-Forwarded-For (replacing what the client
 * sent), every answer passed back with the headers the API set, security headers included.
 */
function proxyApi(target, port) {
  const server = createServer((req, res) => {
    const headers = {
      ...req.headers,
      'x-forwarded-for': req.socket.remoteAddress,
      'x-forwarded-proto': 'http',
    };
    const upstream = request(new URL(req.url, target), { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

before(async () => {
  if (skip) return;
  for (const port of [API_PORT, BACKOFFICE_PORT, PROXY_PORT]) {
    if (await portInUse(port))
      throw new Error(`port ${port} is taken: stop what listens there or set E2E_PORT_OFFSET`);
  }
  const admin = new pg.Client({ connectionString: DATABASE });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(DATABASE);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (staticServer ? staticServer.close(resolve) : resolve()));
  await new Promise((resolve) => (proxyServer ? proxyServer.close(resolve) : resolve()));
  await api?.stop();
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: DATABASE });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (Object.keys(timings).length) console.log(`# production smoke timings (ms): ${JSON.stringify(timings)}`);
});

/** The production environment of the API: no demo data, its own files, the back office's origin. */
const apiEnv = () => ({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  CORS_ORIGINS: BACKOFFICE_URL,
  // As docs/deploy/api.env.example: behind the proxy, HSTS for the API's host.
  TRUST_PROXY: 'true',
  HSTS_MAX_AGE: '31536000',
  LOG_LEVEL: 'warn',
});

const TITLE = 'production: build, migrate, start, create the first ADMIN, sign in to the built back office';
test(TITLE, { skip: skip ?? false }, async (t) => {
  await t.test('pnpm build makes the API bundle and the apps with the API URL they were given', async () => {
    await timed('build', () =>
      run('pnpm', ['build'], {
        env: {
          ...process.env,
          TURBO_TELEMETRY_DISABLED: '1',
          VITE_API_URL: API_URL,
          VITE_WEBFORM_URL: `http://127.0.0.1:${4302 + OFFSET}`,
        },
      }),
    );
    for (const file of [
      'apps/api/dist/main.js',
      'apps/api/dist/migrate.js',
      'apps/api/dist/create-admin.js',
    ]) {
      assert.ok(existsSync(join(ROOT, file)), `${file} was not built`);
    }
    assert.ok(existsSync(join(ROOT, 'apps/api/dist/main.js.map')), 'no source map beside the bundle');
    for (const app of ['backoffice', 'webform']) {
      assert.ok(existsSync(join(ROOT, `apps/${app}/dist/index.html`)), `apps/${app} was not built`);
    }
  });

  await t.test('migrate prepares the new database as a deploy step', async () => {
    const out = await timed('migrate', () =>
      run('pnpm', ['--filter', '@tourplanner/api', 'migrate'], { env: apiEnv() }),
    );
    assert.match(out, /Migrations applied to PostgreSQL/);
  });

  await t.test('the bundled API starts on plain node in production and seeds nothing', async () => {
    api = startGroup('pnpm', ['--filter', '@tourplanner/api', 'start:prod'], { env: apiEnv() });
    const health = await timed('api start to /health', () =>
      waitForUrl(`${API_URL}/health`, { proc: api, timeoutMs: 60_000 }),
    );
    // On PostgreSQL, with the booking rule's defaults (docs/decisions/0021).
    assert.deepEqual((await health.json()).data, {
      db: 'postgres',
      actionRules: { availability: 'warn', travelGapMinutes: 30 },
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from users');
    await client.end();
    assert.equal(rows[0].n, 0, 'production created accounts');
    const demo = await fetch(`${API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@tourplanner.test', password: 'TourPlanner-demo1' }),
    });
    assert.equal(demo.status, 401, 'a demo account signed in');
    const docs = await fetch(`${API_URL}/docs/`);
    assert.equal(docs.status, 200, 'the OpenAPI page (files outside the bundle) does not load');
  });

  await t.test('create-admin makes the first ADMIN from a password on standard input', async () => {
    const args = ['--filter', '@tourplanner/api', 'create-admin', '--email', ADMIN.email];
    const names = ['--first-name', 'Zofia', '--last-name', 'Właścicielka'];
    const out = await timed('create-admin', () =>
      run('pnpm', [...args, ...names], { env: apiEnv(), input: `${ADMIN.password}\n` }),
    );
    assert.match(out, /Created ADMIN wlasciciel@agencja\.example \(ADMIN-001\)/);
    assert.doesNotMatch(out, /tramwajami/, 'the password was printed');
    const again = startGroup('pnpm', [...args.slice(0, 4), 'drugi@agencja.example', ...names], {
      env: apiEnv(),
      input: `${ADMIN.password}\n`,
    });
    const { code } = await again.exited;
    assert.equal(code, 1, 'a second ADMIN was created without --force');
    assert.match(again.output(), /an active ADMIN exists already/);
  });

  await t.test('the ADMIN signs in to the built back office and sees the actions screen', async () => {
    staticServer = await serveBackOffice(join(ROOT, 'apps/backoffice/dist'), BACKOFFICE_PORT);
    browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'pl-PL' });
    const shots = process.env.SMOKE_SCREENSHOTS;
    if (shots) mkdirSync(shots, { recursive: true });
    await timed('sign-in in the browser', async () => {
      // A deep link: the SPA fallback serves the app, which asks for a sign-in first.
      await page.goto(`${BACKOFFICE_URL}/actions`);
      await page.getByLabel('Adres e-mail').fill(ADMIN.email);
      await page.getByLabel('Hasło', { exact: true }).fill(ADMIN.password);
      if (shots) await page.screenshot({ path: join(shots, 'smoke-sign-in.png'), animations: 'disabled' });
      await page.getByRole('button', { name: 'Dalej' }).click();
      await page.getByRole('heading', { name: 'Akcje', exact: true }).waitFor({ timeout: 20_000 });
      await page.getByText('Brak akcji w wybranym zakresie dat.').waitFor({ timeout: 20_000 });
    });
    assert.match(page.url(), /\/actions(\?|$)/);
    if (shots) await page.screenshot({ path: join(shots, 'smoke-actions.png'), animations: 'disabled' });
  });

  await t.test('the API documentation opens through the proxy under the API security headers', async () => {
    proxyServer = await proxyApi(API_URL, PROXY_PORT);
    const json = await fetch(`${PROXY_URL}/docs/json`);
    assert.equal(json.status, 200);
    const doc = await json.json();
    assert.equal(doc.openapi, '3.1.0');
    const lead =
      doc.paths['/lead/register'].post.requestBody.content['application/json'].schema.properties.lead;
    assert.ok(lead.properties.emailAddress && lead.properties.selectedOffers, 'the lead is not described');

    const html = await fetch(`${PROXY_URL}/docs`);
    assert.equal(html.status, 200, 'the documentation page does not load through the proxy');
    const csp = html.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;|$)/, `the page's CSP: ${csp}`);
    assert.equal(html.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');

    // The page in a browser: Swagger UI runs under that CSP and draws the calls from /docs/json.
    browser ??= await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const refused = [];
    page.on('console', (m) => {
      if (m.type() === 'error') refused.push(m.text());
    });
    page.on('pageerror', (err) => refused.push(err.message));
    await timed('docs in the browser', async () => {
      await page.goto(`${PROXY_URL}/docs`);
      const register = page.locator('#operations-lead-leadRegister');
      await register.waitFor({ timeout: 30_000 });
      await register.locator('.opblock-summary').click();
      // The example of the request body (from the API tests) with the lead's typed fields.
      await register.getByText('anna.kowalska@example.com').first().waitFor({ timeout: 20_000 });
    });
    assert.deepEqual(refused, [], 'the documentation page logged errors (a CSP refusal?)');
  });
});
