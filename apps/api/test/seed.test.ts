// The demo data set: what the apps and the demo rely on (accounts, hst1's action today, every
// status, photos of finished actions, broken addresses, the notices and alerts of a product in
// use), and never in production.
import { BOOKING_STATUSES, clashOf } from '@tourplanner/domain/booking';
import type { DashboardSummary } from '@tourplanner/domain/wire/dashboard';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionFiles, actionPoints, actions, actionUsers } from '../src/db/schema/actions';
import { alertMails, notifications } from '../src/db/schema/notifications';
import { points } from '../src/db/schema/points';
import { hostessNotices } from '../src/db/schema/reminders';
import { territories } from '../src/db/schema/territories';
import { users } from '../src/db/schema/users';
import { dayjs, dayOf, ZONE } from '../src/infra/dates';
import { planAlerts, sweepAlerts } from '../src/modules/notifications/alerts.service';
import { planReminders, sweepReminders } from '../src/modules/reminders/service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { prng } from '../src/seed/random';
import { seedDemo, seedIfEmpty } from '../src/seed/seed';
import { startTestApp, type TestApp, waitFor } from './harness';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As on the demo's first start: alerts are e-mailed (testEnv turns them off).
    t = await startTestApp('pglite', { env: { ALERT_EMAILS: 'true' } });
    expect(await seedIfEmpty(t.deps)).toBe(true);
  }, 180_000);
  afterAll(() => t?.close());

  it('creates every demo account, signing in with the demo password', async () => {
    const rows = await t.deps.db.select({ email: users.email, role: users.role }).from(users);
    expect(rows.map((r) => r.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    const r = await t.call<{ user: { role: { uuid: string }; territories: unknown[] } }>('login', {
      username: 'asm@tourplanner.test',
      password: DEMO_PASSWORD,
    });
    expect(r.body.data.user.role.uuid).toBe('ASM');
    expect(r.body.data.user.territories).toHaveLength(2);
  });

  it('gives hst1 an accepted action today at a point with coordinates', async () => {
    const token = await t.login('hst1@tourplanner.test', DEMO_PASSWORD);
    const r = await t.call<{
      actions: { date?: string; status: { global: { ident: string } }; points: { lat: number | null }[] }[];
    }>('hostessActions', {}, { token });
    const today = r.body.data.actions.filter(
      (a) => a.date === dayOf(new Date()) && a.status.global.ident === 'accepted',
    );
    expect(today.length).toBeGreaterThan(0);
    expect(today[0]!.points[0]!.lat).not.toBeNull();
  });

  it('has about 300 actions in every status, finished ones with photos, and broken addresses', async () => {
    const byStatus = await t.deps.db
      .select({ s: actions.status, n: sql<number>`count(*)::int` })
      .from(actions)
      .groupBy(actions.status);
    const total = byStatus.reduce((a, b) => a + b.n, 0);
    expect(total).toBeGreaterThan(250);
    expect(total).toBeLessThan(350);
    expect(byStatus.map((x) => x.s).sort()).toEqual([
      'accepted',
      'cancelled',
      'editable',
      'finished',
      'hst_cancelled',
      'started',
    ]);
    const withoutPhotos = await t.deps.db.execute(
      sql`select count(*)::int as n from ${actions} where ${actions.status} = 'finished' and (select count(*) from ${actionFiles} where ${actionFiles.actionId} = ${actions.id}) <> 2`,
    );
    expect((withoutPhotos.rows[0] as { n: number }).n).toBe(0);
    const broken = await t.deps.db
      .select()
      .from(points)
      .where(and(sql`${points.name} is null`, sql`${points.cityName} is null`));
    expect(broken).toHaveLength(3);
    expect(await t.deps.db.select().from(points)).toHaveLength(40);
    const unassigned = await t.deps.db.execute(
      sql`select count(*)::int as n from ${actions} where not exists (select 1 from ${actionUsers} where ${actionUsers.actionId} = ${actions.id}) or not exists (select 1 from ${actionPoints} where ${actionPoints.actionId} = ${actions.id})`,
    );
    expect((unassigned.rows[0] as { n: number }).n).toBe(0);
  });

  it('books no hostess twice: none of her planned, accepted, started or finished actions clash', async () => {
    const rows = await t.deps.db
      .select({ userId: actionUsers.userId, id: actions.id, since: actions.since, until: actions.until })
      .from(actions)
      .innerJoin(actionUsers, eq(actionUsers.actionId, actions.id))
      .where(inArray(actions.status, [...BOOKING_STATUSES]));
    const pts = await t.deps.db.select().from(actionPoints);
    const gap = t.deps.env.ACTION_TRAVEL_GAP_MINUTES;
    const clashes: string[] = [];
    for (const a of rows) {
      for (const b of rows) {
        if (a.id >= b.id || a.userId !== b.userId || !a.since || !a.until || !b.since || !b.until) continue;
        const at = (id: string) => pts.filter((p) => p.actionId === id).map((p) => p.pointId);
        const x = { since: a.since, until: a.until, pointIds: at(a.id) };
        const y = { since: b.since, until: b.until, pointIds: at(b.id) };
        if (clashOf(x, y, gap)) clashes.push(`${a.id} ${b.id}`);
      }
    }
    expect(rows.length).toBeGreaterThan(150);
    expect(clashes).toEqual([]);
  });

  it('registers consumers on finished actions, so the dashboard of the last 30 days has every chart filled', async () => {
    const regs = await t.deps.db.execute<{
      n: number;
      actions: number;
      hostesses: number;
      hours: number;
      finished: number;
    }>(
      sql`select count(*)::int as n, count(distinct r.action_id)::int as actions, count(distinct r.hostess_id)::int as hostesses,
        count(distinct extract(hour from r.created_at at time zone 'Europe/Warsaw'))::int as hours,
        count(*) filter (where a.status = 'finished' and r.created_at between a.started_at and a.finished_at)::int as finished
      from registrations r join actions a on a.id = r.action_id`,
    );
    const row = regs.rows[0]!;
    expect(row.n).toBeGreaterThan(300);
    expect(row.finished).toBe(row.n);
    expect(row.hostesses).toBeGreaterThan(3);
    expect(row.hours).toBeGreaterThan(5);
    const admin = await t.login('admin@tourplanner.test', DEMO_PASSWORD);
    const today = dayOf(new Date());
    const since = dayOf(new Date(Date.now() - 29 * 86_400_000));
    const r = await t.call<DashboardSummary>('dashboardSummary', { since, until: today }, { token: admin });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.actions.finished).toBeGreaterThan(0);
    expect(d.registrations.total).toBeGreaterThan(50);
    expect(d.registrations.knownConsumers).toBeGreaterThan(0);
    for (const offer of ['Glo', 'Glo_HUTD', 'Vuse', 'Velo', 'Neo', 'InspirationClub'] as const)
      expect(d.registrations.byOffer[offer], offer).toBeGreaterThan(0);
    expect(d.funnel.codesSent).toBeGreaterThan(d.funnel.verified);
    expect(d.funnel.verified).toBeGreaterThan(d.funnel.registered);
    expect(d.consents.mobile.withdrawn).toBeGreaterThan(0);
    expect(d.hostesses.length).toBeGreaterThan(3);
    expect(d.points.length).toBeGreaterThan(3);
    // The demo client sees its event's registrations, hostesses by initial.
    const client = await t.login('klient@tourplanner.test', DEMO_PASSWORD);
    const mine = await t.call<DashboardSummary>(
      'dashboardSummary',
      { since, until: today },
      { token: client },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.registrations.total).toBeGreaterThan(0);
    expect(mine.body.data.registrations.total).toBeLessThan(d.registrations.total);
    for (const h of mine.body.data.hostesses) expect(h.name).toMatch(/^\S+ \S\.$/);
  });

  it("starts like a product in use: the demo actions' notices and alerts went out before, a new action is told", async () => {
    const demo = await t.deps.db.select({ id: actions.id, ident: actions.ident }).from(actions);
    const idents = new Set(demo.map((a) => a.ident));
    const alertsBefore = (await t.deps.db.select({ id: notifications.id }).from(notifications)).length;
    // What the first start's jobs and sweeps do, over every demo action at once.
    const ids = demo.map((a) => a.id);
    await planAlerts(t.deps, ids);
    await planReminders(t.deps, ids, { schedule: true });
    await sweepReminders(t.deps);
    await sweepAlerts(t.deps);
    const assignedSubject = /^Nowa akcja (\S+): potwierdź udział$/;
    const assignedMails = () => t.messages.sent.filter((m) => assignedSubject.test(m.subject ?? ''));
    // Nobody is told of a demo action's assignment, no alert about one is raised or e-mailed.
    expect(assignedMails().filter((m) => idents.has(assignedSubject.exec(m.subject!)![1]!))).toEqual([]);
    expect((await t.deps.db.select({ id: notifications.id }).from(notifications)).length).toBe(alertsBefore);
    expect(await t.deps.db.select({ id: alertMails.id }).from(alertMails)).toEqual([]);
    // They stand as sent: each accepted demo action's hostess was told when it was planned.
    const told = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(hostessNotices)
      .where(and(eq(hostessNotices.kind, 'assigned'), sql`${hostessNotices.sentAt} is not null`));
    expect(told[0]!.n).toBeGreaterThan(50);

    // An action planned now is told as usual.
    const admin = await t.login('admin@tourplanner.test', DEMO_PASSWORD);
    const [hst1] = await t.deps.db.select().from(users).where(eq(users.email, 'hst1@tourplanner.test'));
    const [mine] = await t.deps.db
      .select({ territoryId: actions.territoryId, eventId: actions.eventId, pointId: actionPoints.pointId })
      .from(actions)
      .innerJoin(actionUsers, eq(actionUsers.actionId, actions.id))
      .innerJoin(actionPoints, eq(actionPoints.actionId, actions.id))
      .where(eq(actionUsers.userId, hst1!.id))
      .limit(1);
    const day = dayjs().tz(ZONE).add(20, 'day').format('YYYY-MM-DD');
    const created = await t.call<{ uuid: string; ident: string }>(
      'actionCreate',
      {
        action: {
          name: 'Degustacja po starcie',
          type: { ident: 'Standard' },
          event: { uuid: mine!.eventId },
          territory: { uuid: mine!.territoryId },
          since: { date: `${day} 10:00:00` },
          until: { date: `${day} 14:00:00` },
          actionPoints: [{ point: { uuid: mine!.pointId } }],
          users: [{ uuid: hst1!.id }],
          availabilityOverride: 'Ustalone telefonicznie',
        },
      },
      { token: admin },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const accepted = await t.call(
      'actionSetStatus',
      { status: { ident: 'accepted' }, action: { uuid: created.body.data.uuid } },
      { token: admin },
    );
    expect(accepted.status).toBe(200);
    const notice = await waitFor(
      () => assignedMails().filter((m) => m.subject!.includes(created.body.data.ident)),
      (list) => list.length > 0,
      "the new action's assignment notice",
    );
    expect(notice.map((m) => m.to)).toEqual(['hst1@tourplanner.test']);
  }, 60_000);

  it('is deterministic: ids come from the seeded PRNG', async () => {
    const rnd = prng(20_261_122);
    const expected = [rnd.uuid(), rnd.uuid(), rnd.uuid(), rnd.uuid()];
    const rows = await t.deps.db
      .select({ id: territories.id })
      .from(territories)
      .where(eq(territories.ident, 'PL-PN'));
    expect(rows[0]!.id).toBe(expected[0]);
  });

  it('does nothing on a database that has users, and refuses production', async () => {
    expect(await seedIfEmpty(t.deps)).toBe(false);
    await expect(seedDemo({ ...t.deps, env: { ...t.deps.env, production: true } })).rejects.toThrow(
      /never seeded in production/,
    );
  });
});
