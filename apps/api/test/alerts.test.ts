// The coordinators' alerts (issue 29, docs/decisions/0039): each kind raised at its moment and once
// however many sweeps and jobs look, never for a cancelled or moved action; seen per territory, read
// per person, e-mailed to the territory's coordinators and ADMINs; and the one-click replacement,
// refused on a clash with nothing changed.
import type { Action } from '@tourplanner/domain/entities';
import { ALERT_SUBJECTS } from '@tourplanner/i18n-pl/alerts';
import { format } from '@tourplanner/i18n-pl/format';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, actionUsers } from '../src/db/schema/actions';
import { actionHistory } from '../src/db/schema/history';
import { notifications } from '../src/db/schema/notifications';
import { availabilitySlots } from '../src/db/schema/users';
import { fromWire } from '../src/infra/dates';
import { alertQueueDef, sweepAlerts } from '../src/modules/notifications/alerts.service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp, waitFor } from './harness';

type Row = {
  uuid: string;
  kind: string;
  read: boolean;
  text: string;
  action: { uuid: string; ident: string };
  hostess: { uuid: string };
};
type ListAnswer = { notifications: Row[]; unread: number };

describe.each(BACKENDS)('alerts to the coordinators on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let admin: string;
  let asm1: string;
  let asm2: string;
  let hsadm1: string;
  let clock = fromWire('2027-05-08 12:00:00')!;
  const at = (wire: string) => {
    clock = fromWire(wire)!;
  };

  beforeAll(async () => {
    t = await startTestApp(backend, {
      now: () => clock,
      env: {
        ALERT_EMAILS: 'true',
        // The clock walks over a week: sessions outlive it.
        SESSION_IDLE_MINUTES: '100000',
        SESSION_ABSOLUTE_HOURS: '10000',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      },
    });
    f = await seedFixture(t.deps.db, '2027-05-10');
    [admin, asm1, asm2, hsadm1] = (await Promise.all(
      ['admin', 'asm1', 'asm2', 'hsadm1'].map((u) => t.login(`${u}@fixture.test`)),
    )) as [string, string, string, string];
  }, 180_000);
  afterAll(() => t?.close());

  /** An accepted action of EV-1 in Północ for `who` on `day` from `from` to `to` (HH:mm). */
  async function accepted(who: string, day: string, from: string, to: string, name = 'Degustacja') {
    const created = await t.call<Action>(
      'actionCreate',
      {
        action: {
          name,
          type: { ident: 'Standard' },
          event: { uuid: f.events.e1 },
          territory: { uuid: f.t1 },
          since: { date: `${day} ${from}:00` },
          until: { date: `${day} ${to}:00` },
          actionPoints: [{ point: { uuid: f.points.p1 } }],
          users: [{ uuid: who }],
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

  const rowsOf = (actionId: string) =>
    t.deps.db
      .select({ kind: notifications.kind, hostessId: notifications.hostessId })
      .from(notifications)
      .where(eq(notifications.actionId, actionId));
  const kindsOf = async (actionId: string) => (await rowsOf(actionId)).map((r) => r.kind).sort();
  const historyOf = (actionId: string) =>
    t.deps.db
      .select({ kind: actionHistory.kind, text: actionHistory.text, actorId: actionHistory.actorId })
      .from(actionHistory)
      .where(eq(actionHistory.actionId, actionId))
      .orderBy(actionHistory.id);
  const list = (token: string) =>
    t.call<ListAnswer>('notificationList', { pagination: { page: 0, pageSize: 50 } }, { token });

  let first: { id: string; ident: string };

  it('raises unconfirmed, late_start and no_show each at its moment, once', async () => {
    at('2027-05-10 08:00:00');
    first = await accepted(f.users.hst3.id, '2027-05-12', '10:00', '14:00');
    // Two days ahead: nothing is due.
    await sweepAlerts(t.deps);
    expect(await kindsOf(first.id)).toEqual([]);

    // 24 h before the start minus a minute: still nothing; at 24 h before, unconfirmed.
    at('2027-05-11 09:59:00');
    await sweepAlerts(t.deps);
    expect(await kindsOf(first.id)).toEqual([]);
    at('2027-05-11 10:00:00');
    const sent = t.messages.sent.length;
    await sweepAlerts(t.deps);
    await sweepAlerts(t.deps);
    // The job of the same moment finds it raised.
    await alertQueueDef(t.deps).handler(
      { actionId: first.id, kind: 'unconfirmed' },
      {
        id: 'x',
        retryCount: 0,
        retryLimit: 0,
      },
    );
    expect(await kindsOf(first.id)).toEqual(['unconfirmed']);
    // The e-mails go through their own queue's jobs (test/alert-mails.test.ts).
    // By the alert's own subject: the reminders' jobs may meanwhile tell the hostess of the action.
    const subject = format(ALERT_SUBJECTS.unconfirmed, { ident: first.ident });
    const mails = await waitFor(
      () => t.messages.sent.slice(sent).filter((m) => m.subject === subject),
      (list) => list.length >= 3,
      'the unconfirmed alert e-mails',
    );
    // The territory's ASM and HSADM and the ADMIN, each once; not the other territory's ASM.
    expect(mails.map((m) => m.to).sort()).toEqual(
      ['admin@fixture.test', 'asm1@fixture.test', 'hsadm1@fixture.test'].sort(),
    );
    expect(mails[0]!.text).toContain(`nie potwierdziła akcji ${first.ident}`);
    const history = (await historyOf(first.id)).filter((h) => h.kind === 'alert');
    expect(history).toHaveLength(1);
    expect(history[0]!.actorId).toBeNull();
    expect(history[0]!.text).toMatch(/^Alert dla koordynatorów: Hostessa .+ nie potwierdziła akcji/);
    expect(history[0]!.text).toContain('asm1@fixture.test');

    // 14 minutes after the start: not late yet; at 15, late.
    at('2027-05-12 10:14:00');
    await sweepAlerts(t.deps);
    expect(await kindsOf(first.id)).toEqual(['unconfirmed']);
    at('2027-05-12 10:15:00');
    await sweepAlerts(t.deps);
    await alertQueueDef(t.deps).handler(
      { actionId: first.id, kind: 'late_start' },
      {
        id: 'y',
        retryCount: 0,
        retryLimit: 0,
      },
    );
    await sweepAlerts(t.deps);
    expect(await kindsOf(first.id)).toEqual(['late_start', 'unconfirmed']);

    // Its end without a start: no show.
    at('2027-05-12 13:59:00');
    await sweepAlerts(t.deps);
    expect(await kindsOf(first.id)).toEqual(['late_start', 'unconfirmed']);
    at('2027-05-12 14:00:00');
    await sweepAlerts(t.deps);
    await sweepAlerts(t.deps);
    expect(await kindsOf(first.id)).toEqual(['late_start', 'no_show', 'unconfirmed']);
    expect((await historyOf(first.id)).filter((h) => h.kind === 'alert')).toHaveLength(3);
  });

  it('raises nothing for a cancelled action, nor at the old moment of a moved one', async () => {
    at('2027-05-10 08:00:00');
    const cancelled = await accepted(f.users.hst3.id, '2027-05-13', '10:00', '12:00');
    const moved = await accepted(f.users.hst3.id, '2027-05-13', '14:00', '16:00');
    const c = await t.call(
      'actionSetStatus',
      { status: { ident: 'cancelled' }, action: { uuid: cancelled.id } },
      { token: asm1 },
    );
    expect(c.status).toBe(200);
    // Moved two days on.
    const u = await t.call(
      'actionUpdate',
      {
        action: {
          uuid: moved.id,
          name: 'Degustacja',
          type: { ident: 'Standard' },
          event: { uuid: f.events.e1 },
          territory: { uuid: f.t1 },
          since: { date: '2027-05-15 14:00:00' },
          until: { date: '2027-05-15 16:00:00' },
          actionPoints: [{ point: { uuid: f.points.p1 } }],
          users: [{ uuid: f.users.hst3.id }],
        },
      },
      { token: asm1 },
    );
    expect(u.status).toBe(200);
    for (const moment of [
      '2027-05-12 14:30:00',
      '2027-05-13 10:20:00',
      '2027-05-13 14:20:00',
      '2027-05-13 17:00:00',
    ]) {
      at(moment);
      await sweepAlerts(t.deps);
      for (const kind of ['unconfirmed', 'late_start', 'no_show'] as const) {
        await alertQueueDef(t.deps).handler(
          { actionId: moved.id, kind },
          { id: 'z', retryCount: 0, retryLimit: 0 },
        );
        await alertQueueDef(t.deps).handler(
          { actionId: cancelled.id, kind },
          { id: 'z', retryCount: 0, retryLimit: 0 },
        );
      }
    }
    expect(await kindsOf(cancelled.id)).toEqual([]);
    // The moved one was unconfirmed 24 h before its old start, but that was before the move: only
    // its new start counts (2027-05-15 14:00, so its unconfirmed moment is 05-14 14:00).
    expect(await kindsOf(moved.id)).toEqual([]);
    at('2027-05-14 14:00:00');
    await sweepAlerts(t.deps);
    expect(await kindsOf(moved.id)).toEqual(['unconfirmed']);
  });

  it('raises hostess_cancelled when she cancels and finished_early on an early finish', async () => {
    at('2027-05-10 08:00:00');
    const byHer = await accepted(f.users.hst3.id, '2027-05-16', '10:00', '14:00');
    const early = await accepted(f.users.hst3.id, '2027-05-16', '15:00', '19:00');
    at('2027-05-15 09:00:00');
    const hst3 = await t.login('hst3@fixture.test');
    const cancel = await t.call(
      'actionCancel',
      { action: { uuid: byHer.id }, reason: 'Choroba' },
      { token: hst3 },
    );
    expect(cancel.status).toBe(200);
    await sweepAlerts(t.deps);
    await sweepAlerts(t.deps);
    expect(await kindsOf(byHer.id)).toEqual(['hostess_cancelled']);
    // Finished at 18:00, an hour before its end (set as the hostess's finish would).
    await t.deps.db
      .update(actions)
      .set({
        status: 'finished',
        confirmedAt: fromWire('2027-05-15 09:00:00'),
        startedAt: fromWire('2027-05-16 15:00:00'),
        finishedAt: fromWire('2027-05-16 18:00:00'),
      })
      .where(eq(actions.id, early.id));
    at('2027-05-16 18:01:00');
    await sweepAlerts(t.deps);
    await sweepAlerts(t.deps);
    // The unconfirmed moment (05-15 15:00) passed while she had confirmed: only the early finish.
    expect(await kindsOf(early.id)).toEqual(['finished_early']);
    const [row] = await t.deps.db
      .select({ text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.actionId, early.id), eq(notifications.kind, 'finished_early')));
    expect(row!.text).toContain('o 18:00, ponad 30 min przed czasem');
  });

  it('lists the alerts of her territories only, newest first, with read marks per person', async () => {
    const mine = await list(asm1);
    expect(mine.status).toBe(200);
    expect(mine.body.data.notifications.length).toBeGreaterThanOrEqual(6);
    expect(mine.body.data.unread).toBe(mine.body.data.notifications.length);
    const created = mine.body.data.notifications.map((n) => n.uuid);
    expect(mine.body.data.notifications[0]!.kind).toBe('finished_early');
    expect(
      mine.body.data.notifications.find((n) => n.action.uuid === first.id && n.kind === 'no_show'),
    ).toMatchObject({
      read: false,
      action: { ident: first.ident },
      hostess: { uuid: f.users.hst3.id },
    });
    // The other territory's ASM sees none of them, and cannot mark them.
    const other = await list(asm2);
    expect(other.body.data).toEqual({ notifications: [], unread: 0 });
    const foreign = await t.call<{ unread: number }>('notificationRead', { uuids: created }, { token: asm2 });
    expect(foreign.body.data.unread).toBe(0);
    expect((await list(asm1)).body.data.unread).toBe(created.length);
    // ADMIN sees every territory's.
    expect((await list(admin)).body.data.notifications.map((n) => n.uuid)).toEqual(created);

    const read = await t.call<{ unread: number }>(
      'notificationRead',
      { uuids: [created[0], created[1]] },
      { token: asm1 },
    );
    expect(read.body.data.unread).toBe(created.length - 2);
    const again = await t.call<{ unread: number }>(
      'notificationRead',
      { uuids: [created[0]] },
      { token: asm1 },
    );
    expect(again.body.data.unread).toBe(created.length - 2);
    const after = (await list(asm1)).body.data;
    expect(after.notifications.slice(0, 3).map((n) => n.read)).toEqual([true, true, false]);
    // The HSADM of the same territory keeps hers unread.
    expect((await list(hsadm1)).body.data.unread).toBe(created.length);
    const bad = await t.call('notificationRead', { uuids: ['not-a-uuid'] }, { token: asm1 });
    expect(bad.status).toBe(400);
  });

  it('reassigns in one click: refused on a clash with nothing changed, then done with its history', async () => {
    at('2027-05-10 08:00:00');
    const target = await accepted(f.users.hst3.id, '2027-05-14', '10:00', '14:00', 'Zastępstwo');
    await t.deps.db
      .update(actions)
      .set({ confirmedAt: fromWire('2027-05-10 08:00:00') })
      .where(eq(actions.id, target.id));
    const busy = await accepted(f.users.hst1.id, '2027-05-14', '11:00', '12:00', 'Inna');
    const before = await historyOf(target.id);
    const refused = await t.call(
      'actionReassign',
      { action: { uuid: target.id }, user: { uuid: f.users.hst1.id } },
      { token: asm1 },
    );
    expect([refused.status, refused.body.data.error]).toEqual([409, 'E_HOSTESS_BUSY']);
    expect(refused.body.data.fields?.[0]?.message).toContain(`koliduje z ${busy.ident}`);
    const [still] = await t.deps.db.select().from(actions).where(eq(actions.id, target.id));
    expect(still!.confirmedAt).not.toBeNull();
    expect(await historyOf(target.id)).toEqual(before);
    const people = await t.deps.db
      .select({ id: actionUsers.userId })
      .from(actionUsers)
      .where(eq(actionUsers.actionId, target.id));
    expect(people.map((p) => p.id)).toEqual([f.users.hst3.id]);

    // Another territory's ASM cannot.
    const foreign = await t.call(
      'actionReassign',
      { action: { uuid: target.id }, user: { uuid: f.users.hst1.id } },
      { token: asm2 },
    );
    expect(foreign.status).toBe(403);

    // The clash gone, the replacement goes through.
    await t.call(
      'actionSetStatus',
      { status: { ident: 'cancelled' }, action: { uuid: busy.id } },
      { token: asm1 },
    );
    const done = await t.call<Action>(
      'actionReassign',
      { action: { uuid: target.id }, user: { uuid: f.users.hst1.id }, from: { uuid: f.users.hst3.id } },
      { token: asm1 },
    );
    expect(done.status).toBe(200);
    expect(done.body.data.users?.map((u) => u.uuid)).toEqual([f.users.hst1.id]);
    const [after] = await t.deps.db.select().from(actions).where(eq(actions.id, target.id));
    expect(after!.confirmedAt).toBeNull();
    // Besides the notices to both hostesses, which the reminders' jobs write (test/reminders.test.ts).
    const added = (await historyOf(target.id)).slice(before.length).filter((h) => h.kind !== 'reminder');
    expect(added.map((h) => h.kind)).toEqual(['unassigned', 'assigned']);
    expect(added[0]!.text).toBe(`Zdjęto hostessę Imię7 Nazwisko7 z akcji (zastępstwo).`);
    expect(added[1]!.text).toBe(`Przypisano hostessę Imię5 Nazwisko5 w zastępstwie za Imię7 Nazwisko7.`);
    expect(added.every((h) => h.actorId === f.users.asm1.id)).toBe(true);
    // Her again: a conflict, not a second row.
    const twice = await t.call(
      'actionReassign',
      { action: { uuid: target.id }, user: { uuid: f.users.hst1.id } },
      { token: asm1 },
    );
    expect(twice.status).toBe(409);
  });

  it('checks a replacement on a running action for the rest of its window only', async () => {
    at('2027-05-10 08:00:00');
    const running = await accepted(f.users.hst1.id, '2027-05-16', '10:00', '14:00', 'Reszta okna');
    // She declared herself free from 10:30: outside the whole window, inside the rest of it.
    await t.deps.db.insert(availabilitySlots).values({
      userId: f.users.hst3.id,
      since: fromWire('2027-05-16 10:30:00')!,
      until: fromWire('2027-05-16 18:00:00')!,
    });
    at('2027-05-16 10:40:00');
    const done = await t.call<Action>(
      'actionReassign',
      { action: { uuid: running.id }, user: { uuid: f.users.hst3.id } },
      { token: asm1 },
    );
    expect([done.status, done.body.data.availabilityOverride]).toEqual([200, null]);
    expect(done.body.data.users?.map((u) => u.uuid)).toEqual([f.users.hst3.id]);
    // Before the start the whole window counts: the same hostess, free from 10:30 on another day.
    const later = await accepted(f.users.hst1.id, '2027-05-17', '10:00', '14:00', 'Całe okno');
    await t.deps.db.insert(availabilitySlots).values({
      userId: f.users.hst3.id,
      since: fromWire('2027-05-17 10:30:00')!,
      until: fromWire('2027-05-17 18:00:00')!,
    });
    const refused = await t.call(
      'actionReassign',
      { action: { uuid: later.id }, user: { uuid: f.users.hst3.id } },
      { token: asm1 },
    );
    expect([refused.status, refused.body.data.error]).toEqual([409, 'E_OUTSIDE_AVAILABILITY']);
  });

  it('gives a hostess put on a running action LATE_START_MINUTES from her assignment before she is late', async () => {
    at('2027-05-10 08:00:00');
    const running = await accepted(f.users.hst1.id, '2027-05-15', '10:00', '14:00', 'W trakcie');
    at('2027-05-15 10:20:00');
    await sweepAlerts(t.deps);
    expect(await rowsOf(running.id)).toEqual([{ kind: 'late_start', hostessId: f.users.hst1.id }]);
    const done = await t.call(
      'actionReassign',
      { action: { uuid: running.id }, user: { uuid: f.users.hst3.id } },
      { token: asm1 },
    );
    expect(done.status).toBe(200);
    at('2027-05-15 10:34:00');
    await sweepAlerts(t.deps);
    expect(await rowsOf(running.id)).toHaveLength(1);
    at('2027-05-15 10:35:00');
    await sweepAlerts(t.deps);
    expect((await rowsOf(running.id)).filter((r) => r.hostessId === f.users.hst3.id)).toEqual([
      { kind: 'late_start', hostessId: f.users.hst3.id },
    ]);
  });
});
