// The job engine (pg-boss, src/infra/jobs/engine.ts) on each database: retries with backoff, the
// dead-letter queue, a cron schedule firing, the app's queues and schedules, and the report
// queue's handler at least once but building once (a second delivery, a run whose process died).
// Some waits are real time (a dead run expires after REPORT_EXPIRE_SECONDS): about a minute a database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { resetMailJobs } from '../src/db/schema/auth';
import { storedFiles } from '../src/db/schema/files';
import { reportJobs } from '../src/db/schema/reports';
import { dayOf } from '../src/infra/dates';
import { createJobEngine, DEAD_LETTER_QUEUE, type JobEngine, type QueueDef } from '../src/infra/jobs/engine';
import { RESET_MAIL_QUEUE } from '../src/modules/passwords/reset-mail.service';
import { REPORT_QUEUE } from '../src/modules/reports/service';
import { buildReport, REPORT_EXPIRE_SECONDS } from '../src/modules/reports/worker.service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp, waitFor } from './harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(BACKENDS)('the job engine on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let engine: JobEngine;
  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    // A second engine on the same database with test queues: quick polls and schedule checks.
    engine = createJobEngine(t.database, t.deps.log, {
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 2,
      cronMonitorIntervalSeconds: 1,
    });
  }, 180_000);
  afterAll(async () => {
    await engine?.stop();
    await t?.close();
  });

  const runs: Record<string, number[]> = { flaky: [], broken: [], ticking: [] };
  const queue = (name: string, handler: QueueDef['handler'], extra: Partial<QueueDef> = {}): QueueDef => ({
    name,
    retryLimit: 2,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    handler,
    ...extra,
  });

  it('starts on a database whose engine schema exists already, and again after', async () => {
    await engine.start([
      queue('flaky', async () => {
        runs.flaky!.push(Date.now());
        if (runs.flaky!.length < 3) throw new Error('not yet');
      }),
      queue(
        'broken',
        async () => {
          runs.broken!.push(Date.now());
          throw new Error('always');
        },
        { retryLimit: 1 },
      ),
      queue('ticking', async () => void runs.ticking!.push(Date.now()), { cron: '* * * * *' }),
    ]);
    // The app's own engine created the schema; a third start (a restart) finds it all in place.
    const again = createJobEngine(t.database, t.deps.log);
    await again.start([], { work: false });
    await again.stop();
    expect(await engine.boss.schemaVersion()).toBeGreaterThan(0);
  });

  it('retries a failing job with growing waits: failing twice then succeeding, it runs 3 times', async () => {
    const id = await engine.send('flaky', { n: 1 });
    const job = await waitFor(
      () => engine.boss.getJobById('flaky', id!),
      (j) => j?.state === 'completed',
      'the flaky job completed',
      30_000,
    );
    expect(job?.retryCount).toBe(2);
    expect(runs.flaky).toHaveLength(3);
    const [a, b, c] = runs.flaky as [number, number, number];
    // pg-boss's backoff: 1-2 s after the first failure, 2-4 s after the second.
    expect(b - a).toBeGreaterThanOrEqual(900);
    expect(c - b).toBeGreaterThanOrEqual(1_900);
    await sleep(1_500);
    expect(runs.flaky).toHaveLength(3);
  }, 60_000);

  it('moves a job that failed past its retries to the dead-letter queue, and counts it', async () => {
    const id = await engine.send('broken', { n: 2 });
    await waitFor(
      () => engine.boss.getJobById('broken', id!),
      (j) => j?.state === 'failed',
      'the broken job failed',
      30_000,
    );
    expect(runs.broken).toHaveLength(2);
    const dead = await waitFor(
      () => engine.boss.fetch<{ n: number }>(DEAD_LETTER_QUEUE),
      (jobs) => jobs.length > 0,
      'the job in the dead-letter queue',
    );
    expect(dead[0]!.data).toEqual({ n: 2 });
    const counts = await engine.counts();
    expect(counts.find((c) => c.name === 'broken')).toMatchObject({ failed: 1, waiting: 0, active: 0 });
  }, 60_000);

  it('fires a cron schedule', async () => {
    // '* * * * *' is due at once; the schedule is checked every second here.
    await waitFor(
      () => runs.ticking!.length,
      (n) => n >= 1,
      'the scheduled job',
      30_000,
    );
  }, 60_000);

  it('schedules the periodic work of the app', async () => {
    const schedules = await t.deps.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual(
      expect.arrayContaining([
        ['auth-purge', '7 * * * *'],
        ['consents-retention', '37 * * * *'],
        ['reports-housekeeping', '23 * * * *'],
      ]),
    );
  });

  it('counts the queues for ADMIN only: waiting, active, failed, completed', async () => {
    type Counts = {
      queues: { name: string; waiting: number; active: number; failed: number; completed: number }[];
    };
    const admin = await t.login('admin@fixture.test');
    const r = await t.call<Counts>('jobQueues', {}, { token: admin });
    expect(r.status).toBe(200);
    const names = r.body.data.queues.map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(['reports', 'auth-purge', DEAD_LETTER_QUEUE, 'broken']));
    expect(names.some((n) => n.startsWith('__pgboss__'))).toBe(false);
    // The broken job of the test above: failed, and its copy waiting in the dead-letter queue.
    expect(r.body.data.queues.find((q) => q.name === 'broken')).toMatchObject({ failed: 1 });
    for (const email of ['asm1@fixture.test', 'hsadm1@fixture.test', 'hst1@fixture.test']) {
      const refused = await t.call('jobQueues', {}, { token: await t.login(email) });
      expect([refused.status, refused.body.data.error], email).toEqual([403, 'E_FORBIDDEN']);
    }
    expect((await t.call('jobQueues', {})).status).toBe(401);
  });

  const reportRow = async (status: 'queued' | 'running', attempts = 0) => {
    const day = dayOf(new Date());
    const [row] = await t.deps.db
      .insert(reportJobs)
      .values({
        requestedBy: f.users.admin.id,
        format: 'xlsx',
        since: day,
        until: day,
        filter: { since: day, until: day },
        status,
        attempts,
      })
      .returning();
    return row!;
  };
  const readReport = async (id: string) =>
    (await t.deps.db.select().from(reportJobs).where(eq(reportJobs.id, id)))[0]!;
  const reportFiles = async () =>
    (await t.deps.db.select().from(storedFiles).where(eq(storedFiles.kind, 'report'))).length;

  it('builds a report delivered twice once: one run, one file', async () => {
    const row = await reportRow('queued');
    const files = await reportFiles();
    // Sent twice with its id: one job.
    await t.deps.jobs.send(REPORT_QUEUE, { reportId: row.id }, { id: row.id });
    await t.deps.jobs.send(REPORT_QUEUE, { reportId: row.id }, { id: row.id });
    const done = await waitFor(
      () => readReport(row.id),
      (r) => r.status === 'done',
      'the report built',
    );
    // Delivered again (as after a lost completion): nothing changes.
    await buildReport(t.deps, row.id, { retryCount: 0, retryLimit: 2 });
    const after = await readReport(row.id);
    expect([after.status, after.attempts, after.fileId]).toEqual(['done', 1, done.fileId]);
    expect(await reportFiles()).toBe(files + 1);
  });

  it('a report and an e-mail whose runs died (taken, never finished) are finished by a live worker once the runs expired, once', async () => {
    // What a process killed mid-run leaves: the rows taken, the engine's jobs active.
    const row = await reportRow('running', 1);
    const [mail] = await t.deps.db
      .insert(resetMailJobs)
      .values({ userId: f.users.admin.id, status: 'sending', attempts: 1, lockedAt: new Date() })
      .returning();
    const later = new Date(Date.now() + 3_600_000);
    await t.deps.jobs.boss.send(REPORT_QUEUE, { reportId: row.id }, { id: row.id, startAfter: later });
    await t.deps.jobs.boss.send(RESET_MAIL_QUEUE, { mailId: mail!.id }, { id: mail!.id, startAfter: later });
    const taken = [
      ...(await t.deps.jobs.boss.fetch(REPORT_QUEUE, { ignoreStartAfter: true })),
      ...(await t.deps.jobs.boss.fetch(RESET_MAIL_QUEUE, { ignoreStartAfter: true })),
    ];
    expect(taken.map((j) => j.id)).toEqual([row.id, mail!.id]);
    const sentTo = () => t.messages.sent.filter((m) => m.to === 'admin@fixture.test').length;
    const before = sentTo();
    const readMail = async () =>
      (await t.deps.db.select().from(resetMailJobs).where(eq(resetMailJobs.id, mail!.id)))[0]!;
    const started = Date.now();
    // Not before the runs expired.
    await sleep(3_000);
    expect((await readReport(row.id)).status).toBe('running');
    expect([(await readMail()).status, sentTo()]).toEqual(['sending', before]);
    const done = await waitFor(
      () => readReport(row.id),
      (r) => r.status !== 'running',
      'the dead run’s report taken over',
      90_000,
    );
    const took = Date.now() - started;
    console.info(
      `a dead run's report finished after ${Math.round(took / 1000)} s (expiry ${REPORT_EXPIRE_SECONDS} s)`,
    );
    expect(done.status).toBe('done');
    expect(took).toBeGreaterThanOrEqual((REPORT_EXPIRE_SECONDS - 5) * 1000);
    expect(done.attempts).toBe(2);
    expect(done.fileId).not.toBeNull();
    // The e-mail's run expired too; its retry waits 30-60 s like any other: skipped here.
    await waitFor(
      () =>
        t.database.executeSql(
          `update pgboss.job set start_after = now() where name = $1 and id = $2 and state = 'retry' returning id`,
          [RESET_MAIL_QUEUE, mail!.id],
        ),
      (r) => r.rows.length === 1,
      'the dead run’s e-mail expired, waiting for its retry',
    );
    const sent = await waitFor(readMail, (m) => m.status === 'sent', 'the dead run’s e-mail sent');
    expect(sent.attempts).toBe(2);
    expect(sentTo()).toBe(before + 1);
  }, 150_000);
});

