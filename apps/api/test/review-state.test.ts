// The review state stored on the action (issue #30, ADR 0045): actions.review_state follows every
// write that can change it, in the writing transaction, by the one rule (the database function
// action_review_state) — through the calls (start, receipt, finish, decisions, retake) and through
// any write of the photo and decision tables; the list's filter answers the actions the rule names;
// kpi_refill() repairs what a load with the triggers off left behind.
import { LIMITS } from '@tourplanner/domain/constants';
import type { ReviewState } from '@tourplanner/domain/wire/review';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionFiles, actionReceipts, actions, actionUsers } from '../src/db/schema/actions';
import { storedFiles } from '../src/db/schema/files';
import { actionSignals, photoReviews } from '../src/db/schema/signals';
import { dayOf } from '../src/infra/dates';
import { rowsOf } from '../src/modules/signals/photos.service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';
import { scenePhoto } from './photo-scenes';

const HOUR = 3_600_000;
const STATES: ReviewState[] = ['pending', 'accepted', 'fix'];

describe.each(BACKENDS)('the stored review state on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let tok: Record<'admin' | 'asm1' | 'hst1', string>;
  const day = dayOf(new Date());
  const range = {
    since: `${dayOf(new Date(Date.now() - 72 * HOUR))} 00:00:00`,
    until: `${dayOf(new Date(Date.now() + 72 * HOUR))} 23:59:59`,
  };

  async function newAction(ident: string, status: 'accepted' | 'finished' = 'accepted') {
    const now = Date.now();
    const [a] = await t.deps.db
      .insert(actions)
      .values({
        ident,
        name: ident,
        type: 'Standard',
        status,
        territoryId: f.t1,
        since: new Date(now - HOUR),
        until: new Date(now + 3 * HOUR),
      })
      .returning({ id: actions.id });
    await t.deps.db.insert(actionUsers).values({ actionId: a!.id, userId: f.users.hst1.id });
    return a!.id;
  }
  async function newFile(tag: string) {
    const [file] = await t.deps.db
      .insert(storedFiles)
      .values({
        kind: 'start',
        storageKey: `review-state/${tag}.jpg`,
        contentType: 'image/jpeg',
        size: 1,
        sha256: tag,
      })
      .returning({ id: storedFiles.id });
    return file!.id;
  }

  const stored = async (id: string) =>
    (await t.deps.db.select({ s: actions.reviewState }).from(actions).where(eq(actions.id, id)))[0]!.s;
  /** Every action whose stored state is not the rule's: none, whoever wrote last. */
  const drift = async () =>
    rowsOf(
      await t.deps.db.execute<{ ident: string; stored: string; rule: string }>(
        sql`select ident, review_state as stored, action_review_state(id) as rule from actions
          where review_state <> action_review_state(id) order by ident`,
      ),
    );
  /** The stored state, which must be the rule's for every action. */
  async function expectState(id: string, state: ReviewState) {
    expect(await drift()).toEqual([]);
    expect(await stored(id)).toBe(state);
  }

  /** The action list with a review filter, as the caller sees it: the ids of the page and the count. */
  async function filtered(token: string, states: ReviewState[], extra: Record<string, unknown> = {}) {
    const r = await t.call<{ actions: { uuid: string; review: { state: ReviewState } }[]; count: number }>(
      'actionList',
      { actions: { ...range, review: { states }, ...extra }, pagination: { limit: 100, offset: 0 } },
      { token },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const row of r.body.data.actions) expect(states).toContain(row.review.state);
    expect(r.body.data.count).toBe(r.body.data.actions.length);
    return r.body.data.actions.map((a) => a.uuid).sort();
  }
  /** For each state, the admin's filtered list holds exactly the listed actions the rule gives it. */
  async function expectFilterFollowsRule() {
    const all = await t.call<{ actions: { uuid: string }[]; count: number }>(
      'actionList',
      { actions: range, pagination: { limit: LIMITS.actionsPageSize, offset: 0 } },
      { token: tok.admin },
    );
    expect(all.body.data.count).toBe(all.body.data.actions.length);
    const shown = new Set(all.body.data.actions.map((a) => a.uuid));
    const statuses = ['editable', 'accepted', 'started', 'finished', 'cancelled', 'hst_cancelled'];
    for (const state of STATES) {
      const byRule = rowsOf(
        await t.deps.db.execute<{ id: string }>(
          sql`select id from actions where action_review_state(id) = ${state}`,
        ),
      )
        .map((r) => r.id)
        .filter((id) => shown.has(id))
        .sort();
      expect(await filtered(tok.admin, [state]), state).toEqual(byRule);
      // Walked by status (as Raporty's status filter does) it answers the same.
      expect(await filtered(tok.admin, [state], { statuses: { idents: statuses } }), state).toEqual(byRule);
    }
  }

  const photoFile = async (seed: number) => [
    { name: 'p.jpg', type: 'image/jpeg', bytes: await scenePhoto(seed) },
  ];
  async function decide(items: Record<string, unknown>[]) {
    const r = await t.call('reviewDecide', { items }, { token: tok.asm1 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  async function addReceipt(id: string, seed: number) {
    const r = await t.upload<{ receipt: { uuid: string } }>(
      'receiptCreate',
      { action: { uuid: id }, device: { serial: 'fake_serial', beacon: 'fake_beacon' } },
      await photoFile(seed),
      { token: tok.hst1 },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const rows = await t.deps.db
      .select({ id: actionReceipts.id })
      .from(actionReceipts)
      .where(eq(actionReceipts.actionId, id))
      .orderBy(actionReceipts.createdAt);
    return rows.at(-1)!.id;
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, day);
    const names = ['admin', 'asm1', 'hst1'] as const;
    const tokens = await Promise.all(names.map((n) => t.login(`${n}@fixture.test`)));
    tok = Object.fromEntries(names.map((n, i) => [n, tokens[i]!])) as typeof tok;
  }, 120_000);
  afterAll(() => t?.close());

  it('follows every call that changes it: the photos, the decisions, a retake', async () => {
    const id = await newAction('RS-CALLS');
    await expectState(id, 'pending');

    const start = await t.upload(
      'actionStart',
      { action: { uuid: id }, position: { lat: 54.3497, lng: 18.6498 } },
      await photoFile(101),
      { token: tok.hst1 },
    );
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const receipt = await addReceipt(id, 102);
    const finish = await t.upload(
      'actionFinish',
      { action: { uuid: id }, poll: { chechboxes: ['tak', 'tak', 'tak'], text: null } },
      await photoFile(103),
      { token: tok.hst1 },
    );
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);
    await expectState(id, 'pending');
    const files = await t.deps.db.select().from(actionFiles).where(eq(actionFiles.actionId, id));
    const startFile = files.find((x) => x.ident === 'start')!.id;
    const endFile = files.find((x) => x.ident === 'end')!.id;

    // One photo decided: still pending; every photo decided (a rejection is a decision): accepted.
    await decide([{ file: { uuid: startFile }, decision: 'accept' }]);
    await expectState(id, 'pending');
    expect(await filtered(tok.admin, ['pending'])).toContain(id);
    await decide([
      { file: { uuid: endFile }, decision: 'accept' },
      { receipt: { uuid: receipt }, decision: 'reject' },
    ]);
    await expectState(id, 'accepted');
    expect(await filtered(tok.admin, ['accepted'])).toContain(id);
    expect(await filtered(tok.admin, ['pending'])).not.toContain(id);
    await expectFilterFollowsRule();

    // A retake asked for: fix, whatever else is decided; on every walk (all, territory, her own).
    await decide([{ file: { uuid: endFile }, decision: 'retake', comment: 'Nieostre' }]);
    await expectState(id, 'fix');
    expect(await filtered(tok.admin, ['fix'])).toContain(id);
    expect(await filtered(tok.asm1, ['fix'])).toContain(id);
    expect(await filtered(tok.asm1, ['fix'], { finished: true })).toContain(id);
    expect(await filtered(tok.hst1, ['fix'])).toContain(id);
    expect(await filtered(tok.admin, ['accepted', 'pending'])).not.toContain(id);
    await expectFilterFollowsRule();

    // The retake photo replaces the end photo and has no decision yet: pending.
    const retake = await t.upload('actionRetake', { file: { uuid: endFile } }, await photoFile(105), {
      token: tok.hst1,
    });
    expect(retake.status, JSON.stringify(retake.body)).toBe(200);
    await expectState(id, 'pending');
    expect(await filtered(tok.admin, ['fix'])).not.toContain(id);

    await decide([{ file: { uuid: endFile }, decision: 'accept' }]);
    await expectState(id, 'accepted');
    // The list row shows the stored state too.
    const rows = await t.call<{ actions: { uuid: string; review: { state: string } }[] }>(
      'actionList',
      { actions: range, pagination: { limit: 100, offset: 0 } },
      { token: tok.asm1 },
    );
    expect(rows.body.data.actions.find((a) => a.uuid === id)?.review.state).toBe('accepted');
    await expectFilterFollowsRule();
  }, 240_000);

  it('follows any write of the photo and decision tables, not only the calls of today', async () => {
    const db = t.deps.db;
    const a = await newAction('RS-TABLES-A', 'finished');
    const b = await newAction('RS-TABLES-B', 'finished');
    const startA = await newFile('rs-start-a');
    const receiptA = await newFile('rs-receipt-a');
    const decide = (fileId: string, actionId: string, decision: 'accept' | 'reject' | 'retake') =>
      db.insert(photoReviews).values({ fileId, actionId, decision, decidedAt: new Date() });

    const [startRow] = await db
      .insert(actionFiles)
      .values({ actionId: a, ident: 'start', fileId: startA })
      .returning({ id: actionFiles.id });
    await expectState(a, 'pending');
    await decide(startA, a, 'accept'); // a decision inserted
    await expectState(a, 'accepted');
    // A new receipt on an accepted action (the receipt call takes them while the action runs, the
    // review begins at its finish; a write after the review must still count): pending again.
    const [receiptRow] = await db
      .insert(actionReceipts)
      .values({ actionId: a, fileId: receiptA })
      .returning({ id: actionReceipts.id });
    await expectState(a, 'pending');
    expect(await filtered(tok.admin, ['pending'])).toContain(a);
    expect(await filtered(tok.admin, ['accepted'])).not.toContain(a);
    await decide(receiptA, a, 'retake');
    await expectState(a, 'fix');
    await db.update(photoReviews).set({ decision: 'reject' }).where(eq(photoReviews.fileId, receiptA)); // decision changed
    await expectState(a, 'accepted');
    const replacement = await newFile('rs-receipt-a2');
    await db.update(actionReceipts).set({ fileId: replacement }).where(eq(actionReceipts.id, receiptRow!.id)); // receipt replaced
    await expectState(a, 'pending');
    await db.delete(actionReceipts).where(eq(actionReceipts.id, receiptRow!.id)); // receipt removed
    await expectState(a, 'accepted');
    await db.delete(photoReviews).where(eq(photoReviews.fileId, startA)); // decision removed
    await expectState(a, 'pending');
    await decide(startA, a, 'retake');
    await expectState(a, 'fix');
    // A photo moved to another action: both are counted again (the decision names the old action,
    // so it no longer counts for either: the rule reads a decision by its action and the photo shown).
    await db.update(actionFiles).set({ actionId: b }).where(eq(actionFiles.id, startRow!.id));
    await expectState(a, 'pending');
    await expectState(b, 'pending');
    await db.update(photoReviews).set({ actionId: b }).where(eq(photoReviews.fileId, startA)); // decision moved
    await expectState(b, 'fix');
    await db.delete(actionFiles).where(eq(actionFiles.id, startRow!.id)); // photo removed
    await expectState(b, 'pending');
    // A stored file deleted takes its decision with it (the cascade fires the trigger too).
    const endB = await newFile('rs-end-b');
    await db.insert(actionFiles).values({ actionId: b, ident: 'end', fileId: endB });
    await decide(endB, b, 'accept');
    await expectState(b, 'accepted');
    await db.delete(actionFiles).where(eq(actionFiles.fileId, endB));
    await db.delete(storedFiles).where(eq(storedFiles.id, endB));
    await expectState(b, 'pending');
    expect(await db.select().from(photoReviews).where(eq(photoReviews.fileId, endB))).toEqual([]);
  });

  // A finish (its photo's counters lock the action) and the signals job (its row names the action,
  // then its trigger updates it) at once. With FOR UPDATE in the recount the finish waited for the
  // job's KEY SHARE lock while the job waited for the finish's update: PostgreSQL's deadlock, a 500.
  it.runIf(backend === 'postgres')('lets a photo and the signals job write one action at once', async () => {
    const db = t.deps.db;
    const id = await newAction('RS-LOCKS', 'finished');
    const file = await newFile('rs-locks');
    let shared!: () => void;
    const jobHasShare = new Promise<void>((r) => {
      shared = r;
    });
    let updated!: () => void;
    const finishHasUpdated = new Promise<void>((r) => {
      updated = r;
    });
    const finish = db.transaction(async (tx) => {
      await tx.update(actions).set({ updatedAt: new Date() }).where(eq(actions.id, id));
      updated();
      await jobHasShare;
      await tx.insert(actionFiles).values({ actionId: id, ident: 'end', fileId: file });
    });
    const job = db.transaction(async (tx) => {
      await finishHasUpdated;
      // What inserting a row that names the action takes (the FK check), held to the commit.
      await tx.execute(sql`select 1 from actions where id = ${id} for key share`);
      shared();
      await tx
        .insert(actionSignals)
        .values({ actionId: id, signals: [{ kind: 'photo_time', text: 'x' }], computedAt: new Date() });
    });
    await Promise.all([finish, job]);
    const [row] = await db
      .select({ pending: actions.photosPending, signalled: actions.signalled })
      .from(actions)
      .where(eq(actions.id, id));
    expect(row).toEqual({ pending: 1, signalled: true });
    await expectState(id, 'pending');
  });

  it('cannot be written: the state follows the counters alone', async () => {
    const id = await newAction('RS-CHECK');
    await expect(
      t.deps.db.execute(sql`update actions set review_state = 'accepted' where id = ${id}`),
    ).rejects.toThrow();
    await expectState(id, 'pending');
  });

  it('is counted again by kpi_refill after a write with the triggers off', async () => {
    const db = t.deps.db;
    const id = await newAction('RS-REFILL', 'finished');
    const file = await newFile('rs-refill');
    await db.execute(sql`select kpi_triggers(false)`);
    try {
      await db.insert(actionFiles).values({ actionId: id, ident: 'start', fileId: file });
      await db
        .insert(photoReviews)
        .values({ fileId: file, actionId: id, decision: 'accept', decidedAt: new Date() });
      // Counters no photo supports, left by such a load.
      const bare = await newAction('RS-REFILL-BARE', 'finished');
      await db.update(actions).set({ photosToFix: 1 }).where(eq(actions.id, bare));
      expect(await stored(id)).toBe('pending');
      expect((await drift()).map((d) => d.ident)).toEqual(['RS-REFILL', 'RS-REFILL-BARE']);
    } finally {
      await db.execute(sql`select kpi_triggers(true)`);
    }
    await db.execute(sql`select kpi_refill()`);
    await expectState(id, 'accepted');
    expect(await drift()).toEqual([]);
  });
});
