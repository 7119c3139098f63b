// /code/list, /code/import and /code/export through HTTP: totals per event and group, an
// all-or-nothing CSV import, and a CSV export that imports back unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../src/db/schema/codes';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

const csv = (text: string) => [{ name: 'kody.csv', type: 'text/csv', bytes: new TextEncoder().encode(text) }];

interface Pool {
  event: { uuid: string; ident: string; name: string };
  name: string;
  sum: number;
  released: number;
  assigned: number;
  available: number;
  groups: { name: string; sum: number; released: number; assigned: number; available: number }[];
}

describe.each(BACKENDS)('code pools on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let admin: string;
  let hst1: string;
  let hsadm: string;
  let asm: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    [admin, hst1, hsadm, asm] = await Promise.all([
      t.login('admin@fixture.test'),
      t.login('hst1@fixture.test'),
      t.login('hsadm1@fixture.test'),
      t.login('asm1@fixture.test'),
    ]);
    // Generous: the first start migrates and hashes passwords, slow on a busy 2-core machine.
  }, 180_000);
  afterAll(() => t?.close());

  it('imports a CSV and lists totals per event and group', async () => {
    const text = [
      'code;event;group;state;hostess',
      'KOD-A1;EV-1;Grupa A;;',
      'KOD-A2;EV-1;Grupa A;available;',
      'KOD-A3;EV-1;Grupa A;assigned;HST1@fixture.test',
      'KOD-B1;EV-1;Grupa B;released;hst1@fixture.test',
      'KOD-C1;EV-2;Grupa C;assigned;hst2@fixture.test',
      'KOD-A1;EV-1;Grupa A;;',
    ].join('\n');
    const r = await t.upload<{ imported: number; skipped: number }>('codeImport', {}, csv(text), {
      token: admin,
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ imported: 5, skipped: 1 });
    const list = await t.call<Pool[]>('codeList', {}, { token: admin });
    expect(list.status).toBe(200);
    const ev1 = list.body.data.find((p) => p.event.ident === 'EV-1')!;
    expect(ev1).toMatchObject({
      event: { uuid: f.events.e1 },
      sum: 4,
      released: 1,
      assigned: 1,
      available: 2,
    });
    expect(ev1.groups).toEqual([
      { name: 'Grupa A', sum: 3, released: 0, assigned: 1, available: 2 },
      { name: 'Grupa B', sum: 1, released: 1, assigned: 0, available: 0 },
    ]);
    const only2 = await t.call<Pool[]>('codeList', { event: { uuid: f.events.e2 } }, { token: admin });
    expect(only2.body.data.map((p) => p.event.ident)).toEqual(['EV-2']);
    expect(only2.body.data[0]).toMatchObject({ sum: 1, assigned: 1 });
  });

  it('refuses the whole file when any line is bad, listing the line numbers', async () => {
    const text = [
      'code;event;group;state;hostess',
      'KOD-OK1;EV-1;G;;',
      'KOD-X;NIE-MA;G;;',
      ';EV-1;G;;',
      'KOD-Y;EV-1;G;zgubiony;',
      'KOD-Z;EV-1;G;assigned;',
      'KOD-W;EV-1;G;assigned;asm1@fixture.test',
    ].join('\n');
    const r = await t.upload('codeImport', {}, csv(text), { token: admin });
    expect(r.status).toBe(400);
    expect(r.body.data.error).toBe('E_CSV_INVALID');
    // Format errors first: lines 4, 5, 6; existence is checked once the format is right.
    expect((r.body.data as { lines?: number[] }).lines).toEqual([4, 5, 6]);
    const fixed = text.split('\n').filter((_, i) => i < 3 || i === 6);
    const r2 = await t.upload('codeImport', {}, csv(fixed.join('\n')), { token: admin });
    expect((r2.body.data as { lines?: number[] }).lines).toEqual([3, 4]);
    expect(r2.body.data.fields?.map((x) => x.message).join(' ')).toMatch(/NIE-MA/);
    const rows = await t.deps.db.select().from(codes);
    expect(rows.map((c) => c.code)).not.toContain('KOD-OK1');
    const header = await t.upload('codeImport', {}, csv('kod;x\nA;B\n'), { token: admin });
    expect(header.body.data.error).toBe('E_CSV_INVALID');
  });

  it('exports every code with its state as CSV for Excel, and the export imports back unchanged', async () => {
    const r = await t.call('codeExport', {}, { token: admin });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(r.headers.get('content-disposition')).toMatch(/filename="kody-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(r.raw!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('code;event;group;state;hostess');
    expect(lines).toContain('KOD-A3;EV-1;Grupa A;assigned;hst1@fixture.test');
    expect(lines).toContain('KOD-B1;EV-1;Grupa B;released;hst1@fixture.test');
    expect(lines).toContain('KOD-A1;EV-1;Grupa A;available;');
    const before = await t.call<Pool[]>('codeList', {}, { token: admin });
    const back = await t.upload<{ imported: number; skipped: number }>(
      'codeImport',
      {},
      [{ name: 'kody.csv', type: 'text/csv', bytes }],
      { token: admin },
    );
    expect(back.body.data).toEqual({ imported: 0, skipped: lines.length - 1 });
    const after = await t.call<Pool[]>('codeList', {}, { token: admin });
    expect(after.body.data).toEqual(before.body.data);
    const one = await t.call('codeExport', { event: { uuid: f.events.e2 } }, { token: admin });
    const oneText = new TextDecoder().decode(new Uint8Array(one.raw!));
    expect(oneText).toContain('KOD-C1');
    expect(oneText).not.toContain('KOD-A1');
  });

  it('refuses a missing session and every role but ADMIN on all three calls', async () => {
    expect((await t.call('codeList', {})).status).toBe(401);
    expect((await t.call('codeExport', {})).status).toBe(401);
    expect((await t.upload('codeImport', {}, csv('code;event;group\n'))).status).toBe(401);
    for (const token of [hst1, hsadm, asm]) {
      expect((await t.call('codeList', {}, { token })).status).toBe(403);
      expect((await t.call('codeExport', {}, { token })).status).toBe(403);
      expect((await t.upload('codeImport', {}, csv('code;event;group\n'), { token })).status).toBe(403);
    }
    const bad = await t.call('codeList', { event: { uuid: 42 } }, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.data.error).toBe('E_VALIDATION');
  });
});
