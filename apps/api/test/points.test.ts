// The locations screen's calls through HTTP: /point/search, /point/create, /point/update (checks
// with Polish field messages, territory reach, retiring), /point/import of CSV and XLSX (all or
// nothing with 'Wiersz N', upsert by Id, the same file twice changes nothing, 5 000 rows in one
// transaction), and a start at a point without coordinates recorded without a distance.
import type { Action } from '@tourplanner/domain/entities';
import type { PointRow } from '@tourplanner/domain/wire/points';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPoints, actions, actionUsers } from '../src/db/schema/actions';
import { points } from '../src/db/schema/points';
import { territories } from '../src/db/schema/territories';
import { dayOf, fromWire } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

const csv = (text: string) => [
  { name: 'punkty.csv', type: 'text/csv', bytes: new TextEncoder().encode(text) },
];
const HEADER = 'ident;nazwa;sieć;ulica;numer;miasto;kod pocztowy;terytorium (ident);szerokość;długość';

const newPoint = (over: Record<string, unknown> = {}) => ({
  ident: 'NP-1',
  name: 'Kiosk Nowy',
  chain: 'Ruch',
  address: { streetAddress: 'Nowa', streetNumber: '7A', cityName: 'Gdynia', postalCode: '81-001' },
  lat: 54.5189,
  lng: 18.5305,
  ...over,
});

type Search = { points: PointRow[]; count: number };

