// The 'Regionalizacja' calls through HTTP: /region/list, /territory/create and /update,
// /area/create and /update (ADMIN only): success, 400 with fields, 409 for a taken Id, 403 for
// other roles, and retiring: gone from /territory/list (the pickers), history kept.
import type { AreaRow, TerritoryRow } from '@tourplanner/domain/wire/territories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('territories and areas on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let tok: Record<'admin' | 'asm1' | 'hsadm1' | 'hst1', string>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    const names = ['admin', 'asm1', 'hsadm1', 'hst1'] as const;
    const tokens = await Promise.all(names.map((n) => t.login(`${n}@fixture.test`)));
    tok = Object.fromEntries(names.map((n, i) => [n, tokens[i]!])) as typeof tok;
  }, 180_000);
  afterAll(() => t?.close());

  it('lists every territory with its areas, people and number of points', async () => {
    const r = await t.call<TerritoryRow[]>('regionList', {}, { token: tok.admin });
    expect(r.status).toBe(200);
    const north = r.body.data.find((x) => x.uuid === f.t1)!;
    expect(north).toMatchObject({ ident: 'T-NORTH', name: 'Północ', trash: false, points: 2 });
    expect(north.areas.map((a) => [a.ident, a.name])).toEqual([['A-NORTH-1', 'A-NORTH-1']]);
    expect(north.people.map((p) => p.role).sort()).toEqual(['ASM', 'HSADM', 'HST', 'HST']);
  });

  it('creates and renames a territory and an area, with field messages and taken Ids', async () => {
    const c = await t.call<TerritoryRow>(
      'territoryCreate',
      { territory: { ident: 'T-WEST', name: ' Zachód ' } },
      { token: tok.admin },
    );
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({
      ident: 'T-WEST',
      name: 'Zachód',
      trash: false,
      areas: [],
      people: [],
    });
    const renamed = await t.call<TerritoryRow>(
      'territoryUpdate',
      { territory: { uuid: c.body.data.uuid, ident: 'T-WEST', name: 'Zachód i Pomorze' } },
      { token: tok.admin },
    );
    expect(renamed.body.data.name).toBe('Zachód i Pomorze');
    const bad = await t.call(
      'territoryCreate',
      { territory: { ident: 'a b', name: '' } },
      { token: tok.admin },
    );
    expect([bad.status, bad.body.data.fields!.map((x) => x.path)]).toEqual([
      400,
      ['territory.ident', 'territory.name'],
    ]);
    const taken = await t.call(
      'territoryCreate',
      { territory: { ident: 'T-NORTH', name: 'X' } },
      { token: tok.admin },
    );
    expect([taken.status, taken.body.data.fields![0]!.message]).toEqual([
      409,
      'Terytorium o tym Id już istnieje.',
    ]);

    const a = await t.call<AreaRow>(
      'areaCreate',
      { area: { ident: 'A-WEST-1', name: 'Szczecin', territory: { uuid: c.body.data.uuid } } },
      { token: tok.admin },
    );
    expect(a.body.data).toMatchObject({
      ident: 'A-WEST-1',
      name: 'Szczecin',
      territory: { uuid: c.body.data.uuid },
    });
    const moved = await t.call<AreaRow>(
      'areaUpdate',
      {
        area: {
          uuid: a.body.data.uuid,
          ident: 'A-WEST-1',
          name: 'Szczecin i okolice',
          territory: { uuid: f.t1 },
        },
      },
      { token: tok.admin },
    );
    expect(moved.body.data).toMatchObject({ name: 'Szczecin i okolice', territory: { uuid: f.t1 } });
    const areaTaken = await t.call(
      'areaCreate',
      { area: { ident: 'A-NORTH-1', name: 'X', territory: { uuid: f.t1 } } },
      { token: tok.admin },
    );
    expect([areaTaken.status, areaTaken.body.data.fields![0]!.path]).toEqual([409, 'area.ident']);
    const noTerritory = await t.call(
      'areaCreate',
      { area: { ident: 'A-X', name: 'X', territory: { uuid: '00000000-0000-4000-8000-000000000000' } } },
      { token: tok.admin },
    );
    expect(noTerritory.status).toBe(404);
    const badArea = await t.call(
      'areaCreate',
      { area: { ident: '', name: ' ', territory: { uuid: f.t1 } } },
      { token: tok.admin },
    );
    expect(badArea.body.data.fields!.map((x) => x.path)).toEqual(['area.ident', 'area.name']);
  });

  it('refuses every role but ADMIN', async () => {
    for (const token of [tok.asm1, tok.hsadm1, tok.hst1]) {
      const calls = [
        t.call('regionList', {}, { token }),
        t.call('territoryCreate', { territory: { ident: 'T-Q', name: 'Q' } }, { token }),
        t.call('territoryUpdate', { territory: { uuid: f.t1, ident: 'T-NORTH', name: 'Q' } }, { token }),
        t.call('areaCreate', { area: { ident: 'A-Q', name: 'Q', territory: { uuid: f.t1 } } }, { token }),
        t.call(
          'areaUpdate',
          { area: { uuid: f.a1, ident: 'A-NORTH-1', name: 'Q', territory: { uuid: f.t1 } } },
          { token },
        ),
      ];
      for (const r of await Promise.all(calls))
        expect([r.status, r.body.data.error]).toEqual([403, 'E_FORBIDDEN']);
    }
  });

  it('retires a territory: gone from the pickers, its history and people stay, and it can come back', async () => {
    const r = await t.call<TerritoryRow>(
      'territoryUpdate',
      { territory: { uuid: f.t2, ident: 'T-SOUTH', name: 'Południe', trash: true } },
      { token: tok.admin },
    );
    expect([r.status, r.body.data.trash, r.body.data.people.length]).toEqual([200, true, 2]);
    const picker = await t.call<{ uuid: string }[]>(
      'territoryList',
      { pagination: { page: 0, pageSize: 500 } },
      { token: tok.admin },
    );
    expect(picker.body.data.map((x) => x.uuid)).not.toContain(f.t2);
    // Still named by its actions: the action list shows it.
    const list = await t.call<{ actions: { territory: { uuid: string } | null }[] }>(
      'actionList',
      {
        actions: { since: '2020-01-01 00:00:00', until: '2099-12-31 23:59:59' },
        pagination: { limit: 100, offset: 0 },
      },
      { token: tok.admin },
    );
    expect(list.body.data.actions.some((a) => a.territory?.uuid === f.t2)).toBe(true);
    // No new area or point goes into a retired territory.
    const area = await t.call(
      'areaCreate',
      { area: { ident: 'A-S-2', name: 'X', territory: { uuid: f.t2 } } },
      { token: tok.admin },
    );
    expect([area.status, area.body.data.fields![0]!.path]).toEqual([400, 'area.territory.uuid']);
    const action = await t.call(
      'actionCreate',
      {
        action: {
          name: 'Na wycofanym',
          type: { ident: 'Standard' },
          territory: { uuid: f.t2 },
          actionPoints: [],
          users: [],
        },
      },
      { token: tok.admin },
    );
    expect([action.status, action.body.data.fields?.[0]?.path]).toEqual([400, 'action.territory']);
    // Nor does a new event; an event that runs there keeps it through an edit.
    const event = (ident: string) => ({
      ident,
      name: 'Velo Tour Południe',
      since: { date: '2026-12-01 00:00:00' },
      until: { date: '2026-12-07 23:59:59' },
      territory: [{ uuid: f.t2 }],
    });
    const newEvent = await t.call('eventCreate', { event: event('EV-NEW') }, { token: tok.admin });
    expect([newEvent.status, newEvent.body.data.fields?.[0]]).toEqual([
      400,
      { path: 'event.territory', message: 'Terytorium zostało wycofane.' },
    ]);
    const kept = await t.call(
      'eventUpdate',
      { event: { ...event('EV-2'), uuid: f.events.e2 } },
      { token: tok.admin },
    );
    expect(kept.status).toBe(200);
    const back = await t.call<TerritoryRow>(
      'territoryUpdate',
      { territory: { uuid: f.t2, ident: 'T-SOUTH', name: 'Południe', trash: false } },
      { token: tok.admin },
    );
    expect(back.body.data.trash).toBe(false);
    const retiredArea = await t.call<AreaRow>(
      'areaUpdate',
      { area: { uuid: f.a2, ident: 'A-SOUTH-1', name: 'Kraków', territory: { uuid: f.t2 }, trash: true } },
      { token: tok.admin },
    );
    expect(retiredArea.body.data.trash).toBe(true);
    // No longer anyone's default area (the wizard takes a person's area of the territory).
    const people = await t.call<{ uuid: string; areas: { uuid: string }[] }[]>(
      'userList',
      { pagination: { page: 0, pageSize: 1000 } },
      { token: tok.admin },
    );
    expect(people.body.data.find((p) => p.uuid === f.users.hst2.id)?.areas).toEqual([]);
    expect(people.body.data.find((p) => p.uuid === f.users.hst1.id)?.areas.map((a) => a.uuid)).toEqual([
      f.a1,
    ]);
  });
});
