// A report job whose process died (claimed, its lease never renewed) is taken again by a live
// worker once its lease runs out, within a minute, and built once: not before the lease ran out,
// not twice. The wait is real time (LEASE_MS), so this file takes about a minute per database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetMailJobs } from '../src/db/schema/auth';
import { reportJobs } from '../src/db/schema/reports';
import { dayOf } from '../src/infra/dates';
import { LEASE_MS } from '../src/infra/jobs/lease';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp, waitFor } from './harness';

describe.each(BACKENDS)('report jobs of a dead worker on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
  }, 180_000);
  afterAll(() => t?.close());

  it('the lease is well under a minute', () => {
    expect(LEASE_MS).toBeLessThanOrEqual(60_000);
  });

  it('a job claimed by a worker that died finishes within 90 s, once', async () => {
    const day = dayOf(new Date());
    // What a worker leaves behind when its process is killed mid-report: the job running, its
    // lease taken a moment ago and never renewed.
    const [dead] = await t.deps.db
      .insert(reportJobs)
      .values({
        requestedBy: f.users.admin.id,
        format: 'xlsx',
        since: day,
        until: day,
        filter: { since: day, until: day },
        status: 'running',
        attempts: 1,
        lockedAt: new Date(),
      })
      .returning();
    const started = Date.now();
    const read = async () =>
      (await t.deps.db.select().from(reportJobs).where(eq(reportJobs.id, dead!.id)))[0]!;
    // The live worker (polling every 100 ms here) leaves a held lease alone.
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await read()).status).toBe('running');
    expect((await read()).attempts).toBe(1);
    const done = await waitFor(
      read,
      (j) => j.status !== 'running',
      'the dead worker’s job taken over',
      90_000,
    );
    const took = Date.now() - started;
    console.info(
      `a dead worker's report finished after ${Math.round(took / 1000)} s (lease ${LEASE_MS / 1000} s)`,
    );
    expect(done.status).toBe('done');
    expect(took).toBeLessThan(90_000);
    // Claimed once by the dead worker and once by the live one: built once.
    expect(done.attempts).toBe(2);
    expect(done.fileId).not.toBeNull();
  }, 120_000);
  it('a reminder e-mail whose sender died is sent once its lease ran out, not before', async () => {
    const admin = f.users.admin.id;
    const sentTo = () => t.messages.sent.filter((m) => m.to === 'admin@fixture.test').length;
    const before = sentTo();
    // Left by a process killed mid-send: 'sending', its lease taken moments ago, never renewed.
    const [fresh] = await t.deps.db
      .insert(resetMailJobs)
      .values({
        userId: admin,
        status: 'sending',
        attempts: 1,
        lockedAt: new Date(Date.now() - LEASE_MS + 20_000),
      })
      .returning();
    await new Promise((r) => setTimeout(r, 2_000));
    const read = async (id: string) =>
      (await t.deps.db.select().from(resetMailJobs).where(eq(resetMailJobs.id, id)))[0]!;
    expect((await read(fresh!.id)).status).toBe('sending');
    expect(sentTo()).toBe(before);
    // The same, but its lease ran out: the live worker takes it and sends it, once.
    await t.deps.db
      .update(resetMailJobs)
      .set({ lockedAt: new Date(Date.now() - LEASE_MS - 1_000) })
      .where(eq(resetMailJobs.id, fresh!.id));
    const done = await waitFor(
      () => read(fresh!.id),
      (j) => j.status === 'sent',
      'the dead sender’s e-mail sent',
    );
    expect(done.attempts).toBe(2);
    expect(sentTo()).toBe(before + 1);
  });
});
