// Long (over 300 lines) on purpose: each back-office call family shares one seeded server per backend.
// The back-office calls: personnel, territories, events, points and actions, each with success,
// validation failure and the other-territory refusal (roles and missing sessions: matrix.test.ts).
import type { Action } from '@tourplanner/domain/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { points } from '../src/db/schema/points';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('back office on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let admin: string;
  let asm1: string;
  let asm2: string;
  let hsadm1: string;
  let hst1: string;
  const day = dayOf(new Date());
  const range = { since: `${day} 00:00:00`, until: `${day} 23:59:59` };
  beforeAll(async () => {
    t = await startTestApp(backend, { env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' } });
    f = await seedFixture(t.deps.db, day);
    const tokens = await Promise.all(
      ['admin', 'asm1', 'asm2', 'hsadm1', 'hst1'].map((u) => t.login(`${u}@fixture.test`)),
    );
    [admin, asm1, asm2, hsadm1, hst1] = tokens as [string, string, string, string, string];
  });
  afterAll(() => t?.close());

  describe('/user/list', () => {
    it('lists the personnel of the caller’s territory with availability and actions', async () => {
      const r = await t.call<
        { uuid: string; role: { uuid: string }; availability: unknown[]; actions: unknown[] }[]
      >(
        'userList',
        {
          pagination: { page: 0, pageSize: 1000 },
          territory: { uuid: f.t1 },
          availability: range,
          role: { uuid: 'HST' },
        },
        { token: asm1 },
      );
      expect(r.status).toBe(200);
      expect(r.body.data.map((u) => u.uuid).sort()).toEqual([f.users.hst1.id, f.users.hst3.id].sort());
      const h1 = r.body.data.find((u) => u.uuid === f.users.hst1.id)!;
      expect(h1.availability).toHaveLength(1);
      expect(h1.actions.length).toBeGreaterThanOrEqual(3);
    });
    it('answers the people alone, without availability and actions, when asked withSchedule false', async () => {
      type Person = { uuid: string; firstname: string; availability: unknown[]; actions: unknown[] };
      const body = {
        pagination: { page: 0, pageSize: 1000 },
        territory: { uuid: f.t1 },
        role: { uuid: 'HST' },
      };
      const people = await t.call<Person[]>(
        'userList',
        { ...body, availability: range, withSchedule: false },
        { token: asm1 },
      );
      expect(people.status).toBe(200);
      expect(people.body.data.map((u) => u.uuid).sort()).toEqual([f.users.hst1.id, f.users.hst3.id].sort());
      const h1 = people.body.data.find((u) => u.uuid === f.users.hst1.id)!;
      expect(h1.firstname).toBeTruthy();
      expect(h1.availability).toEqual([]);
      expect(h1.actions).toEqual([]);
      // Asked with it, or as the original apps ask (without the flag), the schedule comes.
      for (const withSchedule of [true, undefined]) {
        const full = await t.call<Person[]>(
          'userList',
          { ...body, availability: range, withSchedule },
          { token: asm1 },
        );
        const h = full.body.data.find((u) => u.uuid === f.users.hst1.id)!;
        expect(h.availability).toHaveLength(1);
        expect(h.actions.length).toBeGreaterThanOrEqual(3);
      }
      const bad = await t.call('userList', { ...body, withSchedule: 'no' }, { token: asm1 });
      expect(bad.status).toBe(400);
      expect(bad.body.data.fields?.[0]?.path).toBe('withSchedule');
    });
    it('limits an ASM to their territories; ADMIN sees everyone', async () => {
      const mine = await t.call<{ uuid: string }[]>(
        'userList',
        { pagination: { page: 0, pageSize: 1000 } },
        { token: asm2 },
      );
      expect(mine.body.data.map((u) => u.uuid)).not.toContain(f.users.hst1.id);
      const all = await t.call<unknown[]>(
        'userList',
        { pagination: { page: 0, pageSize: 1000 } },
        { token: admin },
      );
      expect(all.body.data).toHaveLength(7);
      const paged = await t.call<unknown[]>(
        'userList',
        { pagination: { page: 1, pageSize: 5 } },
        { token: admin },
      );
      expect(paged.body.data).toHaveLength(2);
    });
    it('refuses another territory and a bad body', async () => {
      const other = await t.call(
        'userList',
        { pagination: { page: 0, pageSize: 10 }, territory: { uuids: [f.t2] } },
        { token: asm1 },
      );
      expect(other.status).toBe(403);
      const bad = await t.call('userList', { pagination: { page: 0, pageSize: 5000 } }, { token: asm1 });
      expect(bad.status).toBe(400);
      expect(bad.body.data.fields?.[0]?.path).toBe('pagination.pageSize');
    });
  });

  describe('/territory/list', () => {
    it('answers the caller’s territories (ADMIN: all)', async () => {
      const mine = await t.call<{ uuid: string; ident: string }[]>(
        'territoryList',
        { pagination: { page: 0, pageSize: 500 } },
        { token: hsadm1 },
      );
      expect(mine.body.data).toEqual([{ uuid: f.t1, ident: 'T-NORTH' }]);
      const all = await t.call<unknown[]>(
        'territoryList',
        { pagination: { page: 0, pageSize: 500 } },
        { token: admin },
      );
      expect(all.body.data).toHaveLength(2);
      expect((await t.call('territoryList', {}, { token: admin })).status).toBe(400);
    });
  });

  describe('/event/*', () => {
    it('lists events in reach, optionally overlapping a range', async () => {
      const r = await t.call<{ uuid: string; territory: { uuid: string }[] }[]>(
        'eventList',
        { pagination: { page: 0, pageSize: 500 } },
        { token: asm1 },
      );
      expect(r.body.data.map((e) => e.uuid)).toEqual([f.events.e1]);
      const future = await t.call<unknown[]>(
        'eventList',
        {
          pagination: { page: 0, pageSize: 500 },
          since: '2099-01-01 00:00:00',
          until: '2099-01-08 00:00:00',
        },
        { token: admin },
      );
      expect(future.body.data).toHaveLength(0);
      expect(
        (
          await t.call(
            'eventList',
            { pagination: { page: 0, pageSize: 500 }, since: 'jutro' },
            { token: admin },
          )
        ).status,
      ).toBe(400);
      const impossible = await t.call(
        'eventList',
        { pagination: { page: 0, pageSize: 500 }, since: '2026-02-30 00:00:00' },
        { token: admin },
      );
      expect(impossible.status).toBe(400);
    });
    it('creates and updates an event (ADMIN); refuses a duplicate id and a reversed range', async () => {
      const event = {
        ident: `Nowy event ${day}`,
        name: 'Nowy event',
        since: { date: `${day} 00:00:00` },
        until: { date: `${day} 23:59:59` },
        territory: [{ uuid: f.t1 }, { uuid: f.t2, trash: true }],
      };
      const c = await t.call<{ uuid: string; territory: { uuid: string }[]; new: boolean }>(
        'eventCreate',
        { event },
        { token: admin },
      );
      expect(c.status).toBe(200);
      expect(c.body.data.territory.map((x) => x.uuid)).toEqual([f.t1]);
      const dup = await t.call('eventCreate', { event }, { token: admin });
      expect([dup.status, dup.body.data.error]).toEqual([409, 'E_CONFLICT']);
      const reversed = await t.call(
        'eventCreate',
        {
          event: {
            ...event,
            ident: 'x',
            until: { date: `${day} 00:00:00` },
            since: { date: `${day} 10:00:00` },
          },
        },
        { token: admin },
      );
      expect(reversed.status).toBe(400);
      const u = await t.call<{ name: string; territory: unknown[] }>(
        'eventUpdate',
        { event: { ...event, uuid: c.body.data.uuid, name: 'Zmieniony', territory: [] } },
        { token: admin },
      );
      expect(u.body.data.name).toBe('Zmieniony');
      expect(u.body.data.territory).toEqual([]);
      const missing = await t.call(
        'eventUpdate',
        { event: { ...event, uuid: '00000000-0000-4000-8000-000000000000' } },
        { token: admin },
      );
      expect(missing.status).toBe(404);
      expect((await t.call('eventCreate', { event: { ...event, name: '' } }, { token: admin })).status).toBe(
        400,
      );
    });
  });

  describe('/point/list', () => {
    it('lists the points of an event and territory, with a broken address kept as it is', async () => {
      await t.deps.db.update(points).set({ chain: 'Ruch' }).where(eq(points.id, f.points.p1));
      const r = await t.call<
        { uuid: string; name: string | null; chain: string | null; address: { cityName: string | null } }[]
      >(
        'pointList',
        { pagination: { page: 0, pageSize: 1000 }, event: { uuid: f.events.e1 }, territory: { uuid: f.t1 } },
        { token: asm1 },
      );
      expect(r.body.data.map((p) => p.uuid).sort()).toEqual([f.points.p1, f.points.p3broken].sort());
      const broken = r.body.data.find((p) => p.uuid === f.points.p3broken)!;
      expect([broken.name, broken.address.cityName]).toEqual([null, null]);
      // With its chain (an addition to the SPEC's point): the planner shows it in its rows.
      expect(r.body.data.find((p) => p.uuid === f.points.p1)?.chain).toBe('Ruch');
      expect(broken).toHaveProperty('chain', null);
    });
    it('refuses another territory and a bad body', async () => {
      const r = await t.call(
        'pointList',
        { pagination: { page: 0, pageSize: 1000 }, territory: { uuid: f.t2 } },
        { token: asm1 },
      );
      expect(r.status).toBe(403);
      const unscoped = await t.call<{ uuid: string }[]>(
        'pointList',
        { pagination: { page: 0, pageSize: 1000 } },
        { token: asm1 },
      );
      expect(unscoped.body.data.map((p) => p.uuid)).not.toContain(f.points.p2);
      expect(
        (await t.call('pointList', { pagination: { page: -1, pageSize: 10 } }, { token: asm1 })).status,
      ).toBe(400);
    });
  });

  describe('/action/*', () => {
    const input = () => ({
      name: 'Degustacja Velo',
      type: { ident: 'Standard' },
      event: { uuid: f.events.e1 },
      territory: { uuid: f.t1 },
      area: { uuid: f.a1 },
      since: { date: `${day} 10:00:00` },
      until: { date: `${day} 16:00:00` },
      actionPoints: [{ point: { uuid: f.points.p1 } }, { point: { uuid: f.points.p3broken }, trash: true }],
      // Nobody: hst1 is booked this day (fixture), and the many actions made here would clash.
      users: [] as { uuid: string }[],
    });

    it('creates an action with a generated ident and the list fields', async () => {
      const r = await t.call<Action>(
        'actionCreate',
        { action: { ...input(), users: [{ uuid: f.users.hst3.id }] } },
        { token: asm1 },
      );
      expect(r.status).toBe(200);
      const a = r.body.data;
      expect(a.ident).toMatch(/^AK-\d{6}$/);
      expect(a.status.global.ident).toBe('editable');
      expect(a.since?.date).toBe(`${day} 10:00:00`);
      expect([a.date, a.timestart, a.timeend]).toEqual([day, '10:00', '16:00']);
      expect(a.actionPoints.map((p) => p.point.uuid)).toEqual([f.points.p1]);
      expect(a.users.map((u) => u.uuid)).toEqual([f.users.hst3.id]);
    });

    it('refuses bad input: unknown point, two points on a Standard action, reversed times, a non-hostess', async () => {
      const unknown = await t.call(
        'actionCreate',
        {
          action: { ...input(), actionPoints: [{ point: { uuid: '00000000-0000-4000-8000-000000000000' } }] },
        },
        { token: asm1 },
      );
      expect([unknown.status, unknown.body.data.error]).toEqual([404, 'E_ACTION_POINT_NOT_FOUND']);
      const two = await t.call(
        'actionCreate',
        {
          action: {
            ...input(),
            actionPoints: [{ point: { uuid: f.points.p1 } }, { point: { uuid: f.points.p3broken } }],
          },
        },
        { token: asm1 },
      );
      expect(two.status).toBe(400);
      const horeca = await t.call(
        'actionCreate',
        {
          action: {
            ...input(),
            type: { ident: 'Horeca' },
            actionPoints: [{ point: { uuid: f.points.p1 } }, { point: { uuid: f.points.p3broken } }],
          },
        },
        { token: asm1 },
      );
      expect(horeca.status).toBe(200);
      const reversed = await t.call(
        'actionCreate',
        { action: { ...input(), until: { date: `${day} 09:00:00` } } },
        { token: asm1 },
      );
      expect(reversed.status).toBe(400);
      const badDate = await t.call(
        'actionCreate',
        { action: { ...input(), since: { date: '2026-02-31 10:00:00' } } },
        { token: asm1 },
      );
      expect(badDate.body.data.error).toBe('E_VALIDATION');
      const notHst = await t.call(
        'actionCreate',
        { action: { ...input(), users: [{ uuid: f.users.asm1.id }] } },
        { token: asm1 },
      );
      expect(notHst.status).toBe(400);
      expect((await t.call('actionCreate', { action: { name: 'x' } }, { token: asm1 })).status).toBe(400);
    });

    it('refuses another territory: its territory, its point, its hostess', async () => {
      const terr = await t.call(
        'actionCreate',
        { action: { ...input(), territory: { uuid: f.t2 }, area: null } },
        { token: asm1 },
      );
      expect(terr.status).toBe(403);
      const pt = await t.call(
        'actionCreate',
        { action: { ...input(), actionPoints: [{ point: { uuid: f.points.p2 } }] } },
        { token: asm1 },
      );
      expect(pt.status).toBe(403);
      const event = await t.call(
        'actionCreate',
        { action: { ...input(), event: { uuid: f.events.e2 } } },
        { token: asm1 },
      );
      expect([event.status, event.body.data.fields?.[0]?.path]).toEqual([400, 'action.event']);
      const hst = await t.call(
        'actionCreate',
        { action: { ...input(), users: [{ uuid: f.users.hst2.id }] } },
        { token: asm1 },
      );
      expect(hst.status).toBe(403);
    });

    it('lets an ASM edit an action of her territory that keeps a hostess ADMIN assigned from elsewhere, but not add one', async () => {
      // Another day than the list tests look at.
      const later = () => ({
        ...input(),
        since: { date: '2030-01-10 10:00:00' },
        until: { date: '2030-01-10 16:00:00' },
      });
      const made = await t.call<Action>(
        'actionCreate',
        { action: { ...later(), users: [{ uuid: f.users.hst2.id }] } },
        { token: admin },
      );
      expect(made.status).toBe(200);
      const kept = await t.call<Action>(
        'actionUpdate',
        {
          action: {
            ...later(),
            uuid: made.body.data.uuid,
            name: 'Nowa nazwa',
            users: [{ uuid: f.users.hst2.id }],
          },
        },
        { token: asm1 },
      );
      expect(kept.status).toBe(200);
      expect(kept.body.data.name).toBe('Nowa nazwa');
      const other = await t.call<Action>('actionCreate', { action: later() }, { token: asm1 });
      const added = await t.call(
        'actionUpdate',
        { action: { ...later(), uuid: other.body.data.uuid, users: [{ uuid: f.users.hst2.id }] } },
        { token: asm1 },
      );
      expect(added.status).toBe(403);
    });

    it("refuses a point that is not the event's or the action territory's, naming the field", async () => {
      // P-4: in the action's territory, but not among the points event EV-1 runs at.
      const [p4] = await t.deps.db
        .insert(points)
        .values({ ident: 'P-4', name: 'Biedronka Morska', cityName: 'Gdynia', territoryId: f.t1 })
        .returning({ id: points.id });
      const notEvents = await t.call(
        'actionCreate',
        { action: { ...input(), actionPoints: [{ point: { uuid: p4!.id } }] } },
        { token: asm1 },
      );
      expect([notEvents.status, notEvents.body.data.error]).toEqual([400, 'E_ACTION_POINT_MISMATCH']);
      expect(notEvents.body.data.fields?.map((x) => x.path)).toEqual(['action.actionPoints']);
      // The same on an edit, and for one of a Horeca action's points.
      const edited = await t.call(
        'actionUpdate',
        {
          action: {
            ...input(),
            uuid: f.actions.editable1,
            type: { ident: 'Horeca' },
            actionPoints: [{ point: { uuid: f.points.p1 } }, { point: { uuid: p4!.id } }],
          },
        },
        { token: asm1 },
      );
      expect([edited.status, edited.body.data.error]).toEqual([400, 'E_ACTION_POINT_MISMATCH']);
      // ADMIN reaches every territory, but an action's point lies in the action's territory.
      const otherTerritory = await t.call(
        'actionCreate',
        { action: { ...input(), event: null, actionPoints: [{ point: { uuid: f.points.p2 } }] } },
        { token: admin },
      );
      expect([otherTerritory.status, otherTerritory.body.data.error]).toEqual([
        400,
        'E_ACTION_POINT_MISMATCH',
      ]);
      // The wizard is offered exactly the points the server accepts.
      const offered = await t.call<{ uuid: string }[]>(
        'pointList',
        { pagination: { page: 0, pageSize: 1000 }, event: { uuid: f.events.e1 }, territory: { uuid: f.t1 } },
        { token: asm1 },
      );
      expect(offered.body.data.map((p) => p.uuid)).not.toContain(p4!.id);
      // No point at all, or no event to hold it to, is not a mismatch.
      const noEvent = await t.call<Action>(
        'actionCreate',
        { action: { ...input(), event: null, actionPoints: [{ point: { uuid: p4!.id } }] } },
        { token: asm1 },
      );
      expect(noEvent.status).toBe(200);
    });

    it('lets an event with no points of its own run at every point of its territories', async () => {
      // An event made in the back office (/event/create has no points): without this its location
      // step would be empty and no action of it could ever get a point.
      const created = await t.call<{ uuid: string }>(
        'eventCreate',
        {
          event: {
            ident: `Event bez punktów ${day}`,
            name: 'Event bez punktów',
            since: { date: `${day} 00:00:00` },
            until: { date: `${day} 23:59:59` },
            territory: [{ uuid: f.t1 }],
          },
        },
        { token: admin },
      );
      const event = { uuid: created.body.data.uuid };
      const offered = await t.call<{ uuid: string }[]>(
        'pointList',
        { pagination: { page: 0, pageSize: 1000 }, event, territory: { uuid: f.t1 } },
        { token: asm1 },
      );
      expect(offered.body.data.map((p) => p.uuid)).toEqual(
        expect.arrayContaining([f.points.p1, f.points.p3broken]),
      );
      const everywhere = await t.call<{ uuid: string }[]>(
        'pointList',
        { pagination: { page: 0, pageSize: 1000 }, event },
        { token: admin },
      );
      expect(everywhere.body.data.map((p) => p.uuid)).not.toContain(f.points.p2);
      const ok = await t.call<Action>(
        'actionCreate',
        { action: { ...input(), event, actionPoints: [{ point: { uuid: f.points.p1 } }] } },
        { token: asm1 },
      );
      expect(ok.status).toBe(200);
      expect(ok.body.data.event?.uuid).toBe(event.uuid);
    });

    it('updates an editable action; refuses a finished one and one of another territory', async () => {
      const r = await t.call<Action>(
        'actionUpdate',
        {
          action: {
            ...input(),
            uuid: f.actions.editable1,
            name: 'Po zmianie',
            // Its own hours and hostess (the status test below needs her).
            until: { date: `${day} 12:00:00` },
            users: [{ uuid: f.users.hst1.id }],
          },
        },
        { token: hsadm1 },
      );
      expect(r.status).toBe(200);
      expect(r.body.data.name).toBe('Po zmianie');
      const finished = await t.call(
        'actionUpdate',
        { action: { ...input(), uuid: f.actions.finished1 } },
        { token: asm1 },
      );
      expect([finished.status, finished.body.data.error]).toEqual([409, 'E_ACTION_NOT_EDITABLE']);
      const other = await t.call(
        'actionUpdate',
        { action: { ...input(), uuid: f.actions.editable2 } },
        { token: asm1 },
      );
      expect(other.status).toBe(403);
      const missing = await t.call(
        'actionUpdate',
        { action: { ...input(), uuid: '00000000-0000-4000-8000-000000000000' } },
        { token: asm1 },
      );
      expect(missing.status).toBe(404);
      expect((await t.call('actionUpdate', { action: input() }, { token: asm1 })).status).toBe(400);
    });

    it('sets a status only when event, users, points, since and until are there', async () => {
      const ok = await t.call<Action>(
        'actionSetStatus',
        { status: { ident: 'accepted' }, action: { uuid: f.actions.editable1 } },
        { token: asm1 },
      );
      expect(ok.body.data.status.global.ident).toBe('accepted');
      const back = await t.call<Action>(
        'actionSetStatus',
        { status: { ident: 'editable' }, action: { uuid: f.actions.editable1 } },
        { token: asm1 },
      );
      expect(back.body.data.status.global.ident).toBe('editable');
      const empty = await t.call(
        'actionSetStatus',
        { status: { ident: 'accepted' }, action: { uuid: f.actions.empty1 } },
        { token: asm1 },
      );
      expect([empty.status, empty.body.data.error]).toEqual([400, 'E_EMPTY_VALUE']);
      const finished = await t.call(
        'actionSetStatus',
        { status: { ident: 'cancelled' }, action: { uuid: f.actions.finished1 } },
        { token: asm1 },
      );
      expect(finished.body.data.error).toBe('E_STATUS_NOT_ALLOWED');
      const started = await t.call(
        'actionSetStatus',
        { status: { ident: 'started' }, action: { uuid: f.actions.editable1 } },
        { token: asm1 },
      );
      expect(started.status).toBe(400);
      const other = await t.call(
        'actionSetStatus',
        { status: { ident: 'accepted' }, action: { uuid: f.actions.editable2 } },
        { token: asm1 },
      );
      expect(other.status).toBe(403);
    });

    it('takes a date-only since and until (YYYY-MM-DD) as the whole days', async () => {
      const body = (actions: Record<string, unknown>) => ({ actions, pagination: { limit: 100, offset: 0 } });
      const full = await t.call<{ count: number }>('actionList', body(range), { token: admin });
      const days = await t.call<{ count: number }>('actionList', body({ since: day, until: day }), {
        token: admin,
      });
      expect(days.status).toBe(200);
      expect(days.body.data.count).toBe(full.body.data.count);
      expect(full.body.data.count).toBeGreaterThan(0);
      const bad = await t.call('actionList', body({ since: '2026-02-31', until: day }), { token: admin });
      expect([bad.status, bad.body.data.fields?.[0]?.path]).toEqual([400, 'actions.since']);
      // Years outside the apps' 1900-2100 are not dates either.
      const old = await t.call('actionList', body({ since: '1899-12-31', until: day }), { token: admin });
      expect([old.status, old.body.data.fields?.[0]?.path]).toEqual([400, 'actions.since']);
    });

    it('lists actions with every filter and pagination, within reach', async () => {
      const list = (
        actions: Record<string, unknown>,
        token = admin,
        pagination = { limit: 100, offset: 0 },
      ) =>
        t.call<{ actions: Action[]; count: number }>(
          'actionList',
          { actions: { ...range, ...actions }, pagination },
          { token },
        );
      const all = await list({});
      expect(all.body.data.count).toBe(all.body.data.actions.length);
      expect(all.body.data.count).toBeGreaterThanOrEqual(5);
      // An undated draft (found by its creation time) has no day or hours on the wire, not nulls.
      const undated = all.body.data.actions.find((a) => a.ident === 'AK-5')!;
      expect(undated).toMatchObject({ since: null, until: null });
      expect(['date', 'timestart', 'timeend'].filter((k) => k in undated)).toEqual([]);
      const dated = all.body.data.actions.find((a) => a.since !== null)!;
      expect(dated.date).toBe(dated.since!.date.slice(0, 10));
      expect(dated.timestart).toBe(dated.since!.date.slice(11, 16));
      expect(dated.timeend).toBe(dated.until!.date.slice(11, 16));
      const asmView = await list({}, asm1);
      expect(asmView.body.data.actions.every((a) => a.territory?.uuid === f.t1)).toBe(true);
      expect((await list({ cities: ['kraków'] })).body.data.actions.map((a) => a.uuid)).toEqual([
        f.actions.editable2,
      ]);
      expect((await list({ streets: ['Rynek'] })).body.data.actions.map((a) => a.uuid)).toEqual([
        f.actions.editable2,
      ]);
      // City and street: a prefix, whatever the case and the Polish letters ('krak' finds Kraków).
      expect((await list({ cities: ['KRAK'] })).body.data.actions.map((a) => a.uuid)).toEqual([
        f.actions.editable2,
      ]);
      expect((await list({ streets: ['rynek glowny'] })).body.data.actions.map((a) => a.uuid)).toEqual([
        f.actions.editable2,
      ]);
      expect((await list({ cities: ['rak'] })).body.data.count).toBe(0);
      expect((await list({ cities: ['%'] })).body.data.count).toBe(0);
      expect((await list({ ids: ['AK-3'] })).body.data.actions.map((a) => a.uuid)).toEqual([
        f.actions.finished1,
      ]);
      expect((await list({ territories: { uuids: [f.t2] } })).body.data.count).toBe(1);
      expect((await list({ events: { uuids: [f.events.e2] } })).body.data.count).toBe(1);
      expect(
        (await list({ statuses: { idents: ['finished'] } })).body.data.actions.map((a) => a.uuid),
      ).toEqual([f.actions.finished1]);
      expect((await list({ finished: true })).body.data.actions.map((a) => a.uuid)).toEqual([
        f.actions.finished1,
      ]);
      expect(
        (await list({ users: { uuids: [f.users.hst2.id] } })).body.data.actions.map((a) => a.uuid),
      ).toEqual([f.actions.editable2]);
      expect(
        (
          await list({ availability: { since: `${day} 08:00:00`, until: `${day} 09:30:00` } })
        ).body.data.actions.map((a) => a.uuid),
      ).toEqual([f.actions.finished1]);
      const page = await list({}, admin, { limit: 2, offset: 2 });
      expect(page.body.data.actions).toHaveLength(2);
      expect(page.body.data.count).toBe(all.body.data.count);
      const a = all.body.data.actions.find((x) => x.uuid === f.actions.finished1)!;
      expect([a.id, a.date, a.timestart, a.timeend]).toEqual([a.uuid, day, '08:00', '09:00']);
      // A hostess sees only her own actions.
      const hers = await list({}, hst1);
      expect(hers.body.data.actions.every((x) => x.users.some((u) => u.uuid === f.users.hst1.id))).toBe(true);
      expect(hers.body.data.count).toBeGreaterThan(0);
    });

    it('lists an action as it was written: its texts escaped, its times in Warsaw time on the days the clocks change', async () => {
      const text = 'Stoisko „Velo” 2\\3 "A"\n\tżółć 🎉 </script>';
      const create = (since: string, until: string) =>
        t.call<Action>(
          'actionCreate',
          {
            action: {
              ...input(),
              name: text,
              excerpt: text,
              description: null,
              since: { date: since },
              until: { date: until },
            },
          },
          { token: admin },
        );
      // 02:30 on the last Sunday of October is lived twice (read as the second, winter one); on the
      // last Sunday of March it does not exist (read as 03:30 summer time).
      const autumn = await create('2027-10-31 02:30:00', '2027-10-31 05:00:00');
      const spring = await create('2027-03-28 02:30:00', '2027-03-28 05:00:00');
      expect([autumn.status, spring.status]).toEqual([200, 200]);
      const listed = async (a: Action) => {
        const r = await t.call<{ actions: Action[]; count: number }>(
          'actionList',
          {
            actions: { since: `${a.date} 00:00:00`, until: `${a.date} 23:59:59`, ids: [a.ident] },
            pagination: { limit: 100, offset: 0 },
          },
          { token: admin },
        );
        expect(r.body.data.count).toBe(1);
        return r.body.data.actions[0]!;
      };
      const a = await listed(autumn.body.data);
      // The list adds the review and the attendance (a draft has none) to what the save answered.
      expect(a).toEqual({
        ...autumn.body.data,
        review: { state: 'pending', signals: [], retakes: [] },
        attendance: null,
      });
      expect([a.name, a.excerpt, a.description]).toEqual([text, text, null]);
      expect([a.since?.date, a.until?.date, a.date, a.timestart, a.timeend]).toEqual([
        '2027-10-31 02:30:00',
        '2027-10-31 05:00:00',
        '2027-10-31',
        '02:30',
        '05:00',
      ]);
      const b = await listed(spring.body.data);
      expect([b.since?.date, b.timestart, b.until?.date]).toEqual([
        '2027-03-28 03:30:00',
        '03:30',
        '2027-03-28 05:00:00',
      ]);
    });

    it('answers ids that are not UUIDs with 400, never a 500', async () => {
      const upd = await t.call(
        'actionSetStatus',
        { status: { ident: 'accepted' }, action: { uuid: 'not-a-uuid' } },
        { token: asm1 },
      );
      expect([upd.status, upd.body.data.error]).toEqual([400, 'E_VALIDATION']);
      const list = await t.call(
        'actionList',
        { actions: { ...range, events: { uuids: ['x'] } }, pagination: { limit: 100, offset: 0 } },
        { token: admin },
      );
      expect(list.status).toBe(400);
      const pts = await t.call(
        'pointList',
        { pagination: { page: 0, pageSize: 10 }, event: { uuid: 'nope' } },
        { token: admin },
      );
      expect(pts.status).toBe(400);
    });

    it('refuses another territory in the filter and a bad filter', async () => {
      expect(
        (
          await t.call(
            'actionList',
            { actions: { ...range, territories: { uuids: [f.t2] } }, pagination: { limit: 100, offset: 0 } },
            { token: asm1 },
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await t.call(
            'actionList',
            { actions: { ...range }, pagination: { limit: 101, offset: 0 } },
            { token: asm1 },
          )
        ).status,
      ).toBe(400);
      expect(
        (
          await t.call(
            'actionList',
            { actions: { since: '23.11.2026', until: day }, pagination: { limit: 100, offset: 0 } },
            { token: asm1 },
          )
        ).status,
      ).toBe(400);
      expect(
        (
          await t.call(
            'actionList',
            { actions: { ...range, statuses: { idents: ['nope'] } }, pagination: { limit: 100, offset: 0 } },
            { token: asm1 },
          )
        ).status,
      ).toBe(400);
    });
  });
});
