// Planning defects: /user/list reads a day-only availability range whole (as /action/list does);
// /action/personnel refuses a point or an action outside the caller's territories (403, as every
// other call); a hostess shared with another territory shows a clash there by its hours alone,
// in the ranking and in a refused save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTerritories } from '../src/db/schema/users';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('planning defects on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let asm1: string;
  const day = dayOf(new Date());
  beforeAll(async () => {
    t = await startTestApp(backend, { env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' } });
    f = await seedFixture(t.deps.db, day);
    // hst2 (Południe, on AK-4 11:00–15:00 there) works for Północ too.
    await t.deps.db.insert(userTerritories).values({ userId: f.users.hst2.id, territoryId: f.t1 });
    asm1 = await t.login('asm1@fixture.test');
  });
  afterAll(() => t?.close());

  it('lists availability for a day-only range, each day read whole', async () => {
    type Person = { uuid: string; availability: unknown[] };
    const r = await t.call<Person[]>(
      'userList',
      {
        pagination: { page: 0, pageSize: 1000 },
        territory: { uuid: f.t1 },
        availability: { since: day, until: day },
        role: { uuid: 'HST' },
      },
      { token: asm1 },
    );
    expect(r.status).toBe(200);
    // hst1's slot is 09:00–17:00 of `day`: inside the day only when 'until' runs to its end.
    expect(r.body.data.find((u) => u.uuid === f.users.hst1.id)!.availability).toHaveLength(1);
    const backwards = await t.call(
      'userList',
      {
        pagination: { page: 0, pageSize: 10 },
        availability: { since: day, until: '2000-01-01' },
      },
      { token: asm1 },
    );
    expect(backwards.status).toBe(400);
  });

  const rank = (extra: Record<string, unknown>) =>
    t.call<{ uuid: string; clash: Record<string, unknown> | null }[]>(
      'actionPersonnel',
      { since: `${day} 12:00:00`, until: `${day} 13:00:00`, territory: { uuid: f.t1 }, ...extra },
      { token: asm1 },
    );

  it('refuses a point or an action of another territory with 403', async () => {
    expect((await rank({ points: [{ uuid: f.points.p2 }] })).status).toBe(403);
    expect((await rank({ action: { uuid: f.actions.editable2 } })).status).toBe(403);
    expect((await rank({ points: [{ uuid: f.points.p1 }] })).status).toBe(200);
    expect((await rank({ action: { uuid: f.actions.editable1 } })).status).toBe(200);
  });

  it('shows a clash in another territory by its hours, without its ident', async () => {
    const r = await rank({ points: [{ uuid: f.points.p1 }] });
    const hst2 = r.body.data.find((h) => h.uuid === f.users.hst2.id)!;
    expect(hst2.clash).toMatchObject({
      uuid: null,
      ident: null,
      kind: 'overlap',
      since: { date: `${day} 11:00:00` },
      until: { date: `${day} 15:00:00` },
    });
    // Her own territory's clash is still named.
    const hst1 = r.body.data.find((h) => h.uuid === f.users.hst1.id)!;
    expect(hst1.clash).toMatchObject({ ident: 'AK-2' });
  });

  it('refuses a save over that clash saying she is busy elsewhere, not with what', async () => {
    const r = await t.call(
      'actionCreate',
      {
        action: {
          name: 'Degustacja',
          type: { ident: 'Standard' },
          event: { uuid: f.events.e1 },
          territory: { uuid: f.t1 },
          since: { date: `${day} 12:00:00` },
          until: { date: `${day} 13:00:00` },
          actionPoints: [{ point: { uuid: f.points.p1 } }],
          users: [{ uuid: f.users.hst2.id }],
        },
      },
      { token: asm1 },
    );
    expect(r.status).toBe(409);
    const text = JSON.stringify(r.body.data);
    expect(text).toContain('zajęta w innym terytorium (');
    expect(text).toContain('11:00–15:00');
    expect(text).not.toContain('AK-4');
    expect(text).not.toContain('Akcja południe');
  });
});
