// Two API processes on one PostgreSQL database and one S3-compatible bucket behave as one API
// (as behind a reverse proxy): a session, a photo, a receipt, a report and a reset code made
// through process A are good on process B, and a queued report is built once by either. Real
// processes (`node --import tsx src/main.ts`), each with its own memory and workers; PostgreSQL only.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { type Api, startApi } from './api-process';
import { createPostgresDatabase, waitFor } from './harness';
import { noisyJpeg } from './images';
import { startTestS3, type TestS3 } from './s3-server';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const SESSION_LIMIT = 400;

describe.skipIf(!TEST_DATABASE_URL)('two API processes on one PostgreSQL database and one bucket', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tp-two-'));
  let databaseUrl = '';
  let dropDatabase: (() => Promise<void>) | undefined;
  let s3: TestS3;
  let a: Api;
  let b: Api;
  let sql: pg.Client;

  beforeAll(async () => {
    const created = await createPostgresDatabase('tp_two');
    databaseUrl = created.url;
    dropDatabase = created.drop;
    s3 = await startTestS3();
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      // Only the outbox lives here: both processes write the e-mails they send to one folder.
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Per session: enough for the report's polling below, small enough to reach in the last test.
      RATE_LIMIT_PER_MINUTE: String(SESSION_LIMIT),
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.settings().bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    // A migrates and seeds the demo data; B starts on the database A prepared.
    a = await startApi({ ...env, SEED_ON_START: 'true' });
    b = await startApi({ ...env, SEED_ON_START: 'false' });
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  }, 320_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a session opened on A is the same session on B, and a logout on B ends it on A', async () => {
    const token = await a.login('asm@tourplanner.test');
    expect((await b.call('session', {}, token)).status).toBe(200);
    expect((await b.call('logout', {}, token)).status).toBe(200);
    expect((await a.call('session', {}, token)).status).toBe(401);
  });

  it("a start photo and a receipt uploaded through A are served by B, to the hostess's coordinator", async () => {
    const hostess = await a.login('hst1@tourplanner.test');
    const list = await a.call<{
      actions: {
        uuid: string;
        status: { global: { ident: string } };
        points: { lat: number; lng: number }[];
      }[];
    }>('hostessActions', {}, hostess);
    const today = list.body.data.actions.find(
      (x) => x.status.global.ident === 'accepted' && x.points[0]?.lat,
    );
    expect(today, 'hst1 has an accepted action to start').toBeDefined();
    const photo = await noisyJpeg(640, 480);
    const position = { lat: today!.points[0]!.lat, lng: today!.points[0]!.lng };
    const started = await a.upload(
      'actionStart',
      { action: { uuid: today!.uuid }, position },
      photo,
      hostess,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const receipt = await a.upload(
      'receiptCreate',
      { action: { uuid: today!.uuid }, device: { serial: 'fake_serial', beacon: 'fake_beacon' } },
      photo,
      hostess,
    );
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);

    const admin = await b.login('admin@tourplanner.test');
    const files = await b.call<{ files: { uuid: string }[] }>(
      'fileList',
      { action: { uuid: today!.uuid }, pagination: { limit: 10, offset: 0 } },
      admin,
    );
    expect(files.status, JSON.stringify(files.body)).toBe(200);
    expect(files.body.data.files.length).toBeGreaterThan(0);
    const servedPhoto = await b.call('fileServe', { file: { uuid: files.body.data.files[0]!.uuid } }, admin);
    expect(servedPhoto.status).toBe(200);
    expect(servedPhoto.bytes!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const receipts = await b.call<{ receipts: { uuid: string }[] }>(
      'receiptList',
      { action: { uuid: today!.uuid }, pagination: { limit: 10, offset: 0 } },
      admin,
    );
    expect(receipts.body.data.receipts).toHaveLength(1);
    const servedReceipt = await b.call(
      'receiptServe',
      { receipt: { uuid: receipts.body.data.receipts[0]!.uuid } },
      admin,
    );
    expect(servedReceipt.status).toBe(200);
    expect(servedReceipt.bytes!.length).toBeGreaterThan(1000);
  }, 120_000);

  it('a report requested on A is built once, by either, and downloads alike from both', async () => {
    const admin = await a.login('admin@tourplanner.test');
    const since = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
    const until = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const uuid = await a.requestReport(admin, since, until);
    await waitFor(
      () => b.call<{ finished: { uuid: string; rows: number | null }[] }>('reportStatus', {}, admin),
      (r) => r.body.data.finished.some((f) => f.uuid === uuid),
      'the report finished, seen from B',
      60_000,
    );
    const fromA = await a.call('reportDownload', { report: { uuid } }, admin);
    const fromB = await b.call('reportDownload', { report: { uuid } }, admin);
    expect(fromA.status).toBe(200);
    expect(fromA.bytes!.subarray(0, 2).toString()).toBe('PK');
    expect(fromB.bytes).toEqual(fromA.bytes);
    const jobs = await sql.query('select status, attempts from report_jobs');
    expect(jobs.rows).toEqual([{ status: 'done', attempts: 1 }]);
  }, 120_000);

  it('a reset code sent through A is accepted by B, and the new password signs in on A', async () => {
    const outbox = () => {
      try {
        return readdirSync(join(dataDir, 'outbox')).filter((n) => n.endsWith('.json'));
      } catch {
        return []; // no e-mail sent yet
      }
    };
    const before = new Set(outbox());
    expect((await a.call('resetToken', { username: 'hst2@tourplanner.test' })).status).toBe(200);
    const mail = await waitFor(
      () =>
        outbox()
          .filter((n) => !before.has(n))
          .map(
            (n) =>
              JSON.parse(readFileSync(join(dataDir, 'outbox', n), 'utf8')) as { to: string; text: string },
          )
          .find((m) => m.to === 'hst2@tourplanner.test'),
      (m) => m !== undefined,
      'the reset e-mail in the outbox',
      30_000,
    );
    const code = /kod do zmiany hasła:\s*(\S+)/.exec(mail!.text)?.[1];
    expect(code, mail!.text).toBeDefined();
    const password = 'nowe hasło hostessy numer dwa';
    const reset = await b.call('resetPassword', { username: 'hst2@tourplanner.test', otp: code, password });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await expect(a.login('hst2@tourplanner.test', password)).resolves.toEqual(expect.any(String));
  }, 60_000);
  it('counts failed sign-ins across both: the sixth try of one account from one address waits, on either', async () => {
    const username = 'hsadm@tourplanner.test';
    for (let i = 0; i < 5; i++) {
      const r = await (i % 2 ? b : a).call('login', { username, password: `złe hasło numer ${i}` });
      expect(r.status, `try ${i + 1}`).toBe(401);
    }
    for (const api of [a, b]) {
      const r = await api.call('login', { username, password: DEMO_PASSWORD });
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  // Last: it spends the session's whole minute.
  it("counts one session's requests across both: the limit holds once, not once per process", async () => {
    const token = await a.login('hst3@tourplanner.test');
    let passed = 0;
    let refused: Awaited<ReturnType<Api['call']>> | undefined;
    for (let i = 0; i < 2 * SESSION_LIMIT + 10 && !refused; i++) {
      const r = await (i % 2 ? b : a).call('session', {}, token);
      if (r.status === 429) refused = r;
      else {
        expect(r.status).toBe(200);
        passed++;
      }
    }
    expect(refused, 'a 429 came').toBeDefined();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Per process it would be 2 × the limit; a minute's window turning over may add a few.
    expect(passed).toBeGreaterThanOrEqual(SESSION_LIMIT - 2);
    expect(passed).toBeLessThan(2 * SESSION_LIMIT);
    const other = await (passed % 2 ? a : b).call('session', {}, token);
    expect(other.status).toBe(429);
  }, 120_000);
  // After every other test: A does not come back.
  it('a report whose process was killed (SIGKILL) is finished by the other one, once', async () => {
    const admin = await b.login('admin@tourplanner.test');
    const day = new Date().toISOString().slice(0, 10);
    const uuid = await a.requestReport(admin, day, day);
    a.child.kill('SIGKILL');
    // If A had claimed it, its lease runs out (45 s) and B takes it; if B had, B finishes it.
    const deadline = Date.now() + 90_000;
    let job: { status: string; attempts: number; file_id: string | null } | undefined;
    for (;;) {
      job = (await sql.query('select status, attempts, file_id from report_jobs where id = $1', [uuid]))
        .rows[0];
      if (job?.status === 'done' || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(job?.status, JSON.stringify(job)).toBe('done');
    expect(job!.attempts).toBeLessThanOrEqual(2);
    const file = await b.call('reportDownload', { report: { uuid } }, admin);
    expect(file.status).toBe(200);
    expect(file.bytes!.subarray(0, 2).toString()).toBe('PK');
  }, 150_000);
});
