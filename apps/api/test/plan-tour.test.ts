// Planning a whole tour (issue 32) through real HTTP: /plan/preview expands 10 points × 12 days on
// exactly the asked weekdays and hours, across the change to summer time; /plan/commit creates
// them with no hostess booked twice or beyond the weekly cap, 'all' saving nothing when one row
// is refused and 'skip' keeping the rest; /action/bulk changes the rows that pass and refuses the
// ones that clash or lie outside the caller's territories; a plan over 2000 actions is a 400.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, actionUsers } from '../src/db/schema/actions';
import { events, eventTerritories } from '../src/db/schema/events';
import { eventPoints, points } from '../src/db/schema/points';
import { users, userTerritories } from '../src/db/schema/users';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

type PreviewAction = {
  point: { uuid: string };
  since: { date: string };
  until: { date: string };
  name: string;
  user: { uuid: string } | null;
  why: string;
};
type Preview = { actions: PreviewAction[]; stats: { total: number; staffed: number; km: number } };
type Commit = {
  created: { uuid: string; ident: string }[];
  refused: { index: number; error: string; text: string }[];
};
type Bulk = { results: { uuid: string; ok: boolean; error?: string; text?: string }[] };

/** Monday, Wednesday, Friday and Saturday, 15 March to 3 April 2027: 12 days, summer time from 28 March. */
const HOURS = {
  '1': { start: '14:00', end: '20:00' },
  '3': { start: '14:00', end: '20:00' },
  '5': { start: '10:00', end: '16:00' },
  '6': { start: '12:00', end: '18:00' },
} as const;
const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe.each(BACKENDS)('tour planning on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let asm1: string;
  let eventId: string;
  let pointIds: string[];
  let hostessIds: string[];
  beforeAll(async () => {
    t = await startTestApp(backend, { env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' } });
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    asm1 = await t.login('asm1@fixture.test');
    const db = t.deps.db;
    const [e] = await db
      .insert(events)
      .values({
        ident: 'EV-TOUR',
        name: 'Glo Hyper Tour',
        since: new Date('2027-01-01T00:00:00Z'),
        until: new Date('2027-12-31T00:00:00Z'),
      })
      .returning({ id: events.id });
    eventId = e!.id;
    await db.insert(eventTerritories).values({ eventId, territoryId: f.t1 });
    const towns = ['Gdańsk', 'Gdynia', 'Sopot', 'Elbląg', 'Słupsk'];
    const rows = await db
      .insert(points)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          ident: `P-TOUR-${i + 1}`,
          name: `Sklep ${i + 1}`,
          streetAddress: 'Główna',
          streetNumber: String(i + 1),
          cityName: towns[i % towns.length]!,
          lat: 54.0 + (i % 5) * 0.12,
          lng: 18.2 + Math.floor(i / 5) * 0.3,
          territoryId: f.t1,
        })),
      )
      .returning({ id: points.id });
    pointIds = rows.map((r) => r.id);
    await db.insert(eventPoints).values(pointIds.map((pointId) => ({ eventId, pointId })));
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          ident: `U-TOUR-${i + 1}`,
          role: 'HST' as const,
          email: `tour${i + 1}@fixture.test`,
          passwordHash: 'x',
          firstname: `Hostessa${i + 1}`,
          lastname: `Trasa${i + 1}`,
        })),
      )
      .returning({ id: users.id });
    await db.insert(userTerritories).values(people.map((p) => ({ userId: p.id, territoryId: f.t1 })));
    hostessIds = [...people.map((p) => p.id), f.users.hst1.id, f.users.hst3.id];
  });
  afterAll(() => t?.close());

  const plan = (extra: Record<string, unknown> = {}) => ({
    event: { uuid: eventId },
    points: pointIds.map((uuid) => ({ uuid })),
    dates: { since: '2027-03-15', until: '2027-04-03', weekdays: [1, 3, 5, 6] },
    hours: HOURS,
    type: { ident: 'Standard' },
    name: '{event} – {miasto}',
    ...extra,
  });
  const preview = (body: Record<string, unknown>) => t.call<Preview>('planPreview', body, { token: asm1 });

  /** An action of the fixture's event at P-1 for one hostess, made through the wizard's create. */
  async function book(user: string, since: string, until: string) {
    const r = await t.call<{ uuid: string }>(
      'actionCreate',
      {
        action: {
          name: 'Zapisana wcześniej',
          type: { ident: 'Standard' },
          event: { uuid: f.events.e1 },
          actionPoints: [{ point: { uuid: f.points.p1 } }],
          users: [{ uuid: user }],
          since: { date: since },
          until: { date: until },
        },
      },
      { token: asm1 },
    );
    expect(r.status).toBe(200);
    return r.body.data.uuid;
  }

  /** Every pair of one hostess's booking actions among `ids` that overlap. */
  async function doubleBookings(ids: string[]) {
    const rows = await t.deps.db
      .select({ userId: actionUsers.userId, since: actions.since, until: actions.until })
      .from(actionUsers)
      .innerJoin(actions, eq(actions.id, actionUsers.actionId))
      .where(and(inArray(actionUsers.userId, ids), inArray(actions.status, ['editable', 'accepted'])));
    const out: string[] = [];
    rows.forEach((a, i) => {
      for (const b of rows.slice(i + 1))
        if (a.userId === b.userId && a.since! < b.until! && b.since! < a.until!) out.push(a.userId);
    });
    return out;
  }

  it('previews 10 points × 12 days on exactly the asked weekdays and wall-clock hours, DST included', async () => {
    const r = await preview({ plan: plan() });
    expect(r.status).toBe(200);
    const list = r.body.data.actions;
    expect(list).toHaveLength(120);
    expect(r.body.data.stats.total).toBe(120);
    const dates = [...new Set(list.map((a) => a.since.date.slice(0, 10)))];
    expect(dates).toHaveLength(12);
    expect(dates).toContain('2027-03-27');
    expect(dates).toContain('2027-03-29');
    for (const a of list) {
      const date = a.since.date.slice(0, 10);
      const h = HOURS[String(weekdayOf(date)) as keyof typeof HOURS];
      expect(h, date).toBeDefined();
      expect(a.since.date).toBe(`${date} ${h.start}:00`);
      expect(a.until.date).toBe(`${date} ${h.end}:00`);
      expect(a.name).toMatch(/^Glo Hyper Tour – (Gdańsk|Gdynia|Sopot|Elbląg|Słupsk)$/);
      expect(a.why).not.toBe('');
    }
    // 10 hostesses, at most 5 a week, one action a day each: 10 a day of 10 points, capped weekly.
    expect(r.body.data.stats.staffed).toBeGreaterThan(60);
    const unstaffed = list.find((a) => !a.user);
    if (unstaffed) expect(unstaffed.why).toMatch(/^bez personelu/);
    // Per hostess and ISO week, at most PLAN_MAX_ACTIONS_PER_WEEK (5).
    const perWeek = new Map<string, number>();
    for (const a of list) {
      if (!a.user) continue;
      const d = new Date(`${a.since.date.slice(0, 10)}T00:00:00Z`);
      const monday = new Date(d.getTime() - (weekdayOf(a.since.date.slice(0, 10)) - 1) * 86_400_000);
      const key = `${a.user.uuid}/${monday.toISOString().slice(0, 10)}`;
      perWeek.set(key, (perWeek.get(key) ?? 0) + 1);
    }
    expect(Math.max(...perWeek.values())).toBeLessThanOrEqual(5);
  });

  it("commits all or nothing: one clashing row undoes an 'all' plan, 'skip' keeps the rest", async () => {
    const r = await preview({ plan: plan() });
    const list = r.body.data.actions.map(({ point, since, until, user }) => ({ point, since, until, user }));
    // Book the hostess of the first staffed action elsewhere at that hour, after the preview.
    const k = list.findIndex((a) => a.user);
    await book(list[k]!.user!.uuid, list[k]!.since.date, list[k]!.until.date);
    const countTour = async () =>
      (await t.deps.db.select({ id: actions.id }).from(actions).where(eq(actions.eventId, eventId))).length;

    const all = await t.call<Commit>(
      'planCommit',
      { plan: plan(), actions: list, status: 'editable', mode: 'all' },
      { token: asm1 },
    );
    expect(all.status).toBe(200);
    expect(all.body.data.created).toEqual([]);
    expect(all.body.data.refused).toEqual([{ index: k, error: 'E_HOSTESS_BUSY', text: expect.any(String) }]);
    expect(await countTour()).toBe(0);

    const skip = await t.call<Commit>(
      'planCommit',
      { plan: plan(), actions: list, status: 'editable', mode: 'skip' },
      { token: asm1 },
    );
    expect(skip.status).toBe(200);
    expect(skip.body.data.refused.map((x) => x.index)).toEqual([k]);
    expect(skip.body.data.refused[0]!.text).toContain('koliduje');
    expect(skip.body.data.created).toHaveLength(119);
    expect(await countTour()).toBe(119);
    expect(await doubleBookings(hostessIds)).toEqual([]);

    // The wall clock was kept across the change of time: 14:00 is 13:00 UTC in winter, 12:00 in summer.
    const rows = await t.deps.db
      .select({ since: actions.since })
      .from(actions)
      .where(eq(actions.eventId, eventId));
    const utcHours = (date: string) =>
      rows.filter((x) => x.since!.toISOString().startsWith(date)).map((x) => x.since!.getUTCHours());
    expect(new Set(utcHours('2027-03-15'))).toEqual(new Set([13]));
    expect(new Set(utcHours('2027-03-29'))).toEqual(new Set([12]));

    // A second commit of the same plan: every staffed row now clashes with the first.
    const again = await t.call<Commit>(
      'planCommit',
      { plan: plan(), actions: list.slice(0, 20), status: 'editable', mode: 'skip' },
      { token: asm1 },
    );
    const staffed = list.slice(0, 20).filter((a) => a.user).length;
    expect(again.body.data.refused.filter((x) => x.error === 'E_HOSTESS_BUSY')).toHaveLength(staffed);
    expect(await doubleBookings(hostessIds)).toEqual([]);
  }, 180_000);

  it('creates accepted actions only when complete: a row without a hostess is refused', async () => {
    const small = plan({ points: [{ uuid: pointIds[0] }], dates: ['2027-05-03', '2027-05-05'] });
    const rows = [
      {
        point: { uuid: pointIds[0]! },
        since: { date: '2027-05-03 14:00:00' },
        until: { date: '2027-05-03 20:00:00' },
        user: { uuid: hostessIds[0]! },
      },
      {
        point: { uuid: pointIds[0]! },
        since: { date: '2027-05-05 14:00:00' },
        until: { date: '2027-05-05 20:00:00' },
        user: null,
      },
    ];
    const r = await t.call<Commit>(
      'planCommit',
      { plan: small, actions: rows, status: 'accepted', mode: 'skip' },
      { token: asm1 },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.created).toHaveLength(1);
    expect(r.body.data.refused).toMatchObject([{ index: 1, error: 'E_EMPTY_VALUE' }]);
    const [row] = await t.deps.db
      .select({ status: actions.status })
      .from(actions)
      .where(eq(actions.id, r.body.data.created[0]!.uuid));
    expect(row!.status).toBe('accepted');
  });

  it('refuses a plan over 2000 actions, a point of another territory, and hours that end before they start', async () => {
    const big = await preview({
      plan: plan({ dates: { since: '2027-01-01', until: '2027-12-31', weekdays: [1, 2, 3, 4, 5, 6, 7] } }),
    });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain('najwyżej 2000 akcji');
    const elsewhere = await preview({ plan: plan({ points: [{ uuid: f.points.p2 }] }) });
    expect(elsewhere.status).toBe(403);
    const backwards = await preview({ plan: plan({ hours: { start: '20:00', end: '14:00' } }) });
    expect(backwards.status).toBe(400);
    const noHours = await preview({ plan: plan({ hours: { '1': HOURS['1'] } }) });
    expect(noHours.status).toBe(400);
  });

  it("keeps the coordinator's fixed choice when planning again", async () => {
    const first = await preview({ plan: plan({ dates: ['2027-06-07'] }) });
    const other = hostessIds.find((h) => h !== first.body.data.actions[0]!.user!.uuid)!;
    // 'Przydziel ponownie' with another hostess for action 0, and nobody for action 1.
    const again = await preview({
      plan: plan({ dates: ['2027-06-07'] }),
      fixed: [
        { index: 0, user: { uuid: other } },
        { index: 1, user: null },
      ],
    });
    expect(again.status).toBe(200);
    expect(again.body.data.actions[0]!.user?.uuid).toBe(other);
    expect(again.body.data.actions[0]!.why).toContain('wybrana przez koordynatora');
    expect(again.body.data.actions[1]!.user).toBeNull();
    const foreign = await preview({
      plan: plan({ dates: ['2027-06-07'] }),
      fixed: [{ index: 0, user: { uuid: f.users.hst2.id } }],
    });
    expect(foreign.status).toBe(400);
  });

  it('bulk: refuses the rows that clash or lie elsewhere and changes the others, on the wall clock', async () => {
    const [h1, h2, h3] = hostessIds.slice(5, 8) as [string, string, string];
    // a moved a day onto b (same hostess) clashes; c crosses the change of time; d is someone else's.
    const a = await book(h1, '2027-08-09 10:00:00', '2027-08-09 12:00:00');
    await book(h1, '2027-08-10 10:00:00', '2027-08-10 12:00:00');
    const c = await book(h2, '2027-10-30 14:00:00', '2027-10-30 20:00:00');
    const r = await t.call<Bulk>(
      'actionBulk',
      { actions: { uuids: [a, c, f.actions.editable2] }, set: { shift: { days: 1, minutes: 30 } } },
      { token: asm1 },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.results).toMatchObject([
      { uuid: a, ok: false, error: 'E_HOSTESS_BUSY' },
      { uuid: c, ok: true },
      { uuid: f.actions.editable2, ok: false, error: 'E_FORBIDDEN' },
    ]);
    const list = await t.call<{
      actions: { uuid: string; since: { date: string }; until: { date: string } }[];
    }>(
      'actionList',
      { actions: { since: '2027-08-01', until: '2027-11-30' }, pagination: { limit: 100, offset: 0 } },
      { token: asm1 },
    );
    const byId = new Map(list.body.data.actions.map((x) => [x.uuid, x]));
    expect(byId.get(a)!.since.date).toBe('2027-08-09 10:00:00');
    // 31 October 2027 is the return to winter time: the wall clock moves, not the instant.
    expect(byId.get(c)!.since.date).toBe('2027-10-31 14:30:00');
    expect(byId.get(c)!.until.date).toBe('2027-10-31 20:30:00');

    const status = await t.call<Bulk>(
      'actionBulk',
      { actions: { uuids: [a, c] }, set: { status: { ident: 'cancelled' }, user: { uuid: h3 } } },
      { token: asm1 },
    );
    expect(status.body.data.results.every((x) => x.ok)).toBe(true);
    const rows = await t.deps.db
      .select({ id: actions.id, status: actions.status, userId: actionUsers.userId })
      .from(actions)
      .innerJoin(actionUsers, eq(actionUsers.actionId, actions.id))
      .where(inArray(actions.id, [a, c]));
    expect(rows.map((x) => [x.status, x.userId])).toEqual([
      ['cancelled', h3],
      ['cancelled', h3],
    ]);
    const nothing = await t.call('actionBulk', { actions: { uuids: [a] }, set: {} }, { token: asm1 });
    expect(nothing.status).toBe(400);
  });
  it('saves a template, lists it to its territory only, and applies it to a new range, eligibility anew', async () => {
    const shape = {
      event: { uuid: eventId },
      points: pointIds.slice(0, 3).map((uuid) => ({ uuid })),
      weekdays: [2, 4],
      hours: { start: '15:00', end: '19:00' },
      type: { ident: 'Standard' },
      name: '{event} – {punkt}',
    };
    const saved = await t.call<{ uuid: string; name: string }>(
      'planTemplateSave',
      { template: { name: 'Czwartki i wtorki', plan: shape } },
      { token: asm1 },
    );
    expect(saved.status).toBe(200);
    const asm2 = await t.login('asm2@fixture.test');
    const mine = await t.call<{ uuid: string }[]>('planTemplateList', {}, { token: asm1 });
    const theirs = await t.call<{ uuid: string }[]>('planTemplateList', {}, { token: asm2 });
    expect(mine.body.data.map((x) => x.uuid)).toContain(saved.body.data.uuid);
    expect(theirs.body.data.map((x) => x.uuid)).not.toContain(saved.body.data.uuid);
    const foreign = await t.call(
      'planTemplateApply',
      { template: { uuid: saved.body.data.uuid }, dates: { since: '2027-09-06', until: '2027-09-12' } },
      { token: asm2 },
    );
    expect(foreign.status).toBe(403);
    // One of the hostesses is booked on the Tuesday: the applied plan does not propose her there.
    const busy = hostessIds[0]!;
    await book(busy, '2027-09-07 14:00:00', '2027-09-07 20:00:00');
    const applied = await t.call<Preview & { plan: { dates: unknown } }>(
      'planTemplateApply',
      { template: { uuid: saved.body.data.uuid }, dates: { since: '2027-09-06', until: '2027-09-12' } },
      { token: asm1 },
    );
    expect(applied.status).toBe(200);
    expect(applied.body.data.plan.dates).toEqual({
      since: '2027-09-06',
      until: '2027-09-12',
      weekdays: [2, 4],
    });
    const list = applied.body.data.actions;
    expect(list).toHaveLength(6);
    expect(new Set(list.map((a) => a.since.date))).toEqual(
      new Set(['2027-09-07 15:00:00', '2027-09-09 15:00:00']),
    );
    expect(list.filter((a) => a.since.date.startsWith('2027-09-07')).map((a) => a.user?.uuid)).not.toContain(
      busy,
    );
    expect(list[0]!.name).toBe('Glo Hyper Tour – Sklep 1');
    const noHours = await t.call(
      'planTemplateSave',
      {
        template: {
          name: 'Bez godzin',
          plan: { ...shape, hours: { '2': { start: '15:00', end: '19:00' } } },
        },
      },
      { token: asm1 },
    );
    expect(noHours.status).toBe(400);
  });
  it.runIf(backend === 'postgres')(
    'books nobody twice when two coordinators commit overlapping plans at once',
    async () => {
      const hsadm1 = await t.login('hsadm1@fixture.test');
      // Two plans of the same two days, the same hostesses in opposite orders: each row of one
      // clashes with a row of the other.
      const rows = (order: string[]) =>
        ['2027-11-02', '2027-11-03'].flatMap((date) =>
          order.map((user, i) => ({
            point: { uuid: pointIds[i]! },
            since: { date: `${date} 10:00:00` },
            until: { date: `${date} 16:00:00` },
            user: { uuid: user },
          })),
        );
      const two = hostessIds.slice(0, 2);
      const body = (order: string[]) => ({
        plan: plan({
          points: pointIds.slice(0, 2).map((uuid) => ({ uuid })),
          dates: ['2027-11-02', '2027-11-03'],
          hours: { start: '10:00', end: '16:00' },
        }),
        actions: rows(order),
        status: 'editable',
        mode: 'skip',
      });
      const answers = await Promise.all([
        t.call<Commit>('planCommit', body(two), { token: asm1 }),
        t.call<Commit>('planCommit', body([...two].reverse()), { token: hsadm1 }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const created = answers.flatMap((a) => a.body.data.created);
      expect(created).toHaveLength(4);
      expect(await doubleBookings(hostessIds)).toEqual([]);
    },
  );
});
