// The alerts' e-mails to the coordinators (docs/decisions/0039): recorded with the alert and sent by
// a job per coordinator, so a mail server that refuses one address or is down when the alert is
// raised delays that e-mail (the job's retry) without losing it or holding up the others, and no
// coordinator gets the same alert twice however often its job is delivered or handed over.
import type { Action } from '@tourplanner/domain/entities';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMails, notifications } from '../src/db/schema/notifications';
import { fromWire } from '../src/infra/dates';
import {
  ALERT_MAIL_QUEUE,
  alertMailQueueDef,
  handOverLostAlertMails,
} from '../src/modules/notifications/alert-mails.service';
import { alertSweepDef, sweepAlerts } from '../src/modules/notifications/alerts.service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp, waitFor } from './harness';

const COORDINATORS = ['admin@fixture.test', 'asm1@fixture.test', 'hsadm1@fixture.test'];

describe.each(BACKENDS)('alert e-mails on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let asm1: string;
  let clock = fromWire('2027-05-08 12:00:00')!;
  const at = (wire: string) => {
    clock = fromWire(wire)!;
  };

  beforeAll(async () => {
    t = await startTestApp(backend, {
      now: () => clock,
      env: {
        ALERT_EMAILS: 'true',
        SESSION_IDLE_MINUTES: '100000',
        SESSION_ABSOLUTE_HOURS: '10000',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      },
    });
    f = await seedFixture(t.deps.db, '2027-05-10');
    asm1 = await t.login('asm1@fixture.test');
  }, 180_000);
  afterAll(() => t?.close());

  /** An accepted action of Północ for hst3 on `day` 10:00-14:00, planned on 2027-05-10. */
  async function accepted(day: string) {
    at('2027-05-10 08:00:00');
    const created = await t.call<Action>(
      'actionCreate',
      {
        action: {
          name: 'Degustacja',
          type: { ident: 'Standard' },
          event: { uuid: f.events.e1 },
          territory: { uuid: f.t1 },
          since: { date: `${day} 10:00:00` },
          until: { date: `${day} 14:00:00` },
          actionPoints: [{ point: { uuid: f.points.p1 } }],
          users: [{ uuid: f.users.hst3.id }],
        },
      },
      { token: asm1 },
    );
    expect(created.status).toBe(200);
    const id = created.body.data.uuid;
    const set = await t.call(
      'actionSetStatus',
      { status: { ident: 'accepted' }, action: { uuid: id } },
      { token: asm1 },
    );
    expect(set.status).toBe(200);
    return { id, ident: created.body.data.ident };
  }

  /** The e-mail rows of an action's alerts, by address. */
  const mailRows = async (actionId: string) =>
    (
      await t.deps.db
        .select({
          id: alertMails.id,
          email: alertMails.email,
          status: alertMails.status,
          attempts: alertMails.attempts,
          error: alertMails.error,
        })
        .from(alertMails)
        .innerJoin(notifications, eq(notifications.id, alertMails.notificationId))
        .where(eq(notifications.actionId, actionId))
    ).sort((a, b) => a.email.localeCompare(b.email));
  /** The alert e-mails delivered about an action, by address. */
  const delivered = (ident: string) =>
    t.messages.sent
      .filter((m) => m.channel === 'email' && m.subject?.includes(ident) && COORDINATORS.includes(m.to))
      .map((m) => m.to)
      .sort();
  /** Ends the wait of every alert e-mail job waiting for its retry (pg-boss's clock is the database's). */
  const skipRetryWait = (ids: string[]) =>
    waitFor(
      () =>
        t.database.executeSql(
          `update pgboss.job set start_after = now() where name = $1 and state = 'retry' and id = any($2::uuid[]) returning id`,
          [ALERT_MAIL_QUEUE, ids],
        ),
      (r) => r.rows.length === ids.length,
      'the alert e-mails waiting for their retry',
    );
  /**
   * The action's alert is raised: by this sweep or by the app's own sweep job, which may run first
   * on the moved clock (so the count this sweep answers proves nothing).
   */
  const raised = async (actionId: string) => {
    await sweepAlerts(t.deps);
    const rows = await t.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.actionId, actionId));
    expect(rows.length).toBeGreaterThanOrEqual(1);
  };
  const allSent = (actionId: string) =>
    waitFor(
      () => mailRows(actionId),
      (rows) => rows.length === 3 && rows.every((r) => r.status === 'sent'),
      'every alert e-mail sent',
    );

  it('sends each coordinator the alert once when the mail server refuses one of them at first, the others at once', async () => {
    const a = await accepted('2027-05-12');
    t.messages.refuse = (m) => m.to === 'asm1@fixture.test' && !!m.subject?.includes(a.ident);
    try {
      at('2027-05-11 10:00:00');
      await raised(a.id);
      // The two others have theirs while asm1's waits for its retry.
      await waitFor(
        () => delivered(a.ident),
        (to) => to.length === 2,
        'the e-mails to the coordinators not refused',
      );
      expect(delivered(a.ident)).toEqual(['admin@fixture.test', 'hsadm1@fixture.test']);
      const [refused] = await waitFor(
        async () => (await mailRows(a.id)).filter((r) => r.email === 'asm1@fixture.test'),
        (rows) => rows[0]?.status === 'queued' && rows[0].attempts === 1,
        'the refused e-mail back in the queue',
      );
      expect(refused!.error).toContain('refused');
      t.messages.refuse = null;
      await skipRetryWait([refused!.id]);
      await allSent(a.id);
    } finally {
      t.messages.refuse = null;
    }
    expect(delivered(a.ident)).toEqual(COORDINATORS);

    // Delivered again (a second delivery of each job), swept again, handed over again: nothing more.
    for (const row of await mailRows(a.id))
      await alertMailQueueDef(t.deps).handler(
        { mailId: row.id },
        { id: row.id, retryCount: 0, retryLimit: 8 },
      );
    await sweepAlerts(t.deps);
    at('2027-05-11 10:30:00');
    expect(await handOverLostAlertMails(t.deps)).toBe(0);
    expect(delivered(a.ident)).toEqual(COORDINATORS);
    expect((await mailRows(a.id)).map((r) => r.attempts)).toEqual([1, 2, 1]);
  }, 60_000);

  it('keeps an alert raised while the mail server is down and delivers it once to each when it is back', async () => {
    const a = await accepted('2027-05-13');
    // Nothing of this action's goes out until the server is back.
    t.messages.refuse = (m) => !!m.subject?.includes(a.ident);
    try {
      at('2027-05-12 10:00:00');
      await raised(a.id);
      const failed = await waitFor(
        () => mailRows(a.id),
        (rows) => rows.length === 3 && rows.every((r) => r.status === 'queued' && r.attempts === 1),
        'every e-mail tried once and waiting',
      );
      // Still down at the retry: each waits again.
      await skipRetryWait(failed.map((r) => r.id));
      await waitFor(
        () => mailRows(a.id),
        (rows) => rows.every((r) => r.status === 'queued' && r.attempts === 2),
        'every e-mail tried twice and waiting',
      );
      // Minutes later the sweep hands them over again: one job each still, not a second one.
      at('2027-05-12 10:05:00');
      expect(await handOverLostAlertMails(t.deps)).toBeGreaterThanOrEqual(3);
      const jobs = await t.database.executeSql(
        `select id from pgboss.job where name = $1 and id = any($2::uuid[])`,
        [ALERT_MAIL_QUEUE, failed.map((r) => r.id)],
      );
      expect(jobs.rows).toHaveLength(3);
      expect(delivered(a.ident)).toEqual([]);
      t.messages.refuse = null;
      await skipRetryWait(failed.map((r) => r.id));
      await allSent(a.id);
    } finally {
      t.messages.refuse = null;
    }
    expect(delivered(a.ident)).toEqual(COORDINATORS);
    expect((await mailRows(a.id)).map((r) => r.attempts)).toEqual([3, 3, 3]);
  }, 60_000);

  it('hands over an e-mail whose job was never queued (its process died after the commit)', async () => {
    const a = await accepted('2027-05-14');
    const send = t.deps.jobs.send;
    t.deps.jobs.send = async (queue, data, opts) => {
      if (queue === ALERT_MAIL_QUEUE) throw new Error('the process died (test)');
      return send(queue, data, opts);
    };
    try {
      at('2027-05-13 10:00:00');
      await raised(a.id);
    } finally {
      t.deps.jobs.send = send;
    }
    const rows = await mailRows(a.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['queued', 0],
      ['queued', 0],
      ['queued', 0],
    ]);
    // A minute later it is not yet taken for lost; at two minutes the sweep's round hands it over.
    at('2027-05-13 10:01:00');
    expect(await handOverLostAlertMails(t.deps)).toBe(0);
    at('2027-05-13 10:02:01');
    await alertSweepDef(t.deps).handler({}, { id: 'sweep', retryCount: 0, retryLimit: 0 });
    await allSent(a.id);
    expect(delivered(a.ident)).toEqual(COORDINATORS);
    const ids = rows.map((r) => r.id);
    const left = await t.deps.db.select().from(alertMails).where(inArray(alertMails.id, ids));
    expect(left.every((r) => r.sentAt !== null && r.error === null)).toBe(true);
  }, 60_000);
});