describe.each(BACKENDS)('points (locations) on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let tok: Record<'admin' | 'asm1' | 'asm2' | 'hsadm1' | 'hst1', string>;
  const day = dayOf(new Date());

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, day);
    const names = ['admin', 'asm1', 'asm2', 'hsadm1', 'hst1'] as const;
    const tokens = await Promise.all(names.map((n) => t.login(`${n}@fixture.test`)));
    tok = Object.fromEntries(names.map((n, i) => [n, tokens[i]!])) as typeof tok;
  }, 180_000);
  afterAll(() => t?.close());

  const table = async () =>
    t.deps.db
      .select({
        ident: points.ident,
        name: points.name,
        chain: points.chain,
        street: points.streetAddress,
        postal: points.postalCode,
        lat: points.lat,
        territory: points.territoryId,
      })
      .from(points)
      .orderBy(asc(points.ident));

  it('creates a point, lists and finds it, and refuses bad input with Polish field messages', async () => {
    const r = await t.call<PointRow>(
      'pointCreate',
      { point: newPoint({ territory: { uuid: f.t1 } }) },
      { token: tok.asm1 },
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      ident: 'NP-1',
      chain: 'Ruch',
      address: { postalCode: '81-001', cityName: 'Gdynia' },
      territory: { uuid: f.t1, ident: 'T-NORTH' },
      trash: false,
    });
    const bad = await t.call(
      'pointCreate',
      {
        point: newPoint({
          ident: ' ',
          address: { streetAddress: 'X', streetNumber: '1', cityName: 'Y', postalCode: '81001' },
          lat: 91,
          lng: null,
          territory: { uuid: f.t1 },
        }),
      },
      { token: tok.admin },
    );
    expect([bad.status, bad.body.data.error]).toEqual([400, 'E_VALIDATION']);
    const paths = bad.body.data.fields!.map((x) => x.path);
    expect(paths).toEqual(expect.arrayContaining(['point.ident', 'point.address.postalCode', 'point.lat']));
    expect(bad.body.data.fields!.find((x) => x.path === 'point.address.postalCode')!.message).toBe(
      'Kod pocztowy w formacie NN-NNN.',
    );
    const taken = await t.call(
      'pointCreate',
      { point: newPoint({ territory: { uuid: f.t1 } }) },
      { token: tok.admin },
    );
    expect([taken.status, taken.body.data.fields?.[0]?.path]).toEqual([409, 'point.ident']);

    const found = await t.call<Search>(
      'pointSearch',
      { pagination: { page: 0, pageSize: 50 }, search: 'gdyn' },
      { token: tok.asm1 },
    );
    expect(found.body.data.points.map((p) => p.ident)).toEqual(['NP-1']);
    // The chain is searched too ('ruch' is in neither its Id, name nor city), and can be a filter.
    const byChain = await t.call<Search>(
      'pointSearch',
      { pagination: { page: 0, pageSize: 50 }, search: 'RUCH' },
      { token: tok.asm1 },
    );
    expect(byChain.body.data.points.map((p) => [p.ident, p.chain])).toEqual([['NP-1', 'Ruch']]);
    const chainFilter = await t.call<Search>(
      'pointSearch',
      { pagination: { page: 0, pageSize: 50 }, chain: ' ruch ', territory: { uuid: f.t1 } },
      { token: tok.asm1 },
    );
    expect([chainFilter.body.data.count, chainFilter.body.data.points.map((p) => p.ident)]).toEqual([
      1,
      ['NP-1'],
    ]);
    // A whole name, not a part of one; and another territory's coordinator finds none of it.
    const part = await t.call<Search>(
      'pointSearch',
      { pagination: { page: 0, pageSize: 50 }, chain: 'ru' },
      { token: tok.asm1 },
    );
    expect(part.body.data.count).toBe(0);
    const notHers = await t.call<Search>(
      'pointSearch',
      { pagination: { page: 0, pageSize: 50 }, search: 'ruch' },
      { token: tok.asm2 },
    );
    expect(notHers.body.data.points).toEqual([]);
    const all = await t.call<Search>(
      'pointSearch',
      { pagination: { page: 0, pageSize: 2 } },
      { token: tok.admin },
    );
    expect([all.body.data.count, all.body.data.points.length]).toEqual([4, 2]);
    const south = await t.call<Search>(
      'pointSearch',
      { pagination: { page: 0, pageSize: 50 }, territory: { uuid: f.t2 } },
      { token: tok.admin },
    );
    expect(south.body.data.points.map((p) => p.ident)).toEqual(['P-2']);
    // A coordinator sees only her territories; asking for another one is refused.
    const mine = await t.call<Search>(
      'pointSearch',
      { pagination: { page: 0, pageSize: 50 } },
      { token: tok.asm2 },
    );
    expect(mine.body.data.points.map((p) => p.ident)).toEqual(['P-2']);
    const other = await t.call(
      'pointSearch',
      { pagination: { page: 0, pageSize: 50 }, territory: { uuid: f.t1 } },
      { token: tok.asm2 },
    );
    expect(other.status).toBe(403);
  });

  it('keeps coordinators within their territories and hostesses out', async () => {
    const elsewhere = await t.call(
      'pointCreate',
      { point: newPoint({ ident: 'NP-X', territory: { uuid: f.t2 } }) },
      { token: tok.asm1 },
    );
    expect([elsewhere.status, elsewhere.body.data.error]).toEqual([403, 'E_FORBIDDEN']);
    const editOther = await t.call(
      'pointUpdate',
      { point: newPoint({ uuid: f.points.p2, ident: 'P-2', territory: { uuid: f.t2 } }) },
      { token: tok.hsadm1 },
    );
    expect(editOther.status).toBe(403);
    const take = await t.call(
      'pointUpdate',
      { point: newPoint({ uuid: f.points.p2, ident: 'P-2', territory: { uuid: f.t1 } }) },
      { token: tok.asm1 },
    );
    expect(take.status).toBe(403);
    const hst = await t.call(
      'pointCreate',
      { point: newPoint({ territory: { uuid: f.t1 } }) },
      { token: tok.hst1 },
    );
    expect(hst.status).toBe(403);
    const missing = await t.call(
      'pointUpdate',
      { point: newPoint({ uuid: '00000000-0000-4000-8000-000000000000', territory: { uuid: f.t1 } }) },
      { token: tok.admin },
    );
    expect(missing.status).toBe(404);
  });

  it('retires a point with actions: gone from the picker, kept in history and in the table on request', async () => {
    const p1 = { ...newPoint(), uuid: f.points.p1, ident: 'P-1', territory: { uuid: f.t1 } };
    const r = await t.call<PointRow>('pointUpdate', { point: { ...p1, trash: true } }, { token: tok.admin });
    expect([r.status, r.body.data.trash]).toEqual([200, true]);
    const picker = await t.call<{ uuid: string }[]>(
      'pointList',
      { pagination: { page: 0, pageSize: 1000 }, event: { uuid: f.events.e1 } },
      { token: tok.admin },
    );
    expect(picker.body.data.map((p) => p.uuid)).not.toContain(f.points.p1);
    const [still] = await t.deps.db.select().from(actionPoints).where(eq(actionPoints.pointId, f.points.p1));
    expect(still).toBeDefined();
    const table = await t.call<Search>(
      'pointSearch',
      { pagination: { page: 0, pageSize: 50 }, search: 'P-1', trash: true },
      { token: tok.admin },
    );
    expect(table.body.data.points.find((p) => p.ident === 'P-1')?.trash).toBe(true);
    // No new action takes it; an action that has it keeps it through an edit.
    const action = {
      name: 'Przy wycofanej',
      type: { ident: 'Standard' },
      event: { uuid: f.events.e1 },
      territory: { uuid: f.t1 },
      area: { uuid: f.a1 },
      // editable1's own hours: hst1 has AK-2 from 12:00 (ADR 0021).
      since: { date: `${day} 10:00:00` },
      until: { date: `${day} 12:00:00` },
      actionPoints: [{ point: { uuid: f.points.p1 } }],
      users: [{ uuid: f.users.hst1.id }],
    };
    const created = await t.call('actionCreate', { action }, { token: tok.admin });
    expect([created.status, created.body.data.error, created.body.data.fields?.[0]?.message]).toEqual([
      400,
      'E_ACTION_POINT_MISMATCH',
      'Lokalizacja została wycofana.',
    ]);
    const edited = await t.call(
      'actionUpdate',
      { action: { ...action, uuid: f.actions.editable1, name: 'Akcja edytowalna' } },
      { token: tok.admin },
    );
    expect(edited.status).toBe(200);
    const back = await t.call<PointRow>(
      'pointUpdate',
      { point: { ...p1, trash: false } },
      { token: tok.admin },
    );
    expect(back.body.data.trash).toBe(false);
  });

  it('imports a CSV in one go, refuses a file with one bad row whole, and changes nothing the second time', async () => {
    const good = [
      HEADER,
      'IMP-1;Sklep Pierwszy;Żabka;Polna;1;Gdańsk;80-001;T-NORTH;54,35;18,65',
      'IMP-2;Sklep Drugi;;Leśna;2;Sopot;81-701;T-NORTH;;',
      'IMP-3;Sklep Trzeci;Lewiatan;Rynek;3;Kraków;31-001;T-SOUTH;50.06;19.94',
    ].join('\n');
    const first = await t.upload('pointImport', {}, csv(good), { token: tok.admin });
    expect([first.status, first.body.data]).toEqual([200, { created: 3, updated: 0, unchanged: 0 }]);
    const after = await table();
    const again = await t.upload('pointImport', {}, csv(good), { token: tok.admin });
    expect(again.body.data).toEqual({ created: 0, updated: 0, unchanged: 3 });
    expect(await table()).toEqual(after);
    expect(after.find((p) => p.ident === 'IMP-1')).toMatchObject({
      lat: 54.35,
      chain: 'Żabka',
      postal: '80-001',
    });

    const badMiddle = [
      HEADER,
      'IMP-1;Sklep Pierwszy ZMIANA;Żabka;Polna;1;Gdańsk;80-001;T-NORTH;54,35;18,65',
      'IMP-4;Sklep Czwarty;;Polna;4;Gdańsk;80001;T-NORTH;;',
      'IMP-5;Sklep Piąty;;Polna;5;Gdańsk;80-005;T-NORTH;;',
    ].join('\n');
    const refused = await t.upload('pointImport', {}, csv(badMiddle), { token: tok.admin });
    expect([refused.status, refused.body.data.error]).toEqual([400, 'E_INVALID_FILE']);
    expect(refused.body.data.fields!.map((x) => x.message)).toEqual([
      'Wiersz 3: Kod pocztowy w formacie NN-NNN.',
    ]);
    expect(await table()).toEqual(after);

    const unknown = await t.upload(
      'pointImport',
      {},
      csv([HEADER, 'IMP-9;A;;B;1;C;00-001;T-NIE-MA;;', 'IMP-9;A;;B;1;C;00-001;T-NORTH;;'].join('\n')),
      { token: tok.admin },
    );
    expect(unknown.body.data.fields!.map((x) => x.message)).toEqual([
      'Wiersz 3: Id „IMP-9” powtarza się w wierszu 2',
    ]);
    const header = await t.upload('pointImport', {}, csv('ident;nazwa\nX;Y'), { token: tok.admin });
    expect(header.body.data.fields![0]!.message).toMatch(/^Wiersz 1: nagłówek musi zawierać kolumny: ulica/);
  });

  it('refuses a coordinator importing a point of another territory', async () => {
    const before = await table();
    const theirs = [
      HEADER,
      'IMP-6;Sklep;;Polna;6;Gdańsk;80-006;T-NORTH;;',
      'IMP-7;Sklep;;Polna;7;Kraków;30-007;T-SOUTH;;',
    ];
    const r = await t.upload('pointImport', {}, csv(theirs.join('\n')), { token: tok.asm1 });
    expect([r.status, r.body.data.error]).toEqual([403, 'E_FORBIDDEN']);
    expect(r.body.data.fields!.map((x) => x.message)).toEqual([
      'Wiersz 3: terytorium „T-SOUTH” jest poza Twoimi terytoriami',
    ]);
    // Moving another territory's point into hers is refused too.
    const move = await t.upload(
      'pointImport',
      {},
      csv([HEADER, 'IMP-3;X;;Y;1;Z;30-001;T-NORTH;;'].join('\n')),
      {
        token: tok.asm1,
      },
    );
    expect(move.status).toBe(403);
    expect(await table()).toEqual(before);
    const own = await t.upload('pointImport', {}, csv(theirs.slice(0, 2).join('\n')), { token: tok.asm1 });
    expect(own.body.data).toEqual({ created: 1, updated: 0, unchanged: 0 });
  });

  it('imports an XLSX with Polish headers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Punkty');
    sheet.addRow([
      'Ident',
      'Nazwa',
      'Sieć',
      'Ulica',
      'Numer',
      'Miasto',
      'Kod pocztowy',
      'Terytorium',
      'Szerokość',
      'Długość',
    ]);
    sheet.addRow(['XL-1', 'Arkusz', 'Stokrotka', 'Polna', 12, 'Gdańsk', '80-012', 'T-NORTH', 54.1, 18.2]);
    sheet.addRow(['XL-2', 'Arkusz 2', null, 'Polna', '13', 'Gdańsk', '80-013', 'T-NORTH', 91, 18.2]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const file = [{ name: 'punkty.xlsx', type: 'application/octet-stream', bytes }];
    const bad = await t.upload('pointImport', {}, file, { token: tok.admin });
    expect(bad.body.data.fields!.map((x) => x.message)).toEqual([
      'Wiersz 3: Szerokość geograficzna od -90 do 90.',
    ]);
    sheet.getRow(3).getCell(9).value = 54.2;
    const fixed = new Uint8Array(await book.xlsx.writeBuffer());
    const ok = await t.upload('pointImport', {}, [{ ...file[0]!, bytes: fixed }], { token: tok.admin });
    expect([ok.status, ok.body.data]).toEqual([200, { created: 2, updated: 0, unchanged: 0 }]);
    const [xl] = await t.deps.db.select().from(points).where(eq(points.ident, 'XL-1'));
    expect(xl).toMatchObject({ streetNumber: '12', chain: 'Stokrotka', lat: 54.1 });
  });

  it('records a start at a point without coordinates without a distance', async () => {
    const p = await t.call<PointRow>(
      'pointCreate',
      { point: newPoint({ ident: 'NO-GPS', lat: null, lng: null, territory: { uuid: f.t1 } }) },
      { token: tok.admin },
    );
    expect([p.body.data.lat, p.body.data.lng]).toEqual([null, null]);
    const at = (h: number) => fromWire(`${day} ${String(h).padStart(2, '0')}:00:00`)!;
    const [a] = await t.deps.db
      .insert(actions)
      .values({
        type: 'Standard',
        ident: 'AK-NO-GPS',
        name: 'Bez współrzędnych',
        status: 'accepted',
        eventId: f.events.e1,
        territoryId: f.t1,
        since: at(6),
        until: at(23),
      })
      .returning({ id: actions.id });
    await t.deps.db.insert(actionPoints).values({ actionId: a!.id, pointId: p.body.data.uuid });
    await t.deps.db.insert(actionUsers).values({ actionId: a!.id, userId: f.users.hst1.id });
    const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const r = await t.upload<Action>(
      'actionStart',
      { action: { uuid: a!.id }, position: { lat: 54.35, lng: 18.65 } },
      [{ name: 'a.jpg', type: 'image/jpeg', bytes: photo }],
      { token: tok.hst1 },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.status.global.ident).toBe('started');
    expect([r.body.data.startDistance, r.body.data.outOfBounds]).toEqual([null, null]);
  });

  it('applies a 5 000-row CSV in one transaction in under 5 s, and again without a change', async () => {
    const [north] = await t.deps.db.select().from(territories).where(eq(territories.ident, 'T-NORTH'));
    expect(north).toBeDefined();
    const rows = Array.from({ length: 5000 }, (_, i) => {
      const n = String(i).padStart(5, '0');
      return `BULK-${n};Punkt ${n};Sieć ${i % 7};Ulica ${i % 50};${i % 200};Miasto ${i % 30};${String(10 + (i % 90)).padStart(2, '0')}-${String(i % 1000).padStart(3, '0')};T-NORTH;${(50 + (i % 400) / 100).toFixed(4)};${(18 + (i % 300) / 100).toFixed(4)}`;
    });
    const file = csv([HEADER, ...rows].join('\n'));
    const started = performance.now();
    const r = await t.upload('pointImport', {}, file, { token: tok.admin });
    const ms = performance.now() - started;
    console.log(`[${backend}] 5 000-row point import: ${Math.round(ms)} ms`);
    expect([r.status, r.body.data]).toEqual([200, { created: 5000, updated: 0, unchanged: 0 }]);
    if (backend === 'postgres') expect(ms).toBeLessThan(5000);
    const second = await t.upload('pointImport', {}, file, { token: tok.admin });
    expect(second.body.data).toEqual({ created: 0, updated: 0, unchanged: 5000 });
  }, 120_000);
});
