// The action list filtered by the review (issue #30): by review state (fix when a shown photo has a
// retake asked for, accepted when every shown photo is decided, else pending) and by whether the
// signals job found anything; the page and its count hold only those actions, within each role's
// scope, whichever index the list is walked by.
import type { ActionReview, ReviewState } from '@tourplanner/domain/wire/review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionFiles, actionReceipts, actions, actionUsers } from '../src/db/schema/actions';
import { storedFiles } from '../src/db/schema/files';
import { actionSignals, photoReviews } from '../src/db/schema/signals';
import { dayOf } from '../src/infra/dates';
import { addClient, CLIENT_EMAIL, type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

// A day of its own, away from the fixture's actions around today.
const DAY = '2027-05-10';
const SIGNAL = { kind: 'finished_early', text: 'Zakończona wcześniej' };

type Decision = 'accept' | 'reject' | 'retake' | null;
interface Spec {
  ident: string;
  territory: 't1' | 't2';
  hostess: 'hst1' | 'hst2' | 'hst3';
  /** The decision on each shown photo: start, end, then receipts. */
  photos: Decision[];
  /** The signals row: undefined none, else how many signals it holds. */
  signals?: number;
  state: ReviewState;
}

const SPECS: Spec[] = [
  {
    ident: 'RF-UNDECIDED',
    territory: 't1',
    hostess: 'hst1',
    photos: [null, null, null],
    signals: 1,
    state: 'pending',
  },
  { ident: 'RF-HALF', territory: 't1', hostess: 'hst3', photos: ['accept', null], state: 'pending' },
  { ident: 'RF-NOPHOTO', territory: 't1', hostess: 'hst1', photos: [], state: 'pending' },
  {
    ident: 'RF-ACCEPTED',
    territory: 't1',
    hostess: 'hst1',
    photos: ['accept', 'reject', 'accept'],
    signals: 0,
    state: 'accepted',
  },
  {
    ident: 'RF-FIX',
    territory: 't1',
    hostess: 'hst3',
    photos: ['accept', 'retake', null],
    signals: 2,
    state: 'fix',
  },
  {
    ident: 'RF-SOUTH-OK',
    territory: 't2',
    hostess: 'hst2',
    photos: ['accept', 'accept'],
    signals: 1,
    state: 'accepted',
  },
  { ident: 'RF-SOUTH-FIX', territory: 't2', hostess: 'hst2', photos: ['retake', 'accept'], state: 'fix' },
];

describe.each(BACKENDS)('the action list filtered by review on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let tok: Record<'admin' | 'asm1' | 'hst1' | 'hst3' | 'client', string>;

  async function list(
    token: string,
    review: unknown,
    extra: Record<string, unknown> = {},
    pagination = { limit: 100, offset: 0 },
  ) {
    return t.call<{ actions: { ident: string; review: ActionReview }[]; count: number }>(
      'actionList',
      { actions: { since: DAY, until: DAY, review, ...extra }, pagination },
      { token },
    );
  }
  /** The idents of the page (checked against each row's own review state), sorted, and the count. */
  async function idents(token: string, review: unknown, extra: Record<string, unknown> = {}) {
    const r = await list(token, review, extra);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const states = (review as { states?: ReviewState[] })?.states;
    for (const row of r.body.data.actions) {
      if (states?.length) expect(states).toContain(row.review.state);
      const spec = SPECS.find((s) => s.ident === row.ident)!;
      expect(row.review.state).toBe(spec.state);
    }
    return { idents: r.body.data.actions.map((a) => a.ident).sort(), count: r.body.data.count };
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    const names = ['admin', 'asm1', 'hst1', 'hst3'] as const;
    const tokens = await Promise.all(names.map((n) => t.login(`${n}@fixture.test`)));
    tok = Object.fromEntries(names.map((n, i) => [n, tokens[i]!])) as typeof tok;
    await addClient(t.deps.db, [f.events.e1]);
    tok.client = await t.login(CLIENT_EMAIL);
    const db = t.deps.db;
    for (const [i, s] of SPECS.entries()) {
      const [a] = await db
        .insert(actions)
        .values({
          ident: s.ident,
          name: s.ident,
          type: 'Standard',
          status: 'finished',
          territoryId: f[s.territory],
          since: new Date(`${DAY}T08:00:00Z`),
          until: new Date(`${DAY}T${10 + i}:00:00Z`),
        })
        .returning({ id: actions.id });
      const actionId = a!.id;
      await db.insert(actionUsers).values({ actionId, userId: f.users[s.hostess].id });
      for (const [j, decision] of s.photos.entries()) {
        const kind = j === 0 ? 'start' : j === 1 ? 'end' : 'receipt';
        const [file] = await db
          .insert(storedFiles)
          .values({
            kind,
            storageKey: `review-filter/${s.ident}/${j}.jpg`,
            contentType: 'image/jpeg',
            size: 1,
            sha256: `${s.ident}-${j}`,
          })
          .returning({ id: storedFiles.id });
        const fileId = file!.id;
        if (kind === 'receipt') await db.insert(actionReceipts).values({ actionId, fileId });
        else await db.insert(actionFiles).values({ actionId, ident: kind, fileId });
        if (decision)
          await db.insert(photoReviews).values({ fileId, actionId, decision, decidedAt: new Date() });
      }
      if (s.signals !== undefined)
        await db.insert(actionSignals).values({
          actionId,
          signals: Array.from({ length: s.signals }, () => SIGNAL) as never,
          computedAt: new Date(),
        });
    }
  }, 120_000);
  afterAll(() => t?.close());

  it('lists only the asked review states, with a count of them', async () => {
    expect(await idents(tok.admin, { states: ['accepted'] })).toEqual({
      idents: ['RF-ACCEPTED', 'RF-SOUTH-OK'],
      count: 2,
    });
    expect(await idents(tok.admin, { states: ['pending'] })).toEqual({
      idents: ['RF-HALF', 'RF-NOPHOTO', 'RF-UNDECIDED'],
      count: 3,
    });
    expect(await idents(tok.admin, { states: ['fix', 'accepted'] })).toEqual({
      idents: ['RF-ACCEPTED', 'RF-FIX', 'RF-SOUTH-FIX', 'RF-SOUTH-OK'],
      count: 4,
    });
    // No state asked is no filter.
    expect((await idents(tok.admin, { states: [] })).count).toBe(SPECS.length);
  });

  it('lists only the actions with signals, or only those without', async () => {
    expect(await idents(tok.admin, { signals: true })).toEqual({
      idents: ['RF-FIX', 'RF-SOUTH-OK', 'RF-UNDECIDED'],
      count: 3,
    });
    // An empty signals list (the job found nothing) is no signal.
    expect(await idents(tok.admin, { signals: false })).toEqual({
      idents: ['RF-ACCEPTED', 'RF-HALF', 'RF-NOPHOTO', 'RF-SOUTH-FIX'],
      count: 4,
    });
    expect(await idents(tok.admin, { states: ['accepted'], signals: true })).toEqual({
      idents: ['RF-SOUTH-OK'],
      count: 1,
    });
  });

  it("keeps each role's scope, whichever index the list walks", async () => {
    // An ASM: her territory only (walked by territory).
    expect(await idents(tok.asm1, { states: ['fix'] })).toEqual({ idents: ['RF-FIX'], count: 1 });
    expect(await idents(tok.asm1, { states: ['accepted'], signals: false })).toEqual({
      idents: ['RF-ACCEPTED'],
      count: 1,
    });
    // Walked by the people, and by territory and status: the review is a condition on the action.
    expect(await idents(tok.asm1, { states: ['pending'] }, { users: { uuids: [f.users.hst1.id] } })).toEqual({
      idents: ['RF-NOPHOTO', 'RF-UNDECIDED'],
      count: 2,
    });
    expect(await idents(tok.admin, { signals: true }, { statuses: { idents: ['finished'] } })).toEqual({
      idents: ['RF-FIX', 'RF-SOUTH-OK', 'RF-UNDECIDED'],
      count: 3,
    });
    // A hostess: her own actions by state; signals are not hers to see, nor to filter by.
    expect(await idents(tok.hst3, { states: ['fix', 'pending'] })).toEqual({
      idents: ['RF-FIX', 'RF-HALF'],
      count: 2,
    });
    expect((await list(tok.hst1, { signals: true })).status).toBe(403);
    // A brand client is shown no review at all: nor may it filter by one.
    expect((await list(tok.client, { states: ['accepted'] })).status).toBe(403);
    expect((await list(tok.client, { signals: false })).status).toBe(403);
    expect((await list(tok.client, { states: [] })).status).toBe(200);
  });

  it('pages the filtered list without repeating or skipping', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 4; offset++) {
      const r = await list(tok.admin, { states: ['pending', 'fix'] }, {}, { limit: 1, offset });
      expect(r.status).toBe(200);
      expect(r.body.data.count).toBe(5);
      seen.push(...r.body.data.actions.map((a) => a.ident));
    }
    const last = await list(tok.admin, { states: ['pending', 'fix'] }, {}, { limit: 1, offset: 4 });
    seen.push(...last.body.data.actions.map((a) => a.ident));
    expect(seen.sort()).toEqual(['RF-FIX', 'RF-HALF', 'RF-NOPHOTO', 'RF-SOUTH-FIX', 'RF-UNDECIDED']);
  });

  it('refuses an unknown state or a non-boolean signals with 400', async () => {
    expect((await list(tok.admin, { states: ['done'] })).status).toBe(400);
    expect((await list(tok.admin, { signals: 'yes' })).status).toBe(400);
  });
});
