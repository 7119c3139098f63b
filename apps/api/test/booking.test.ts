// A hostess cannot be double-booked (ADR 0021): overlapping actions and too little time to travel
// between two points are refused naming the other action, a cancelled action holds nobody, a
// window outside her declared availability needs a reason that stays on the action, and two
// coordinators booking her at the same moment cannot both succeed.
import type { Action } from '@tourplanner/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitySlots } from '../src/db/schema/users';
import { dayOf, fromWire } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('booking a hostess on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let admin: string;
  let asm1: string;
  let hsadm1: string;
  const day = dayOf(new Date());
  beforeAll(async () => {
    t = await startTestApp(backend, { env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' } });
    f = await seedFixture(t.deps.db, day);
    [admin, asm1, hsadm1] = (await Promise.all(
      ['admin', 'asm1', 'hsadm1'].map((u) => t.login(`${u}@fixture.test`)),
    )) as [string, string, string];
  });
  afterAll(() => t?.close());

  /** An action of EV-1 in Północ for `who` on `d` from `from` to `to` (HH:mm) at `point`. */
  const action = (who: string, d: string, from: string, to: string, point = f.points.p1) => ({
    name: 'Degustacja',
    type: { ident: 'Standard' },
    event: { uuid: f.events.e1 },
    territory: { uuid: f.t1 },
    since: { date: `${d} ${from}:00` },
    until: { date: `${d} ${to}:00` },
    actionPoints: [{ point: { uuid: point } }],
    users: [{ uuid: who }],
  });
  const create = (body: unknown, token = asm1) => t.call<Action>('actionCreate', { action: body }, { token });
  const plusDays = (n: number) => dayOf(new Date(Date.now() + n * 86_400_000));

  it('ranks the personnel step: free and available first, each with why', async () => {
    type Ranked = {
      uuid: string;
      availability: string;
      clash: { ident: string; kind: string } | null;
      weekActions: number;
      distanceMeters: number | null;
    };
    const rank = (from: string, to: string, token = asm1) =>
      t.call<Ranked[]>(
        'actionPersonnel',
        {
          since: `${day} ${from}:00`,
          until: `${day} ${to}:00`,
          territory: { uuid: f.t1 },
          points: [{ uuid: f.points.p1 }],
        },
        { token },
      );
    // 19:00–20:00: hst1 is free after AK-2 at the same point but past her hours (9–17); hst3
    // declared nothing today, so she comes first.
    const evening = await rank('19:00', '20:00');
    expect(evening.status).toBe(200);
    expect(evening.body.data.map((h) => h.uuid)).toEqual([f.users.hst3.id, f.users.hst1.id]);
    expect(evening.body.data[1]).toMatchObject({
      availability: 'outside',
      clash: null,
      weekActions: 3,
      distanceMeters: 0,
    });
    expect(evening.body.data[0]).toMatchObject({
      availability: 'undeclared',
      weekActions: 0,
      distanceMeters: null,
    });
    // 13:00–15:00: hst1 is on AK-2.
    const noon = await rank('13:00', '15:00');
    expect(noon.body.data[1]).toMatchObject({
      uuid: f.users.hst1.id,
      clash: { ident: 'AK-2', kind: 'overlap' },
    });
    // 10:00–11:00 with AK-1 being edited: her own action is no clash, and she is available.
    const own = await t.call<Ranked[]>(
      'actionPersonnel',
      {
        since: `${day} 10:00:00`,
        until: `${day} 11:00:00`,
        action: { uuid: f.actions.editable1 },
        points: [{ uuid: f.points.p1 }],
      },
      { token: asm1 },
    );
    expect(own.body.data[0]).toMatchObject({ uuid: f.users.hst1.id, availability: 'available', clash: null });
    const asm2 = await t.login('asm2@fixture.test');
    expect((await rank('10:00', '11:00', asm2)).status).toBe(403);
    const reversed = await t.call(
      'actionPersonnel',
      { since: `${day} 11:00:00`, until: `${day} 10:00:00` },
      { token: asm1 },
    );
    expect(reversed.status).toBe(400);
  });

  it('refuses an overlap, naming the other action in Polish', async () => {
    // hst1 has AK-2 from 12:00 to 18:00 today (fixture).
    const r = await create(action(f.users.hst1.id, day, '15:00', '19:00'));
    expect([r.status, r.body.data.error]).toEqual([409, 'E_HOSTESS_BUSY']);
    expect(r.body.data.fields?.[0]?.path).toBe('action.users.0');
    expect(r.body.data.fields?.[0]?.message).toMatch(
      /^Imię5 Nazwisko5 koliduje z AK-2 \(.+ 12:00–18:00\)\.$/,
    );
  });

  it('asks for the way between two points, not at the same point, and forgets a cancelled action', async () => {
    const d = plusDays(1);
    const hst3 = f.users.hst3.id;
    const first = await create(action(hst3, d, '10:00', '12:00'));
    expect(first.status).toBe(200);
    const elsewhere = await create(action(hst3, d, '12:10', '13:00', f.points.p3broken));
    expect([elsewhere.status, elsewhere.body.data.error]).toEqual([409, 'E_HOSTESS_BUSY']);
    expect(elsewhere.body.data.fields?.[0]?.message).toContain(
      `dojazd między tą akcją a ${first.body.data.ident}`,
    );
    expect(elsewhere.body.data.fields?.[0]?.message).toContain('potrzeba 30 min');
    const later = await create(action(hst3, d, '12:30', '13:00', f.points.p3broken));
    expect(later.status).toBe(200);
    const samePlace = await create(action(hst3, d, '13:00', '14:00', f.points.p3broken));
    expect(samePlace.status).toBe(200);
    // Cancelled, the first holds her no more; coming back it is refused, the new one named.
    const cancel = await t.call<Action>(
      'actionSetStatus',
      { status: { ident: 'cancelled' }, action: { uuid: first.body.data.uuid } },
      { token: asm1 },
    );
    expect(cancel.body.data.status.global.ident).toBe('cancelled');
    const instead = await create(action(hst3, d, '09:00', '11:30'));
    expect(instead.status).toBe(200);
    const back = await t.call(
      'actionSetStatus',
      { status: { ident: 'accepted' }, action: { uuid: first.body.data.uuid } },
      { token: asm1 },
    );
    expect([back.status, back.body.data.error]).toEqual([409, 'E_HOSTESS_BUSY']);
    expect(back.body.data.fields?.[0]?.message).toContain(instead.body.data.ident);
  });

  it('refuses moving an action onto another of hers, but saves one that stays where it was', async () => {
    const d = plusDays(2);
    const hst3 = f.users.hst3.id;
    const a = await create(action(hst3, d, '10:00', '12:00'));
    const b = await create(action(hst3, d, '14:00', '16:00'));
    expect([a.status, b.status]).toEqual([200, 200]);
    const renamed = await t.call<Action>(
      'actionUpdate',
      { action: { ...action(hst3, d, '14:00', '16:00'), uuid: b.body.data.uuid, name: 'Nowa' } },
      { token: asm1 },
    );
    expect(renamed.status).toBe(200);
    const moved = await t.call(
      'actionUpdate',
      { action: { ...action(hst3, d, '11:00', '13:00'), uuid: b.body.data.uuid } },
      { token: asm1 },
    );
    expect([moved.status, moved.body.data.error]).toEqual([409, 'E_HOSTESS_BUSY']);
    expect(moved.body.data.fields?.[0]?.message).toContain(a.body.data.ident);
  });

  it('asks a reason outside her declared availability and keeps it on the action', async () => {
    const d = plusDays(3);
    const hst3 = f.users.hst3.id;
    await t.deps.db
      .insert(availabilitySlots)
      .values({ userId: hst3, since: fromWire(`${d} 09:00:00`)!, until: fromWire(`${d} 13:00:00`)! });
    const inside = await create(action(hst3, d, '09:00', '11:00'));
    expect([inside.status, inside.body.data.availabilityOverride]).toEqual([200, null]);
    const outside = await create(action(hst3, d, '12:00', '15:00'));
    expect([outside.status, outside.body.data.error]).toEqual([409, 'E_OUTSIDE_AVAILABILITY']);
    expect(outside.body.data.fields?.[0]?.message).toContain('poza zadeklarowaną dostępnością');
    const blank = await create({ ...action(hst3, d, '12:00', '15:00'), availabilityOverride: '  ' });
    expect(blank.status).toBe(400);
    const reason = 'Zastępstwo za chorą koleżankę';
    const overridden = await create({ ...action(hst3, d, '12:00', '15:00'), availabilityOverride: reason });
    expect([overridden.status, overridden.body.data.availabilityOverride]).toEqual([200, reason]);
    // A day she declared nothing for is not outside anything.
    const undeclared = await create(action(hst3, plusDays(4), '12:00', '15:00'), admin);
    expect(undeclared.status).toBe(200);
    // Renaming keeps the reason without asking again.
    const renamed = await t.call<Action>(
      'actionUpdate',
      { action: { ...action(hst3, d, '12:00', '15:00'), uuid: overridden.body.data.uuid, name: 'Inna' } },
      { token: hsadm1 },
    );
    expect([renamed.status, renamed.body.data.availabilityOverride]).toEqual([200, reason]);
  });

  it.runIf(backend === 'postgres')(
    'lets exactly one of several coordinators booking her at once succeed',
    async () => {
      const hst3 = f.users.hst3.id;
      for (let round = 0; round < 5; round++) {
        const d = plusDays(10 + round);
        const tokens = [asm1, hsadm1, admin, asm1];
        const answers = await Promise.all(
          tokens.map((token, i) => create(action(hst3, d, `1${i}:00`, `1${i + 4}:00`), token)),
        );
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses).toEqual([200, 409, 409, 409]);
        for (const a of answers.filter((x) => x.status === 409))
          expect(a.body.data.error).toBe('E_HOSTESS_BUSY');
      }
    },
  );
});
