// An action's history (issue 29) through HTTP: each call that changes an action, or counts or
// reviews something at it, leaves exactly its entry (who, the Polish sentence, an edit's fields
// from → to as texts); /action/history answers them oldest first within the caller's territories;
// entries are never edited by a later call.
import type { Action } from '@tourplanner/domain/entities';
import type { ActionHistoryAnswer } from '@tourplanner/domain/wire/history';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionFiles } from '../src/db/schema/actions';
import { users } from '../src/db/schema/users';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';
import { newContact, registerBody, VELO, verified } from './webform-support';

const jpeg = (r: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 30, b: 60 } } })
    .jpeg()
    .toBuffer();

type Names = 'admin' | 'asm1' | 'asm2' | 'hsadm1' | 'hst1' | 'hst2' | 'hst3';

describe.each(BACKENDS)('the action history on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let tok: Record<Names, string>;
  let name: Record<Names, string>;
  // Today (a start is refused before its day), in the evening: the fixture books hst1 until 18:00.
  const day = dayOf(new Date());
  let id: string;

  const history = async (actionId: string, token = tok.asm1) =>
    t.call<ActionHistoryAnswer>('actionHistory', { action: { uuid: actionId } }, { token });
  // The notices to the hostess and the coordinators' alerts are written by jobs, at their own
  // moments (test/reminders.test.ts, test/alerts.test.ts): left out here, where the calls' own
  // entries are counted.
  const byJobs = new Set(['reminder', 'alert']);
  const entries = async (actionId: string) => {
    const r = await history(actionId);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.entries.filter((e) => !byJobs.has(e.kind));
  };
  const who = (n: Names) => ({ uuid: f.users[n].id, name: name[n] });

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, day);
    const keys = ['admin', 'asm1', 'asm2', 'hsadm1', 'hst1', 'hst2', 'hst3'] as const;
    const tokens = await Promise.all(keys.map((n) => t.login(`${n}@fixture.test`)));
    tok = Object.fromEntries(keys.map((n, i) => [n, tokens[i]!])) as typeof tok;
    const rows = await t.deps.db.select().from(users);
    name = Object.fromEntries(
      keys.map((n) => {
        const u = rows.find((x) => x.id === f.users[n].id)!;
        return [n, `${u.firstname} ${u.lastname}`];
      }),
    ) as typeof name;
  });
  afterAll(() => t?.close());

  const input = (over: Record<string, unknown>) => ({
    name: 'Historia A',
    type: { ident: 'Standard' },
    event: { uuid: f.events.e1 },
    territory: { uuid: f.t1 },
    area: { uuid: f.a1 },
    actionPoints: [{ point: { uuid: f.points.p1 } }],
    users: [{ uuid: f.users.hst3.id }],
    since: { date: `${day} 19:00:00` },
    until: { date: `${day} 20:00:00` },
    availabilityOverride: 'Zastępstwo ustalone telefonicznie',
    ...over,
  });

  it('records the creation and the hostess put on it, by the coordinator', async () => {
    const r = await t.call<Action>('actionCreate', { action: input({}) }, { token: tok.asm1 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    id = r.body.data.uuid;
    const list = await entries(id);
    expect(list).toEqual([
      {
        at: { date: expect.any(String) },
        who: who('asm1'),
        kind: 'created',
        text: `Utworzono akcję ${r.body.data.ident}`,
      },
      {
        at: { date: expect.any(String) },
        who: who('asm1'),
        kind: 'assigned',
        text: `Przypisano do akcji: ${name.hst3}`,
      },
    ]);
    expect(list[0]!.at.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('records an edit: each changed field from → to as texts, and the people swapped', async () => {
    const r = await t.call(
      'actionUpdate',
      {
        action: input({
          uuid: id,
          name: 'Historia B',
          since: { date: `${day} 20:00:00` },
          until: { date: `${day} 21:00:00` },
          users: [{ uuid: f.users.hst1.id }],
        }),
      },
      { token: tok.asm1 },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
    const list = (await entries(id)).slice(2);
    expect(list.map(({ at: _, ...e }) => e)).toEqual([
      {
        who: who('asm1'),
        kind: 'changed',
        text: 'Zmieniono dane akcji',
        changes: [
          { field: 'Nazwa', from: 'Historia A', to: 'Historia B' },
          { field: 'Początek', from: `${d} 19:00`, to: `${d} 20:00` },
          { field: 'Koniec', from: `${d} 20:00`, to: `${d} 21:00` },
          // hst1 has declared no time then: the reason sent is now stored (hst3 needed none).
          {
            field: 'Powód przypisania poza dostępnością',
            from: null,
            to: 'Zastępstwo ustalone telefonicznie',
          },
        ],
      },
      { who: who('asm1'), kind: 'assigned', text: `Przypisano do akcji: ${name.hst1}` },
      { who: who('asm1'), kind: 'unassigned', text: `Zdjęto z akcji: ${name.hst3}` },
    ]);
    // Saving it unchanged adds nothing.
    expect(
      (
        await t.call(
          'actionUpdate',
          {
            action: input({
              uuid: id,
              name: 'Historia B',
              since: { date: `${day} 20:00:00` },
              until: { date: `${day} 21:00:00` },
              users: [{ uuid: f.users.hst1.id }],
            }),
          },
          { token: tok.asm1 },
        )
      ).status,
    ).toBe(200);
    expect(await entries(id)).toHaveLength(5);
  });

  it('names points, events and territories by name, not by id', async () => {
    const other = await t.call<Action>(
      'actionCreate',
      { action: input({ users: [], since: null, until: null, name: 'Historia C' }) },
      { token: tok.asm1 },
    );
    expect(other.status).toBe(200);
    const moved = await t.call(
      'actionUpdate',
      {
        action: input({
          uuid: other.body.data.uuid,
          name: 'Historia C',
          users: [],
          since: null,
          until: null,
          actionPoints: [{ point: { uuid: f.points.p3broken } }],
          event: null,
        }),
      },
      { token: tok.asm1 },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const changed = (await entries(other.body.data.uuid)).find((e) => e.kind === 'changed');
    expect(changed?.changes).toEqual([
      { field: 'Event', from: 'Glo Tour Północ', to: null },
      { field: 'Lokalizacja', from: 'Żabka Długa', to: 'P-3' },
    ]);
  });

  it('records a bulk change row by row as the single calls do, and nothing of a refused row', async () => {
    const made = await t.call<Action>(
      'actionCreate',
      {
        action: input({
          name: 'Historia E',
          users: [],
          availabilityOverride: null,
          since: { date: `${day} 06:00:00` },
          until: { date: `${day} 07:00:00` },
        }),
      },
      { token: tok.asm1 },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const bulk = (set: Record<string, unknown>) =>
      t.call<{ results: { ok: boolean }[] }>(
        'actionBulk',
        { actions: { uuids: [made.body.data.uuid] }, set },
        { token: tok.asm1 },
      );
    // A row refused (cancelled needs a hostess) changes nothing, its shift's entry included.
    const refused = await bulk({ shift: { days: 0, minutes: 30 }, status: { ident: 'cancelled' } });
    expect(refused.body.data.results).toEqual([expect.objectContaining({ ok: false })]);
    expect(await entries(made.body.data.uuid)).toHaveLength(1);
    const done = await bulk({
      shift: { days: 0, minutes: 30 },
      user: { uuid: f.users.hst3.id },
      status: { ident: 'accepted' },
      availabilityOverride: 'Zastępstwo ustalone telefonicznie',
    });
    expect(done.body.data.results, JSON.stringify(done.body)).toEqual([
      expect.objectContaining({ ok: true }),
    ]);
    const d = `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
    expect((await entries(made.body.data.uuid)).slice(1).map(({ at: _, ...e }) => e)).toEqual([
      {
        who: who('asm1'),
        kind: 'changed',
        text: 'Zmieniono dane akcji',
        changes: [
          { field: 'Początek', from: `${d} 06:00`, to: `${d} 06:30` },
          { field: 'Koniec', from: `${d} 07:00`, to: `${d} 07:30` },
        ],
      },
      { who: who('asm1'), kind: 'assigned', text: `Przypisano do akcji: ${name.hst3}` },
      { who: who('asm1'), kind: 'status', text: 'Zmiana statusu: Edytowalna → Zaakceptowana' },
    ]);
  });

  it('records a status change, then her start with the distance, a registration, her finish', async () => {
    const accepted = await t.call(
      'actionSetStatus',
      { action: { uuid: id }, status: { ident: 'accepted' } },
      { token: tok.asm1 },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    // About 1.1 km north of the point: out of bounds.
    const start = await t.upload(
      'actionStart',
      { action: { uuid: id }, position: { lat: 54.3597, lng: 18.6498 } },
      [{ name: 'a.jpg', type: 'image/jpeg', bytes: await jpeg(200) }],
      { token: tok.hst1 },
    );
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const c = newContact('hist');
    await verified(t, tok.hst1, c);
    const reg = await t.call('leadRegister', registerBody(c, VELO, id), { token: tok.hst1 });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    const finish = await t.upload(
      'actionFinish',
      { action: { uuid: id }, poll: { chechboxes: ['tak', 'nie', 'tak'], text: null } },
      [{ name: 'b.jpg', type: 'image/jpeg', bytes: await jpeg(100) }],
      { token: tok.hst1 },
    );
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);

    const list = (await entries(id)).slice(5);
    expect(list.map(({ at: _, ...e }) => e)).toEqual([
      { who: who('asm1'), kind: 'status', text: 'Zmiana statusu: Edytowalna → Zaakceptowana' },
      {
        who: who('hst1'),
        kind: 'started',
        text: 'Rozpoczęto akcję 1,1 km od punktu, poza dopuszczalnym obszarem',
      },
      { who: who('hst1'), kind: 'registration', text: 'Rejestracja konsumenta (oferty: Velo)' },
      { who: who('hst1'), kind: 'finished', text: 'Zakończono akcję' },
    ]);
    // No consumer data in the history.
    const all = JSON.stringify(await entries(id));
    expect(all).not.toContain(c.email);
    expect(all).not.toContain(c.number);
  });

  it('records the review decision and her retake', async () => {
    const [startFile] = await t.deps.db
      .select()
      .from(actionFiles)
      .where(and(eq(actionFiles.actionId, id), eq(actionFiles.ident, 'start')));
    const decided = await t.call(
      'reviewDecide',
      { items: [{ file: { uuid: startFile!.id }, decision: 'retake', comment: 'Nieostre' }] },
      { token: tok.asm1 },
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const retake = await t.upload(
      'actionRetake',
      { file: { uuid: startFile!.id } },
      [{ name: 'c.jpg', type: 'image/jpeg', bytes: await jpeg(50) }],
      { token: tok.hst1 },
    );
    expect(retake.status, JSON.stringify(retake.body)).toBe(200);
    const list = (await entries(id)).slice(9);
    expect(list.map(({ at: _, ...e }) => e)).toEqual([
      {
        who: who('asm1'),
        kind: 'review',
        text: 'Weryfikacja: zdjęcie startowe – poproszono o ponowne zdjęcie. Komentarz: Nieostre',
      },
      { who: who('hst1'), kind: 'retake', text: 'Ponownie wysłano zdjęcie: zdjęcie startowe' },
    ]);
  });

  it('records her cancel with her reason', async () => {
    const r = await t.call<Action>(
      'actionCreate',
      {
        action: input({
          name: 'Historia D',
          since: { date: `${day} 21:00:00` },
          until: { date: `${day} 22:00:00` },
        }),
      },
      { token: tok.asm1 },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cancel = await t.call(
      'actionCancel',
      { action: { uuid: r.body.data.uuid }, reason: 'Choroba' },
      { token: tok.hst3 },
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const last = (await entries(r.body.data.uuid)).at(-1)!;
    expect(last).toEqual({
      at: { date: expect.any(String) },
      who: who('hst3'),
      kind: 'status',
      text: 'Zmiana statusu: Edytowalna → Anulowana przez personel. Powód: Choroba',
    });
  });

  it('is scoped like the action: other territory 403, a hostess refused, ADMIN all', async () => {
    expect((await history(id, tok.admin)).status).toBe(200);
    expect((await history(id, tok.hsadm1)).status).toBe(200);
    const other = await history(id, tok.asm2);
    expect([other.status, other.body.data.error]).toEqual([403, 'E_FORBIDDEN']);
    const hostess = await history(id, tok.hst1);
    expect(hostess.status).toBe(403);
    const missing = await history('00000000-0000-4000-8000-000000000000', tok.admin);
    expect([missing.status, missing.body.data.error]).toEqual([404, 'E_NOT_FOUND']);
  });

  it('is append-only: later calls add entries and never change the earlier ones', async () => {
    const before = await entries(id);
    const again = await t.call(
      'reviewDecide',
      {
        items: [
          {
            file: {
              uuid: (
                await t.deps.db
                  .select()
                  .from(actionFiles)
                  .where(and(eq(actionFiles.actionId, id), eq(actionFiles.ident, 'end')))
              )[0]!.id,
            },
            decision: 'accept',
          },
        ],
      },
      { token: tok.asm1 },
    );
    expect(again.status).toBe(200);
    const after = await entries(id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((e) => e.text)).toEqual([
      'Weryfikacja: zdjęcie końcowe – zaakceptowano',
    ]);
  });
});
