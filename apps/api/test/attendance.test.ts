// Attendance and confirmation (issue 29): the attendance every action row carries at the app's
// clock, the hostess's confirmation and its rules, the confirmation cleared by a move, and the
// /action/list filter by attendance checked against the rows' own state over a table of cases (the
// rule exists twice, in packages/domain/src/attendance.ts and as SQL; this keeps them together).
import { ATTENDANCE_STATES, type AttendanceState } from '@tourplanner/domain/attendance';
import type { Action } from '@tourplanner/domain/entities';
import type { ActionAttendance } from '@tourplanner/domain/wire/attendance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../src/db/schema/actions';
import { events } from '../src/db/schema/events';
import { actionHistory } from '../src/db/schema/history';
import { fromWire } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

type Row = Action & { attendance?: ActionAttendance | null };

const DAY = '2026-12-03';
const at = (hm: string) => fromWire(`${DAY} ${hm}:00`)!;
const MIN = 60_000;
/** LATE_START_MINUTES for this suite: not the default, so the setting is seen to be read. */
const LATE = 20;

describe.each(BACKENDS)('attendance and confirmation on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let now = at('09:00');
  let tok: Record<'admin' | 'hst1' | 'hst2', string>;
  /** Moves the clock; a session idle across the move would end, so everyone signs in again. */
  const setNow = async (d: Date) => {
    now = d;
    const names = ['admin', 'hst1', 'hst2'] as const;
    const tokens = await Promise.all(names.map((n) => t.login(`${n}@fixture.test`)));
    tok = Object.fromEntries(names.map((n, i) => [n, tokens[i]!])) as typeof tok;
  };
  beforeAll(async () => {
    t = await startTestApp(backend, { now: () => now, env: { LATE_START_MINUTES: String(LATE) } });
    f = await seedFixture(t.deps.db, DAY);
    await setNow(at('09:00'));
  });
  afterAll(() => t?.close());

  const range = { since: '2026-01-01 00:00:00', until: '2027-12-31 23:59:59' };
  const list = async (filters: Record<string, unknown> = {}, token = tok.admin) => {
    const r = await t.call<{ actions: Row[]; count: number }>(
      'actionList',
      { actions: { ...range, ...filters }, pagination: { limit: 100, offset: 0 } },
      { token },
    );
    expect(r.status).toBe(200);
    return r.body.data.actions;
  };
  const rowOf = async (id: string) => (await list({ ids: [id] }))[0]!;
  const hostessRow = async (id: string) => {
    const r = await t.call<{ actions: Row[] }>('hostessActions', {}, { token: tok.hst1 });
    return r.body.data.actions.find((a) => a.uuid === id);
  };
  const confirm = (id: string, token = tok.hst1) =>
    t.call<Row>('actionConfirm', { action: { uuid: id } }, { token });
  const confirmedAt = async (id: string) =>
    (await t.deps.db.select({ c: actions.confirmedAt }).from(actions).where(eq(actions.id, id)))[0]!.c;

  it('gives every row its attendance at the clock’s moment, and her confirmation', async () => {
    const accepted = f.actions.accepted1; // 12:00–18:00, hst1
    await setNow(at('09:00'));
    expect((await rowOf(accepted)).attendance).toEqual({
      state: 'unconfirmed',
      confirmed: null,
      lateMinutes: null,
    });
    // A draft and an undated action have none.
    expect((await rowOf(f.actions.editable1)).attendance).toBeNull();
    expect((await rowOf(f.actions.empty1)).attendance).toBeNull();
    expect((await hostessRow(accepted))?.attendance?.state).toBe('unconfirmed');

    await setNow(at('09:30'));
    const c = await confirm(accepted);
    expect(c.status).toBe(200);
    expect(c.body.data.attendance).toEqual({
      state: 'confirmed',
      confirmed: { date: `${DAY} 09:30:00` },
      lateMinutes: null,
    });
    expect((await hostessRow(accepted))?.attendance?.confirmed).toEqual({ date: `${DAY} 09:30:00` });

    // Past the start without a start: still confirmed, with the minutes since the start.
    await setNow(at('12:25'));
    expect((await rowOf(accepted)).attendance).toMatchObject({ state: 'confirmed', lateMinutes: 25 });
    // At the end without a start: a no-show.
    await setNow(at('18:00'));
    expect((await rowOf(accepted)).attendance).toMatchObject({ state: 'no_show', lateMinutes: 360 });
  });

  it('lets her confirm only her own accepted action that has not ended, once', async () => {
    await setNow(at('10:00'));
    const accepted = f.actions.accepted1;
    const before = await confirmedAt(accepted);
    const entries = async () =>
      (await t.deps.db.select().from(actionHistory).where(eq(actionHistory.actionId, accepted))).filter(
        (e) => e.kind === 'confirmed',
      );
    expect((await entries()).length).toBe(1);
    // A repeat (an answer lost on the way, a queued confirm sent late) answers the same, keeps the first time.
    const again = await t.call<Row>(
      'actionConfirm',
      { action: { uuid: accepted } },
      { token: tok.hst1, headers: { 'Idempotency-Key': 'confirm-repeat-1' } },
    );
    expect(again.status).toBe(200);
    expect(again.body.data.attendance?.confirmed).toEqual({ date: `${DAY} 09:30:00` });
    expect(await confirmedAt(accepted)).toEqual(before);
    expect((await entries()).length).toBe(1);

    // Another hostess's action: forbidden, nothing changed.
    const other = await confirm(f.actions.editable2, tok.hst1);
    expect([other.status, other.body.data.error]).toEqual([403, 'E_FORBIDDEN']);
    expect(await confirmedAt(f.actions.editable2)).toBeNull();
    // Not accepted (a draft, a finished one): a conflict.
    for (const id of [f.actions.editable1, f.actions.finished1]) {
      const r = await confirm(id);
      expect([r.status, r.body.data.error]).toEqual([409, 'E_CONFLICT']);
      expect(await confirmedAt(id)).toBeNull();
    }
    expect((await confirm('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.call('actionConfirm', {}, { token: tok.hst1 })).status).toBe(400);
    expect((await confirm(accepted, tok.admin)).status).toBe(403);
  });

  it('refuses a cancelled action and one past its end', async () => {
    await setNow(at('07:00'));
    const made = await t.call<Action>(
      'actionCreate',
      {
        action: {
          name: 'Potwierdzenie',
          type: { ident: 'Standard' },
          event: { uuid: f.events.e1 },
          territory: { uuid: f.t1 },
          area: { uuid: f.a1 },
          since: { date: '2026-12-05 10:00:00' },
          until: { date: '2026-12-05 12:00:00' },
          actionPoints: [{ point: { uuid: f.points.p1 } }],
          users: [{ uuid: f.users.hst1.id }],
        },
      },
      { token: tok.admin },
    );
    expect(made.status).toBe(200);
    const id = made.body.data.uuid;
    const status = (s: string) =>
      t.call('actionSetStatus', { action: { uuid: id }, status: { ident: s } }, { token: tok.admin });
    expect((await status('accepted')).status).toBe(200);
    // Past its end: too late to confirm.
    await setNow(fromWire('2026-12-05 12:00:00')!);
    expect((await confirm(id)).status).toBe(409);
    await setNow(at('07:00'));
    expect((await status('cancelled')).status).toBe(200);
    expect((await confirm(id)).status).toBe(409);
    expect(await confirmedAt(id)).toBeNull();
    expect((await rowOf(id)).attendance).toBeNull();
  });

  it('asks her again when her hostess, times or point change, not when only the status moves', async () => {
    await setNow(at('07:00'));
    const input = (since: string, until: string, point = f.points.p1) => ({
      name: 'Zmiana',
      type: { ident: 'Standard' },
      event: { uuid: f.events.e1 },
      territory: { uuid: f.t1 },
      area: { uuid: f.a1 },
      since: { date: `2026-12-07 ${since}:00` },
      until: { date: `2026-12-07 ${until}:00` },
      actionPoints: [{ point: { uuid: point } }],
      users: [{ uuid: f.users.hst1.id }],
    });
    const made = await t.call<Action>(
      'actionCreate',
      { action: input('10:00', '12:00') },
      { token: tok.admin },
    );
    const id = made.body.data.uuid;
    const update = (action: ReturnType<typeof input>) =>
      t.call<Action>('actionUpdate', { action: { ...action, uuid: id } }, { token: tok.admin });
    const status = (s: string) =>
      t.call('actionSetStatus', { action: { uuid: id }, status: { ident: s } }, { token: tok.admin });
    expect((await status('accepted')).status).toBe(200);
    expect((await confirm(id)).status).toBe(200);
    // A change of name alone keeps it.
    expect((await update({ ...input('10:00', '12:00'), name: 'Inna nazwa' })).status).toBe(200);
    expect(await confirmedAt(id)).not.toBeNull();
    // Back to editable and accepted again, nothing else changed: kept.
    expect((await status('editable')).status).toBe(200);
    expect((await status('accepted')).status).toBe(200);
    expect(await confirmedAt(id)).not.toBeNull();
    // A new time: cleared.
    expect((await update(input('11:00', '13:00'))).status).toBe(200);
    expect(await confirmedAt(id)).toBeNull();
    expect((await rowOf(id)).attendance?.state).toBe('unconfirmed');
    // A new point: cleared.
    expect((await confirm(id)).status).toBe(200);
    expect((await update(input('11:00', '13:00', f.points.p3broken))).status).toBe(200);
    expect(await confirmedAt(id)).toBeNull();
    // Another hostess: cleared (and the first may no longer confirm it).
    expect((await confirm(id)).status).toBe(200);
    const hst3 = { ...input('11:00', '13:00', f.points.p3broken), users: [{ uuid: f.users.hst3.id }] };
    expect((await update(hst3)).status).toBe(200);
    expect(await confirmedAt(id)).toBeNull();
    expect((await confirm(id)).status).toBe(403);
  });

  it('filters by attendance exactly as the rows say, over every status, time and confirmation', async () => {
    await setNow(fromWire('2027-02-10 12:00:00')!);
    const [event] = await t.deps.db
      .insert(events)
      .values({ ident: 'EV-ATT', name: 'Obecność', since: now, until: new Date(now.getTime() + 86_400_000) })
      .returning({ id: events.id });
    const rel = (minutes: number, ms = 0) => new Date(now.getTime() + minutes * MIN + ms);
    type Case = Partial<typeof actions.$inferInsert>;
    const cases: Case[] = [];
    // Accepted: before, at, after the start, at and after the end; confirmed or not.
    const windows: [number, number][] = [
      [60, 360],
      [0, 300],
      [-30, 270],
      [-300, 0],
      [-360, -60],
    ];
    for (const [s, u] of windows)
      for (const confirmed of [null, rel(-600)])
        cases.push({ status: 'accepted', since: rel(s), until: rel(u), confirmedAt: confirmed });
    // Started an hour ago: early, on time, at the edge of late (LATE whole minutes and one ms short
    // of LATE + 1), late; without a start time; confirmed or not.
    for (const ms of [-10 * MIN, 0, LATE * MIN, (LATE + 1) * MIN - 1, (LATE + 1) * MIN, 120 * MIN, null])
      for (const confirmed of [null, rel(-600)])
        cases.push({
          status: 'started',
          since: rel(-60),
          until: rel(240),
          startedAt: ms === null ? null : rel(-60, ms),
          confirmedAt: confirmed,
        });
    // Finished ten minutes ago: at the end, after it, 30 min early, just short of 31, 31, two hours early, no time.
    for (const ms of [0, 5 * MIN, -30 * MIN, -31 * MIN + 1, -31 * MIN, -120 * MIN, null])
      cases.push({
        status: 'finished',
        since: rel(-310),
        until: rel(-10),
        startedAt: rel(-300),
        finishedAt: ms === null ? null : rel(-10, ms),
      });
    // Nothing to attend: drafts, cancelled, an undated accepted one.
    for (const status of ['editable', 'cancelled', 'hst_cancelled'] as const)
      cases.push({ status, since: rel(-60), until: rel(60), confirmedAt: rel(-600) });
    cases.push({ status: 'accepted', since: null, until: null });
    const inserted = await t.deps.db
      .insert(actions)
      .values(
        cases.map((c, i) => ({
          ident: `ATT-${i}`,
          name: `Przypadek ${i}`,
          type: 'Standard' as const,
          territoryId: f.t1,
          eventId: event!.id,
          ...c,
        })),
      )
      .returning({ id: actions.id });
    expect(inserted.length).toBeLessThan(100);
    const scope = { events: { uuids: [event!.id] } };
    const all = await list(scope);
    expect(all.length).toBe(cases.length);
    const stateOf = new Map(all.map((a) => [a.uuid, a.attendance?.state ?? null]));
    // Every state is met by some case, so no state's SQL goes unchecked.
    expect(new Set(stateOf.values())).toEqual(new Set([...ATTENDANCE_STATES, null]));
    for (const state of ATTENDANCE_STATES) {
      const found = (await list({ ...scope, attendance: { states: [state] } })).map((a) => a.uuid).sort();
      const expected = [...stateOf]
        .filter(([, s]) => s === state)
        .map(([id]) => id)
        .sort();
      expect({ state, found }).toEqual({ state, found: expected });
    }
    // Several states at once: the union; with a status filter: the intersection.
    const two: AttendanceState[] = ['unconfirmed', 'finished_early'];
    const union = (await list({ ...scope, attendance: { states: two } })).length;
    expect(union).toBe([...stateOf.values()].filter((s) => s !== null && two.includes(s)).length);
    const narrowed = await list({
      ...scope,
      attendance: { states: two },
      statuses: { idents: ['finished'] },
    });
    expect(narrowed.every((a) => a.attendance?.state === 'finished_early')).toBe(true);
    expect(narrowed.length).toBeGreaterThan(0);
    const bad = await t.call(
      'actionList',
      { actions: { ...range, attendance: { states: ['late'] } }, pagination: { limit: 10, offset: 0 } },
      { token: tok.admin },
    );
    expect(bad.status).toBe(400);
  });
});
