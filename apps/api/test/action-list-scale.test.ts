// The action list at scale (ADR 0019): the count stops ten pages past the asked page, the link
// tables' copies of the list keys follow their action (triggers of migration 0013), and a person's
// or a point's list walks those copies in list order.
import type { Action } from '@tourplanner/domain/entities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/access/sessions';
import { points } from '../src/db/schema/points';
import { dayOf } from '../src/infra/dates';
import { listActions } from '../src/modules/actions/list.service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

const MANY = 1200;

describe.each(BACKENDS)('the action list at scale on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let admin: string;
  const day = dayOf(new Date());
  const later = dayOf(new Date(Date.now() + 3 * 86_400_000));
  const range = { since: `${day} 00:00:00`, until: `${later} 23:59:59` };
  const list = (actions: Record<string, unknown>, offset = 0) =>
    t.call<{ actions: Action[]; count: number }>(
      'actionList',
      { actions: { ...range, ...actions }, pagination: { limit: 100, offset } },
      { token: admin },
    );
  const statements: string[] = [];
  const rows = async (q: ReturnType<typeof sql>) =>
    (await t.deps.db.execute(q)).rows as unknown as Record<string, unknown>[];

  beforeAll(async () => {
    t = await startTestApp(backend, {
      env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
      onQuery: (text) => statements.push(text),
    });
    f = await seedFixture(t.deps.db, day);
    admin = await t.login('admin@fixture.test');
    // MANY accepted actions a minute apart from tomorrow 06:00, each at P-1 with hst1: the link rows
    // are written without their list keys, which the triggers fill in.
    await t.deps.db.execute(sql`insert into actions (ident, name, type, status, territory_id, since, until)
      select 'BULK-' || g, 'Bulk', 'Standard', 'accepted', ${f.t1}::uuid,
        (${day}::date + 1 + time '06:00') + g * interval '1 minute',
        (${day}::date + 1 + time '06:00') + g * interval '1 minute' + interval '1 hour'
      from generate_series(1, ${MANY}) g`);
    await t.deps.db.execute(sql`insert into action_points (action_id, point_id)
      select id, ${f.points.p1}::uuid from actions where ident like 'BULK-%'`);
    await t.deps.db.execute(sql`insert into action_users (action_id, user_id)
      select id, ${f.users.hst1.id}::uuid from actions where ident like 'BULK-%'`);
  });
  afterAll(() => t?.close());

  /** The BULK numbers of a page: consecutive and rising, the list's order (list_at, no). */
  const inOrder = (page: Action[]) => {
    const ns = page.filter((a) => a.ident.startsWith('BULK-')).map((a) => Number(a.ident.slice(5)));
    return ns.every((n, i) => i === 0 || n === ns[i - 1]! + 1) && ns.length > 0;
  };

  it('reads the session and counts the request against its rate limit in one statement', async () => {
    await list({});
    statements.length = 0;
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-remaining')).not.toBeNull();
    const auth = statements.filter((s) => /\b(sessions|auth_throttles)\b/.test(s));
    expect(auth).toHaveLength(1);
    expect(auth[0]).toMatch(/from "sessions"[\s\S]*insert into "auth_throttles"/);
  });

  it('counts up to ten pages past the asked page, exactly below that', async () => {
    const first = await list({});
    expect([first.body.data.actions.length, first.body.data.count]).toEqual([100, 1001]);
    const third = await list({}, 200);
    expect([third.body.data.count, inOrder(third.body.data.actions)]).toEqual([1201, true]);
    // Near the end: the exact count.
    const last = await list({}, 1150);
    expect(last.body.data.actions.length).toBeLessThan(100);
    expect(last.body.data.count).toBe(1150 + last.body.data.actions.length);
    expect(inOrder(last.body.data.actions)).toBe(true);
  });

  it('walks a person and a point in list order, with the other filters on the link rows', async () => {
    const hers = await list({ users: { uuids: [f.users.hst1.id] }, statuses: { idents: ['accepted'] } }, 100);
    expect([hers.body.data.count, inOrder(hers.body.data.actions)]).toEqual([100 + 1000 + 1, true]);
    expect(hers.body.data.actions.every((a) => a.status.global.ident === 'accepted')).toBe(true);
    const finished = await list({ cities: ['gdan'], finished: true });
    expect(finished.body.data.actions.every((a) => a.status.global.ident === 'finished')).toBe(true);
    expect(finished.body.data.count).toBeLessThan(10);
    const atPoint = await list({ cities: ['GDAŃ'], territories: { uuids: [f.t1] } }, 1100);
    expect(atPoint.body.data.actions.length).toBeGreaterThan(0);
    expect(atPoint.body.data.actions.every((a) => a.actionPoints[0]?.address?.cityName === 'Gdańsk')).toBe(
      true,
    );
    expect(inOrder(atPoint.body.data.actions)).toBe(true);
  });

  it('keeps the link rows’ list keys with their action through inserts and updates', async () => {
    const stale = async () =>
      rows(sql`select l.action_id from (select action_id, list_at, action_no, status, territory_id, event_id from action_users
          union all select action_id, list_at, action_no, status, territory_id, event_id from action_points) l
        join actions a on a.id = l.action_id
        where (l.list_at, l.action_no, l.status, l.territory_id) is distinct from (a.list_at, a.no, a.status, a.territory_id)
          or l.event_id is distinct from a.event_id`);
    expect(await stale()).toEqual([]);
    await t.deps.db.execute(sql`update actions set since = since + interval '2 days', status = 'cancelled',
      event_id = ${f.events.e1}::uuid where ident in ('BULK-1', 'BULK-2')`);
    expect(await stale()).toEqual([]);
    const moved = await list({
      ids: ['BULK-1'],
      users: { uuids: [f.users.hst1.id] },
      events: { uuids: [f.events.e1] },
    });
    expect(moved.body.data.actions.map((a) => [a.ident, a.status.global.ident])).toEqual([
      ['BULK-1', 'cancelled'],
    ]);
  });

  it('walks a city on its point rows’ copy of the city key, counting no further than ten pages ahead', async () => {
    // A day of its own, 40 days on: 1 400 actions half a minute apart, odd ones at P-1 (Gdańsk),
    // even ones at a second Gdańsk point.
    const far = dayOf(new Date(Date.now() + 40 * 86_400_000));
    const [oliwa] = await t.deps.db
      .insert(points)
      .values({ ident: 'P-OLIWA', name: 'Żabka Oliwa', cityName: 'Gdańsk', territoryId: f.t1 })
      .returning({ id: points.id });
    await t.deps.db.execute(sql`insert into actions (ident, name, type, status, territory_id, since, until)
      select 'CITY-' || g, 'City', 'Standard', 'accepted', ${f.t1}::uuid,
        (${far}::date + time '06:00') + g * interval '30 seconds',
        (${far}::date + time '06:00') + g * interval '30 seconds' + interval '1 hour'
      from generate_series(1, 1400) g`);
    await t.deps.db.execute(sql`insert into action_points (action_id, point_id)
      select id, case when substr(ident, 6)::int % 2 = 1 then ${f.points.p1}::uuid else ${oliwa!.id}::uuid end
      from actions where ident like 'CITY-%'`);
    const city = (name: string, offset = 0) =>
      t.call<{ actions: Action[]; count: number }>(
        'actionList',
        {
          actions: { since: `${far} 00:00:00`, until: `${far} 23:59:59`, cities: [name] },
          pagination: { limit: 100, offset },
        },
        { token: admin },
      );
    const numbers = (page: Action[]) => page.map((a) => Number(a.ident.slice(5)));

    const first = await city('gdań');
    expect(first.body.data.count).toBe(1001);
    expect(numbers(first.body.data.actions)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const last = await city('Gdansk', 1350);
    expect(last.body.data.count).toBe(1400);
    expect(numbers(last.body.data.actions)).toEqual(Array.from({ length: 50 }, (_, i) => 1351 + i));

    // A point moved to another city takes its actions along.
    await t.deps.db.update(points).set({ cityName: 'Sopot' }).where(sql`${points.id} = ${oliwa!.id}`);
    const sopot = await city('sopot');
    expect([sopot.body.data.count, numbers(sopot.body.data.actions).slice(0, 3)]).toEqual([700, [2, 4, 6]]);
    const gdansk = await city('gdansk', 600);
    expect([gdansk.body.data.count, numbers(gdansk.body.data.actions).slice(0, 3)]).toEqual([
      700,
      [1201, 1203, 1205],
    ]);
    expect(
      await rows(sql`select ap.action_id from action_points ap join points p on p.id = ap.point_id
        where ap.city_key is distinct from p.city_key`),
    ).toEqual([]);
  });

  it.runIf(backend === 'postgres')(
    'runs the list as one prepared statement a shape on a connection (planned once, not per call)',
    async () => {
      const user: SessionUser = {
        ...f.users.admin,
        role: 'ADMIN',
        email: 'admin@fixture.test',
        firstname: '',
        lastname: '',
        territoryIds: [],
        eventIds: [],
        sessionId: 'test',
      };
      // A transaction holds one connection of the pool, where the statements stay prepared; the
      // earlier tests may have prepared some on it already, so count the runs this test adds.
      const plans = await t.deps.db.transaction(async (tx) => {
        const runs = async () =>
          new Map(
            (
              await tx.execute(sql`select name, generic_plans + custom_plans as runs
                from pg_prepared_statements where name like 'action_list_%'`)
            ).rows.map((r) => [String(r.name), Number(r.runs)]),
          );
        const before = await runs();
        const deps = { ...t.deps, db: tx };
        for (let i = 0; i < 4; i++) await listActions(deps, user, range, { limit: 100, offset: 100 * i });
        for (const h of [f.users.hst1.id, f.users.hst2.id])
          await listActions(deps, user, { ...range, users: { uuids: [h] } }, { limit: 100, offset: 0 });
        return [...(await runs())]
          .map(([name, n]) => n - (before.get(name) ?? 0))
          .filter((n) => n > 0)
          .sort((a, b) => b - a);
      });
      // Two shapes (a range; a person in a range): two statements, whatever the parameters.
      expect(plans).toEqual([4, 2]);
    },
  );
});
