// /dashboard/summary through HTTP: its numbers equal counts the test works out itself from the
// rows it wrote (actions of every status, registrations of every offer, consents and withdrawals,
// codes that led nowhere), per the definitions of docs/product/kpi.md; an ASM sees her territory
// only; a registration written after an answer is in the next one; a client sees its events only,
// hostesses by initial, and never a consumer's e-mail or phone.
import { OFFER_KEYS, type OfferKey } from '@tourplanner/domain/constants';
import { CONSENT_CHANNELS, type DashboardSummary } from '@tourplanner/domain/wire/dashboard';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionFiles, actionPoints, actionReceipts, actions, actionUsers } from '../src/db/schema/actions';
import { storedFiles } from '../src/db/schema/files';
import { actionSignals, photoReviews } from '../src/db/schema/signals';
import { dayOf, fromWire } from '../src/infra/dates';
import { type RegistrationSpec, type StrayCodeSpec, writeLeadRows } from '../src/seed/lead-rows';
import { addClient, type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';
import { newContact, registerBody, startAction, VELO, verified } from './webform-support';

// March 2025: whole days in Warsaw across the change to summer time (30 March).
const SINCE = '2025-03-01';
const UNTIL = '2025-03-31';
const at = (wire: string) => fromWire(wire)!;
const minutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);
/** The key columns of the rollups: the rest are counters. */
const KEY_COLUMNS = new Set([
  'day',
  'hour',
  'territory_id',
  'event_id',
  'purpose',
  'hostess_id',
  'point_ident',
]);

type Status = 'editable' | 'accepted' | 'cancelled' | 'started' | 'finished' | 'hst_cancelled';
interface ActionSpec {
  key: string;
  territory: 't1' | 't2';
  status: Status;
  since: Date;
  until: Date;
  /** Minutes after the planned start; none for an action never started. */
  startedAfter?: number;
  /** Minutes after the planned start. */
  finishedAfter?: number;
}

/** Per territory: one of each outcome, plus actions just inside and just outside the range. */
function actionSpecs(): ActionSpec[] {
  const out: ActionSpec[] = [];
  for (const territory of ['t1', 't2'] as const) {
    const day = territory === 't1' ? '2025-03-10' : '2025-03-30';
    const s = (h: number, m = 0) =>
      at(`${day} ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`);
    const add = (key: string, spec: Omit<ActionSpec, 'key' | 'territory'>) =>
      out.push({ key: `${territory}-${key}`, territory, ...spec });
    add('noshow', { status: 'accepted', since: s(9), until: s(13) });
    add('started', { status: 'started', since: s(10), until: s(14), startedAfter: 10 });
    add('late-early', {
      status: 'finished',
      since: s(11),
      until: s(15),
      startedAfter: 40,
      finishedAfter: 200,
    });
    add('on-time', { status: 'finished', since: s(12), until: s(16), startedAfter: 15, finishedAfter: 245 });
    add('late-full', { status: 'finished', since: s(8), until: s(12), startedAfter: 16, finishedAfter: 240 });
    add('cancelled', { status: 'cancelled', since: s(13), until: s(17) });
    add('hst-cancelled', { status: 'hst_cancelled', since: s(14), until: s(18) });
    add('draft', { status: 'editable', since: s(15), until: s(19) });
  }
  // Boundaries (Warsaw): the last evening counts, the hours around the range do not.
  out.push({
    key: 'last-evening',
    territory: 't1',
    status: 'accepted',
    since: at('2025-03-31 23:30:00'),
    until: at('2025-03-31 23:59:00'),
  });
  out.push({
    key: 'after',
    territory: 't1',
    status: 'accepted',
    since: at('2025-04-01 00:30:00'),
    until: at('2025-04-01 02:00:00'),
  });
  out.push({
    key: 'before',
    territory: 't2',
    status: 'finished',
    since: at('2025-02-28 23:30:00'),
    until: at('2025-02-28 23:59:00'),
    startedAfter: 0,
    finishedAfter: 20,
  });
  return out;
}