describe('the job engine on a PGlite folder (the default database)', () => {
  it('creates its schema on a new database, finds it on the next start, and keeps a queued job across the restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-jobs-pglite-'));
    const log = { error: () => {}, warn: () => {}, info: () => {} } as unknown as TestApp['deps']['log'];
    const quiet: QueueDef = {
      name: 'kept',
      retryLimit: 1,
      retryDelaySeconds: 1,
      expireInSeconds: 30,
      handler: async () => {},
    };
    try {
      const first = await openDatabase({ pgliteDir: dir });
      await first.migrate();
      const a = createJobEngine(first, log);
      await a.start([quiet], { work: false });
      const id = await a.send('kept', { n: 1 });
      await a.stop();
      await first.close();
      // The second start of the process: the schema is there, the job waits where it was.
      const second = await openDatabase({ pgliteDir: dir });
      await second.migrate();
      const b = createJobEngine(second, log);
      await b.start([quiet], { work: false });
      expect((await b.boss.getJobById('kept', id!))?.state).toBe('created');
      expect((await b.counts()).find((q) => q.name === 'kept')).toMatchObject({ waiting: 1 });
      await b.stop();
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the job engine stopped while a job still runs', () => {
  it('keeps a job sent while the database is open; the late end of a job on the closed database is only a warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-jobs-late-'));
    const warnings: unknown[] = [];
    const log = {
      error: () => {},
      warn: (o: unknown) => warnings.push(o),
      info: () => {},
    } as unknown as TestApp['deps']['log'];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let began!: () => void;
    const running = new Promise<void>((r) => {
      began = r;
    });
    let release!: (err: Error) => void;
    const slow: QueueDef = {
      name: 'slow',
      retryLimit: 1,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      handler: () => {
        began();
        return new Promise((_, reject) => {
          release = reject;
        });
      },
    };
    try {
      const db = await openDatabase({ pgliteDir: dir });
      await db.migrate();
      const engine = createJobEngine(db, log, { pollingIntervalSeconds: 0.5 });
      await engine.start([slow]);
      await engine.send('slow', {});
      await running;
      // The stop waits its grace (5 s) for the job, fails it, and the database closes.
      await engine.stop();
      // A request finishing during the shutdown still queues its job while the database is open.
      expect(await engine.send('slow', { late: true })).toBeTruthy();
      expect(warnings).toEqual([]);
      await db.close();
      // The handler ends only now, with an error: pg-boss would record the failure.
      release(new Error('ended after the stop'));
      await sleep(500);
      expect(unhandled).toEqual([]);
      expect(warnings).toContainEqual(expect.objectContaining({ event: 'job_late_write' }));
    } finally {
      process.off('unhandledRejection', onUnhandled);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