/** The action counts of kpi.md, worked out from the specs. */
function expectedActions(specs: ActionSpec[]) {
  const c = {
    planned: 0,
    startedOnTime: 0,
    startedLate: 0,
    noShow: 0,
    finished: 0,
    finishedEarly: 0,
    cancelled: 0,
    hostessCancelled: 0,
  };
  for (const a of specs) {
    if (a.status === 'editable') continue;
    c.planned += 1;
    if (a.startedAfter !== undefined) {
      if (a.startedAfter <= 15) c.startedOnTime += 1;
      else c.startedLate += 1;
    } else if (a.status === 'accepted') c.noShow += 1;
    if (a.status === 'finished') {
      c.finished += 1;
      if (minutes(a.since, a.finishedAfter!) < a.until) c.finishedEarly += 1;
    }
    if (a.status === 'cancelled') c.cancelled += 1;
    if (a.status === 'hst_cancelled') c.hostessCancelled += 1;
  }
  return c;
}

const inRange = (d: Date) => dayOf(d) >= SINCE && dayOf(d) <= UNTIL;
const warsawHour = (d: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23' }).format(
      d,
    ),
  );

describe.each(BACKENDS)('dashboard summary on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let admin: string;
  let asm1: string;
  let client: string;
  const specs = actionSpecs();
  const ids = new Map<string, string>();
  const regs: RegistrationSpec[] = [];
  const stray: StrayCodeSpec[] = [];
  const emails: string[] = [];
  const phones: string[] = [];

  const hostessOfAction = (a: ActionSpec) =>
    a.territory === 't2'
      ? f.users.hst2.id
      : specs.filter((s) => s.territory === 't1').indexOf(a) % 2 === 0
        ? f.users.hst1.id
        : f.users.hst3.id;

  const summary = async (token: string, body: Record<string, unknown> = {}) => {
    const r = await t.call<DashboardSummary>(
      'dashboardSummary',
      { since: SINCE, until: UNTIL, ...body },
      { token },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    const terr = { t1: f.t1, t2: f.t2 };
    const event = { t1: f.events.e1, t2: f.events.e2 };
    let n = 0;
    for (const a of specs) {
      const [row] = await t.deps.db
        .insert(actions)
        .values({
          ident: `KPI-${a.key}`,
          name: a.key,
          type: 'Standard',
          status: a.status,
          territoryId: terr[a.territory],
          eventId: event[a.territory],
          since: a.since,
          until: a.until,
          startedAt: a.startedAfter === undefined ? null : minutes(a.since, a.startedAfter),
          finishedAt: a.finishedAfter === undefined ? null : minutes(a.since, a.finishedAfter),
        })
        .returning({ id: actions.id });
      ids.set(a.key, row!.id);
      // Each action has one hostess and one point: hst1 and hst3 by turns in t1, hst2 in t2.
      await t.deps.db.insert(actionUsers).values({ actionId: row!.id, userId: hostessOfAction(a) });
      await t.deps.db
        .insert(actionPoints)
        .values({ actionId: row!.id, pointId: a.territory === 't1' ? f.points.p1 : f.points.p2 });
      n += 1;
    }
    expect(n).toBe(specs.length);
    // Registrations on the finished and started actions: every offer, hours spread, consumers
    // coming back (known), consents given and refused, some withdrawn.
    const hostessOf = { t1: [f.users.hst1.id, f.users.hst3.id], t2: [f.users.hst2.id] };
    const pointOf = { t1: 'P-1', t2: 'P-2' };
    let i = 0;
    for (const a of specs.filter((s) => s.startedAfter !== undefined)) {
      for (let k = 0; k < 5; k += 1, i += 1) {
        const who =
          i % 4 === 3
            ? regs[i - 3]!.consumer
            : {
                email: `kpi${i}@example.com`,
                phone: `+4869900${String(i).padStart(4, '0')}`,
                firstName: 'Jan',
                lastName: `Test${i}`,
              };
        if (!emails.includes(who.email)) {
          emails.push(who.email);
          phones.push(who.phone);
        }
        const offers: OfferKey[] = [
          OFFER_KEYS[i % OFFER_KEYS.length]!,
          ...(i % 5 === 0 ? (['InspirationClub'] as const) : []),
        ];
        const when = minutes(minutes(a.since, a.startedAfter!), 7 + 11 * k);
        regs.push({
          actionId: ids.get(a.key)!,
          hostessId: hostessOf[a.territory][i % hostessOf[a.territory].length]!,
          pointIdent: pointOf[a.territory],
          at: when,
          offers,
          consumer: who,
          consents: {
            newsletterCommercialAuthorization: true,
            mobileOptIn: i % 2 === 0,
            socialMediaOptIn: i % 3 === 0,
            hypercareOptIn: i % 3 !== 0,
          },
          ...(i % 7 === 0 ? { withdrawn: [{ purpose: 'mobileOptIn', at: minutes(when, 60 * 24) }] } : {}),
        });
      }
      stray.push({
        actionId: ids.get(a.key)!,
        hostessId: hostessOf[a.territory][0]!,
        at: minutes(a.since, 30),
        verified: false,
      });
      stray.push({
        actionId: ids.get(a.key)!,
        hostessId: hostessOf[a.territory][0]!,
        at: minutes(a.since, 45),
        verified: true,
      });
    }
    regs.sort((x, y) => x.at.getTime() - y.at.getTime());
    await writeLeadRows(t.deps.db, regs, stray);
    admin = await t.login('admin@fixture.test');
    asm1 = await t.login('asm1@fixture.test');
    await addClient(t.deps.db, [f.events.e1]);
    client = await t.login('client@fixture.test');
  });
  afterAll(() => t?.close());

  const territoryOfAction = (id: string | null) => specs.find((s) => ids.get(s.key) === id)?.territory;
  const regsOf = (territory?: 't1' | 't2') =>
    regs.filter((r) => inRange(r.at) && (!territory || territoryOfAction(r.actionId) === territory));

  function expectRegistrations(got: DashboardSummary, territory?: 't1' | 't2') {
    const mine = regsOf(territory);
    const seen = new Set<string>();
    let fresh = 0;
    // New: the consumer's first registration of all (kpi.md), whatever the scope.
    for (const r of regs) {
      const first = !seen.has(r.consumer.email);
      seen.add(r.consumer.email);
      if (first && mine.includes(r)) fresh += 1;
    }
    expect(got.registrations.total).toBe(mine.length);
    expect(got.registrations.newConsumers).toBe(fresh);
    expect(got.registrations.knownConsumers).toBe(mine.length - fresh);
    for (const o of OFFER_KEYS)
      expect(got.registrations.byOffer[o], o).toBe(mine.filter((r) => r.offers.includes(o)).length);
    for (const d of got.registrations.byDay)
      expect(d.count, d.date).toBe(mine.filter((r) => dayOf(r.at) === d.date).length);
    for (const h of got.registrations.byHour)
      expect(h.count, `hour ${h.hour}`).toBe(mine.filter((r) => warsawHour(r.at) === h.hour).length);
    const strays = stray.filter(
      (s) => inRange(s.at) && (!territory || territoryOfAction(s.actionId) === territory),
    );
    expect(got.funnel).toEqual({
      codesSent: mine.length + strays.length,
      verified: mine.length + strays.filter((s) => s.verified).length,
      registered: mine.length,
    });
    for (const [channel, purpose] of Object.entries(CONSENT_CHANNELS)) {
      const optedIn = mine.filter((r) => r.consents[purpose] === true).length;
      const withdrawn = regs
        .filter((r) => !territory || territoryOfAction(r.actionId) === territory)
        .flatMap((r) => r.withdrawn ?? [])
        .filter((w) => w.purpose === purpose && inRange(w.at)).length;
      const c = got.consents[channel as keyof typeof CONSENT_CHANNELS];
      expect(c.optedIn, channel).toBe(optedIn);
      expect(c.withdrawn, channel).toBe(withdrawn);
      expect(c.share, channel).toBeCloseTo(mine.length ? optedIn / mine.length : 0, 6);
    }
  }

  it('counts every action outcome and registration of the range for ADMIN, both territories', async () => {
    const got = await summary(admin);
    const inside = specs.filter((s) => inRange(s.since));
    expect(inside.length).toBe(specs.length - 2);
    const { byDay, byTerritory, byEvent, ...totals } = got.actions;
    expect(totals).toEqual(expectedActions(inside));
    expect(byDay).toHaveLength(31);
    expect(byDay.find((d) => d.date === '2025-03-31')!.planned).toBe(1);
    expect(byTerritory.find((x) => x.uuid === f.t2)).toMatchObject(
      expectedActions(inside.filter((s) => s.territory === 't2')),
    );
    expect(byEvent.find((x) => x.uuid === f.events.e1)).toMatchObject(
      expectedActions(inside.filter((s) => s.territory === 't1')),
    );
    expectRegistrations(got);
    const perHour = got.registrations.perActionHour!;
    const runHours = inside
      .filter((s) => s.status === 'finished')
      .reduce((h, s) => h + (s.finishedAfter! - s.startedAfter!) / 60, 0);
    expect(perHour).toBeCloseTo(regsOf().length / runHours, 1);
    // Hostesses and points ranked by registrations, with their names.
    const hst1 = got.hostesses.find((h) => h.uuid === f.users.hst1.id)!;
    expect(hst1.registrations).toBe(regsOf().filter((r) => r.hostessId === f.users.hst1.id).length);
    expect(hst1.name).toBe('Imię5 Nazwisko5');
    expect(got.points.map((p) => [p.ident, p.registrations])).toEqual(
      [
        ['P-1', regsOf('t1').length],
        ['P-2', regsOf('t2').length],
      ].sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    // Plan against reality per hostess and per point, from the actions each was on.
    for (const h of [f.users.hst1.id, f.users.hst2.id, f.users.hst3.id]) {
      const { uuid: _u, name: _n, registrations: _r, ...counts } = got.hostesses.find((x) => x.uuid === h)!;
      expect(counts, h).toEqual(expectedActions(inside.filter((s) => hostessOfAction(s) === h)));
    }
    const p2 = got.points.find((p) => p.ident === 'P-2')!;
    expect(p2).toMatchObject(expectedActions(inside.filter((s) => s.territory === 't2')));
  });

  it('gives an ASM her territory only, and refuses another one', async () => {
    const got = await summary(asm1);
    const { byDay, byTerritory, byEvent, ...totals } = got.actions;
    expect(totals).toEqual(expectedActions(specs.filter((s) => s.territory === 't1' && inRange(s.since))));
    expect(byTerritory.map((x) => x.uuid)).toEqual([f.t1]);
    expectRegistrations(got, 't1');
    const other = await t.call(
      'dashboardSummary',
      { since: SINCE, until: UNTIL, territories: { uuids: [f.t2] } },
      { token: asm1 },
    );
    expect([other.status, other.body.data.error]).toEqual([403, 'E_FORBIDDEN']);
  });

  it('filters by event and territory like the actions list', async () => {
    const byEvent = await summary(admin, { events: { uuids: [f.events.e2] } });
    expectRegistrations(byEvent, 't2');
    const byTerritory = await summary(admin, { territories: { uuids: [f.t1] } });
    expectRegistrations(byTerritory, 't1');
  });

  it('counts a registration written after an answer in the next one (late, for a past day)', async () => {
    const before = await summary(admin);
    const late: RegistrationSpec = {
      ...regs[0]!,
      at: at('2025-03-10 19:45:00'),
      consumer: {
        email: 'late@example.com',
        phone: '+48699111222',
        firstName: 'Późna',
        lastName: 'Rejestracja',
      },
      offers: ['Neo'],
      withdrawn: [],
    };
    await writeLeadRows(t.deps.db, [late]);
    const after = await summary(admin);
    expect(after.registrations.total).toBe(before.registrations.total + 1);
    expect(after.registrations.newConsumers).toBe(before.registrations.newConsumers + 1);
    expect(after.registrations.byOffer.Neo).toBe(before.registrations.byOffer.Neo + 1);
    expect(after.registrations.byDay.find((d) => d.date === '2025-03-10')!.count).toBe(
      before.registrations.byDay.find((d) => d.date === '2025-03-10')!.count + 1,
    );
    expect(after.registrations.byHour[19]!.count).toBe(before.registrations.byHour[19]!.count + 1);
  });

  it("counts today's accepted action per hostess and point as a no-show only once its hour is over", async () => {
    // Today's rows are read by the hour, the other days by the day (ADR 0044): one action three
    // hours ago (over) and one in an hour (not yet), for one hostess at one point.
    const now = Date.now();
    const range = { since: dayOf(new Date(now - 3 * 3_600_000)), until: dayOf(new Date(now + 3_600_000)) };
    const before = await summary(admin, range);
    const made: string[] = [];
    for (const [name, at] of [
      ['today-over', now - 3 * 3_600_000],
      ['today-ahead', now + 3_600_000],
    ] as const) {
      const [row] = await t.deps.db
        .insert(actions)
        .values({
          ident: `KPI-${name}`,
          name,
          type: 'Standard',
          status: 'accepted',
          territoryId: f.t1,
          eventId: f.events.e1,
          since: new Date(at),
          until: new Date(at + 30 * 60_000),
        })
        .returning({ id: actions.id });
      made.push(row!.id);
      await t.deps.db.insert(actionUsers).values({ actionId: row!.id, userId: f.users.hst3.id });
      await t.deps.db.insert(actionPoints).values({ actionId: row!.id, pointId: f.points.p1 });
    }
    const after = await summary(admin, range);
    const hst = (d: DashboardSummary) => d.hostesses.find((x) => x.uuid === f.users.hst3.id);
    const p1 = (d: DashboardSummary) => d.points.find((x) => x.ident === 'P-1');
    expect(after.actions.noShow).toBe(before.actions.noShow + 1);
    expect([hst(after)!.planned, hst(after)!.noShow]).toEqual([
      (hst(before)?.planned ?? 0) + 2,
      (hst(before)?.noShow ?? 0) + 1,
    ]);
    expect([p1(after)!.planned, p1(after)!.noShow]).toEqual([
      (p1(before)?.planned ?? 0) + 2,
      (p1(before)?.noShow ?? 0) + 1,
    ]);
    // Gone again, for the tests after this one.
    for (const id of made) await t.deps.db.delete(actions).where(eq(actions.id, id));
    expect(await summary(admin, range)).toEqual(before);
  });

  it('counts a registration made through the webform in the next answer, with its codes and consents', async () => {
    const today = dayOf(new Date());
    const range = { since: today, until: today };
    await startAction(t, f.actions.accepted1);
    const before = await summary(admin, range);
    const hst1 = await t.login(f.users.hst1.email);
    const c = newContact('kpi');
    expect((await verified(t, hst1, c)).status).toBe(404);
    const r = await t.call('leadRegister', registerBody(c, VELO, f.actions.accepted1), { token: hst1 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await summary(admin, range);
    expect(after.registrations.total).toBe(before.registrations.total + 1);
    expect(after.registrations.byOffer.Velo).toBe(before.registrations.byOffer.Velo + 1);
    expect(after.funnel).toEqual({
      codesSent: before.funnel.codesSent + 1,
      verified: before.funnel.verified + 1,
      registered: before.funnel.registered + 1,
    });
    expect(after.consents.mobile.optedIn).toBe(before.consents.mobile.optedIn + 1);
    expect(after.consents.socialMedia.optedIn).toBe(before.consents.socialMedia.optedIn);
    // Scoped: the ASM of the other territory does not see it.
    const asm2 = await t.login('asm2@fixture.test');
    expect((await summary(asm2, range)).registrations.total).toBe(0);
  });

  it("gives a client its events only, hostesses by initial, and never a consumer's e-mail or phone", async () => {
    const res = await t.call<DashboardSummary>(
      'dashboardSummary',
      { since: SINCE, until: UNTIL },
      { token: client },
    );
    expect(res.status).toBe(200);
    const got = res.body.data;
    expectRegistrations(got, 't1');
    expect(got.actions.byEvent.map((x) => x.uuid)).toEqual([f.events.e1]);
    expect(got.hostesses.map((h) => h.name).sort()).toEqual(['Imię5 N.', 'Imię7 N.']);
    const text = JSON.stringify(res.body);
    for (const e of [...emails, 'late@example.com']) expect(text).not.toContain(e);
    for (const p of phones) expect(text).not.toContain(p.slice(3));
    expect(text).not.toMatch(/@|\+48/);
    const other = await t.call(
      'dashboardSummary',
      { since: SINCE, until: UNTIL, events: { uuids: [f.events.e2] } },
      { token: client },
    );
    expect([other.status, other.body.data.error]).toEqual([403, 'E_FORBIDDEN']);
    // Its event filter lists its own events only.
    const events = await t.call<{ uuid: string }[]>(
      'eventList',
      { pagination: { page: 0, pageSize: 500 } },
      { token: client },
    );
    expect([events.status, events.body.data.map((e) => e.uuid)]).toEqual([200, [f.events.e1]]);
  });

  it('moves an action and its hostess between counters when its status or its people change', async () => {
    const key = 't1-noshow';
    const id = ids.get(key)!;
    const before = await summary(admin);
    const hstOf = (d: DashboardSummary, h: string) => d.hostesses.find((x) => x.uuid === h)!;
    await t.deps.db.update(actions).set({ status: 'hst_cancelled' }).where(eq(actions.id, id));
    await t.deps.db.delete(actionUsers).where(eq(actionUsers.actionId, id));
    await t.deps.db.insert(actionUsers).values({ actionId: id, userId: f.users.hst3.id });
    const after = await summary(admin);
    expect(after.actions.noShow).toBe(before.actions.noShow - 1);
    expect(after.actions.hostessCancelled).toBe(before.actions.hostessCancelled + 1);
    expect(after.actions.planned).toBe(before.actions.planned);
    const was = hostessOfAction(specs.find((s) => s.key === key)!);
    expect(hstOf(after, was).noShow).toBe(hstOf(before, was).noShow - 1);
    expect(hstOf(after, f.users.hst3.id).hostessCancelled).toBe(
      hstOf(before, f.users.hst3.id).hostessCancelled + 1,
    );
    // Back as it was, for the tests after this one.
    await t.deps.db.update(actions).set({ status: 'accepted' }).where(eq(actions.id, id));
    await t.deps.db.delete(actionUsers).where(eq(actionUsers.actionId, id));
    await t.deps.db.insert(actionUsers).values({ actionId: id, userId: was });
    expect(await summary(admin)).toEqual(before);
  });

  it("shows a client its events' finished actions and their photos' list, never receipts", async () => {
    const list = await t.call<{
      actions: { uuid: string; status: { global: { ident: string } }; users: { lastname: string }[] }[];
    }>(
      'actionList',
      {
        actions: { since: '2025-03-01 00:00:00', until: '2025-03-31 23:59:59' },
        pagination: { limit: 100, offset: 0 },
      },
      { token: client },
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const expected = specs
      .filter((s) => s.territory === 't1' && s.status === 'finished' && inRange(s.since))
      .map((s) => ids.get(s.key));
    expect(list.body.data.actions.map((a) => a.uuid).sort()).toEqual([...expected].sort());
    const finished = ids.get('t1-on-time')!;
    expect(
      (
        await t.call(
          'fileList',
          { action: { uuid: finished }, pagination: { limit: 10, offset: 0 } },
          { token: client },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call(
          'fileList',
          { action: { uuid: ids.get('t2-on-time')! }, pagination: { limit: 10, offset: 0 } },
          { token: client },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'fileList',
          { action: { uuid: ids.get('t1-started')! }, pagination: { limit: 10, offset: 0 } },
          { token: client },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          'receiptList',
          { action: { uuid: finished }, pagination: { limit: 10, offset: 0 } },
          { token: client },
        )
      ).status,
    ).toBe(403);
  });

  it("counts the review of the range's finished actions: photos by decision and actions with signals", async () => {
    // Photos shown now on finished actions (start, end, receipt), each with a decision or none
    // (pending); signals on some actions. The finished action before the range counts nowhere.
    type Decision = 'accept' | 'retake' | 'reject' | null;
    const photos: { key: string; ident: 'start' | 'end' | 'receipt'; decision: Decision }[] = [
      { key: 't1-on-time', ident: 'start', decision: 'accept' },
      { key: 't1-on-time', ident: 'end', decision: 'retake' },
      { key: 't1-on-time', ident: 'receipt', decision: null },
      { key: 't1-late-full', ident: 'start', decision: 'reject' },
      { key: 't1-late-full', ident: 'end', decision: null },
      { key: 't2-on-time', ident: 'start', decision: 'accept' },
      { key: 't2-on-time', ident: 'end', decision: 'accept' },
      { key: 't2-on-time', ident: 'receipt', decision: 'retake' },
      { key: 'before', ident: 'start', decision: 'accept' },
    ];
    let n = 0;
    const fileOf = new Map<string, string>();
    for (const p of photos) {
      n += 1;
      const [file] = await t.deps.db
        .insert(storedFiles)
        .values({
          kind: p.ident,
          storageKey: `review-test/${n}.jpg`,
          contentType: 'image/jpeg',
          size: 1,
          sha256: String(n).padStart(64, '0'),
        })
        .returning({ id: storedFiles.id });
      const actionId = ids.get(p.key)!;
      fileOf.set(`${p.key}/${p.ident}`, file!.id);
      if (p.ident === 'receipt')
        await t.deps.db.insert(actionReceipts).values({ actionId, fileId: file!.id });
      else await t.deps.db.insert(actionFiles).values({ actionId, fileId: file!.id, ident: p.ident });
      if (p.decision)
        await t.deps.db
          .insert(photoReviews)
          .values({ fileId: file!.id, actionId, decision: p.decision, decidedAt: new Date() });
    }
    const signal = [{ kind: 'photo_time' as const, text: 'x' }];
    await t.deps.db.insert(actionSignals).values([
      { actionId: ids.get('t1-on-time')!, signals: signal, computedAt: new Date() },
      { actionId: ids.get('t1-late-full')!, signals: [], computedAt: new Date() },
      { actionId: ids.get('t2-late-early')!, signals: signal, computedAt: new Date() },
      { actionId: ids.get('before')!, signals: signal, computedAt: new Date() },
    ]);
    const inRange = (keys: string[]) => photos.filter((p) => keys.includes(p.key));
    const expected = (keys: string[], withSignals: number) => {
      const of = (d: Decision) => inRange(keys).filter((p) => p.decision === d).length;
      return {
        photos: { accepted: of('accept'), toFix: of('retake'), rejected: of('reject'), pending: of(null) },
        actionsWithSignals: withSignals,
      };
    };
    const all = ['t1-on-time', 't1-late-full', 't2-on-time'];
    expect((await summary(admin)).review).toEqual(expected(all, 2));
    expect((await summary(admin)).review.photos).toEqual({ accepted: 3, toFix: 2, rejected: 1, pending: 2 });
    // The ASM and the client (event e1) see territory t1's actions only.
    expect((await summary(asm1)).review).toEqual(expected(['t1-on-time', 't1-late-full'], 1));
    expect((await summary(client)).review).toEqual(expected(['t1-on-time', 't1-late-full'], 1));
    expect((await summary(admin, { territories: { uuids: [f.t2] } })).review).toEqual(
      expected(['t2-on-time'], 1),
    );

    // Kept as things change (ADR 0043). A retake's new photo replaces the one asked for: one fewer
    // to fix, one more pending.
    const [fresh] = await t.deps.db
      .insert(storedFiles)
      .values({
        kind: 'end',
        storageKey: 'review-test/retaken.jpg',
        contentType: 'image/jpeg',
        size: 1,
        sha256: 'f'.repeat(64),
      })
      .returning({ id: storedFiles.id });
    await t.deps.db
      .update(actionFiles)
      .set({ fileId: fresh!.id })
      .where(eq(actionFiles.fileId, fileOf.get('t1-on-time/end')!));
    expect((await summary(admin)).review.photos).toEqual({ accepted: 3, toFix: 1, rejected: 1, pending: 3 });
    // A decision changed, and one taken back.
    await t.deps.db
      .update(photoReviews)
      .set({ decision: 'accept' })
      .where(eq(photoReviews.fileId, fileOf.get('t1-late-full/start')!));
    await t.deps.db.delete(photoReviews).where(eq(photoReviews.fileId, fileOf.get('t2-on-time/end')!));
    expect((await summary(admin)).review.photos).toEqual({ accepted: 3, toFix: 1, rejected: 0, pending: 4 });
    // The signals cleared on one action, found on another.
    await t.deps.db
      .update(actionSignals)
      .set({ signals: [] })
      .where(eq(actionSignals.actionId, ids.get('t1-on-time')!));
    await t.deps.db
      .update(actionSignals)
      .set({ signals: signal })
      .where(eq(actionSignals.actionId, ids.get('t1-late-full')!));
    expect((await summary(admin)).review.actionsWithSignals).toBe(2);
    expect((await summary(asm1)).review.actionsWithSignals).toBe(1);
    // An action no longer finished leaves the figures with its photos; finished again, it is back.
    const reviewOf = async () => (await summary(admin)).review;
    const withAll = await reviewOf();
    const t2 = ids.get('t2-on-time')!;
    await t.deps.db.update(actions).set({ status: 'started' }).where(eq(actions.id, t2));
    expect((await reviewOf()).photos).toEqual({ accepted: 2, toFix: 0, rejected: 0, pending: 3 });
    await t.deps.db.update(actions).set({ status: 'finished' }).where(eq(actions.id, t2));
    expect(await reviewOf()).toEqual(withAll);
  });

  it('counts again set-based (kpi_refill, after a bulk load) exactly what the triggers counted', async () => {
    // Every rollup as the triggers left it (a row they brought back to zero is no count), beside
    // the same rollups after the set-based fill; the summary must not move either.
    const rollups = async () => {
      const out: Record<string, unknown[]> = {};
      for (const table of [
        'kpi_actions',
        'kpi_leads',
        'kpi_consents',
        'kpi_hostesses',
        'kpi_points',
        'kpi_reviews',
        'kpi_hostesses_daily',
        'kpi_points_daily',
      ]) {
        const rows = await t.deps.db.execute(sql.raw(`select * from ${table}`));
        out[table] = (rows.rows as Record<string, unknown>[])
          .filter((r) => Object.entries(r).some(([k, v]) => !KEY_COLUMNS.has(k) && Number(v) !== 0))
          .map((r) => JSON.stringify(Object.entries(r).sort(([a], [b]) => a.localeCompare(b))))
          .sort();
      }
      return out;
    };
    const before = await summary(admin);
    const byTriggers = await rollups();
    expect(byTriggers.kpi_leads!.length).toBeGreaterThan(0);
    expect(byTriggers.kpi_hostesses!.length).toBeGreaterThan(0);
    expect(byTriggers.kpi_reviews!.length).toBeGreaterThan(0);
    expect(byTriggers.kpi_points_daily!.length).toBeGreaterThan(0);
    await t.deps.db.execute(sql`select kpi_refill()`);
    expect(await rollups()).toEqual(byTriggers);
    expect(await summary(admin)).toEqual(before);
  });

  it('refuses a range that is not whole real days in order, or longer than a year', async () => {
    for (const body of [
      { since: '2025-02-30', until: '2025-03-01' },
      { since: '2025-03-02', until: '2025-03-01' },
      { since: '2024-01-01', until: '2025-03-01' },
      { since: '2025-03-01 10:00:00', until: '2025-03-02' },
    ]) {
      const r = await t.call('dashboardSummary', body, { token: admin });
      expect([r.status, r.body.data.error], JSON.stringify(body)).toEqual([400, 'E_VALIDATION']);
    }
  });
});
