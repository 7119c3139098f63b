// Data-quality signals and the review of an action's photos (issue #30), through real HTTP with the
// job engine running: a reused photo (re-encoded, resized, cropped, brightened) is flagged against
// another hostess's action, different photos are not; capture times, distance and early finish;
// a burst of registrations once; decisions, the retake and the review states; territory refusals.
import { instantToWire } from '@tourplanner/domain/dates';
import type { Signal } from '@tourplanner/domain/signals';
import type { ActionReview } from '@tourplanner/domain/wire/review';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionFiles, actionPoints, actionReceipts, actions, actionUsers } from '../src/db/schema/actions';
import { otpChallenges } from '../src/db/schema/consumers';
import { actionSignals, photoHistory, photoReviews } from '../src/db/schema/signals';
import { dayOf } from '../src/infra/dates';
import { computeActionSignals } from '../src/modules/signals/compute.service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp, waitFor } from './harness';
import { blurredOf, darkenedOf, scenePhoto, variantOf } from './photo-scenes';
import { addDevices, GLO, newContact, registerBody, startAction, VELO, verified } from './webform-support';

const HOUR = 3_600_000;
type Row = { uuid: string; review?: ActionReview };

/** The photo with an EXIF capture time (`at`, written as Warsaw wall-clock time), or without EXIF. */
async function withCapture(photo: Buffer, at: Date | null): Promise<Buffer> {
  if (!at) return sharp(photo).jpeg({ quality: 90 }).toBuffer();
  const wall = instantToWire(at).replace(/-/g, ':');
  return sharp(photo)
    .withExif({ IFD0: { Make: 'Test' }, IFD2: { DateTimeOriginal: wall } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe.each(BACKENDS)('signals and review on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let tok: Record<'admin' | 'asm1' | 'asm2' | 'hst1' | 'hst2' | 'hst3', string>;
  const day = dayOf(new Date());
  const ids = {} as Record<'original' | 'reused' | 'cropped' | 'burst', string>;

  /** An accepted action of one hostess around now (an hour ago to three hours ahead). */
  async function newAction(ident: string, territoryId: string, hostessId: string, pointId?: string) {
    const now = Date.now();
    const [a] = await t.deps.db
      .insert(actions)
      .values({
        ident,
        name: ident,
        type: 'Standard',
        status: 'accepted',
        territoryId,
        since: new Date(now - HOUR),
        until: new Date(now + 3 * HOUR),
      })
      .returning({ id: actions.id });
    await t.deps.db.insert(actionUsers).values({ actionId: a!.id, userId: hostessId });
    if (pointId) await t.deps.db.insert(actionPoints).values({ actionId: a!.id, pointId });
    return a!.id;
  }

  const photoFile = (bytes: Buffer) => [{ name: 'p.jpg', type: 'image/jpeg', bytes }];

  async function startWith(
    id: string,
    token: string,
    photo: Buffer,
    position = { lat: 54.3497, lng: 18.6498 },
  ) {
    const r = await t.upload('actionStart', { action: { uuid: id }, position }, photoFile(photo), { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  async function finishWith(id: string, token: string, photo: Buffer) {
    const r = await t.upload(
      'actionFinish',
      { action: { uuid: id }, poll: { chechboxes: ['tak', 'tak', 'tak'], text: null } },
      photoFile(photo),
      {
        token,
      },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }

  /** The action's stored signals once `done` holds of them (the job runs after each upload). */
  const signalsOnce = (id: string, done: (s: Signal[]) => boolean, what: string) =>
    waitFor(
      async () =>
        (await t.deps.db.select().from(actionSignals).where(eq(actionSignals.actionId, id)))[0]?.signals ??
        null,
      (s) => s !== null && done(s),
      what,
      60_000,
    ) as Promise<Signal[]>;
  const kinds = (s: Signal[], kind: Signal['kind']) => s.filter((x) => x.kind === kind);

  async function listRow(id: string, token: string, call: 'actionList' | 'hostessActions' = 'actionList') {
    const body =
      call === 'actionList'
        ? {
            actions: {
              since: `${dayOf(new Date(Date.now() - 72 * HOUR))} 00:00:00`,
              until: `${day} 23:59:59`,
            },
            pagination: { limit: 100, offset: 0 },
          }
        : {};
    const r = await t.call<{ actions: Row[] }>(call, body, { token });
    expect(r.status).toBe(200);
    return r.body.data.actions.find((a) => a.uuid === id);
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, day);
    const names = ['admin', 'asm1', 'asm2', 'hst1', 'hst2', 'hst3'] as const;
    const tokens = await Promise.all(names.map((n) => t.login(`${n}@fixture.test`)));
    tok = Object.fromEntries(names.map((n, i) => [n, tokens[i]!])) as typeof tok;
    ids.original = await newAction('SIG-ORIGINAL', f.t2, f.users.hst2.id);
    ids.reused = await newAction('SIG-REUSED', f.t1, f.users.hst1.id, f.points.p1);
    ids.cropped = await newAction('SIG-CROPPED', f.t1, f.users.hst1.id);
    ids.burst = await newAction('SIG-BURST', f.t1, f.users.hst1.id);
  }, 120_000);
  afterAll(() => t?.close());

  it('flags a photo re-encoded, resized, cropped or brightened against the original of another hostess', async () => {
    const original = await scenePhoto(7);
    await startWith(ids.original, tok.hst2, await withCapture(original, new Date()));
    await signalsOnce(ids.original, () => true, 'the original measured');

    // Her start: the original re-encoded, its EXIF two days old, 1.2 km north of the point.
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
    await startWith(
      ids.reused,
      tok.hst1,
      await withCapture(await variantOf(original, 'reencoded'), twoDaysAgo),
      {
        lat: 54.3497 + 0.0108,
        lng: 18.6498,
      },
    );
    // A receipt of her own (another scene): not a copy of anything.
    const receipt = await t.upload(
      'receiptCreate',
      { action: { uuid: ids.reused }, device: { serial: 'fake_serial', beacon: 'fake_beacon' } },
      photoFile(await scenePhoto(21)),
      { token: tok.hst1 },
    );
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    await finishWith(
      ids.reused,
      tok.hst1,
      await withCapture(await variantOf(original, 'resized'), new Date()),
    );
    const reused = await signalsOnce(
      ids.reused,
      (s) => kinds(s, 'duplicate_photo').length === 2,
      'two duplicates',
    );
    for (const s of kinds(reused, 'duplicate_photo')) {
      expect(s.actions).toEqual([{ uuid: ids.original, ident: 'SIG-ORIGINAL' }]);
      expect(s.text).toContain('SIG-ORIGINAL');
    }
    expect(kinds(reused, 'photo_time').map((s) => s.text)).toEqual([
      `Zdjęcie (start) zrobione ${instantToWire(twoDaysAgo).slice(0, 16)}, poza czasem akcji`,
    ]);
    expect(kinds(reused, 'far_start').map((s) => s.text)).toEqual([
      'Rozpoczęta 1,2 km od lokalizacji (> 1 km)',
    ]);
    expect(kinds(reused, 'finished_early')).toHaveLength(1);

    await startWith(
      ids.cropped,
      tok.hst1,
      await withCapture(await variantOf(original, 'cropped', 0.05), null),
    );
    await finishWith(
      ids.cropped,
      tok.hst1,
      await withCapture(await variantOf(original, 'brightened'), new Date()),
    );
    const cropped = await signalsOnce(
      ids.cropped,
      (s) => kinds(s, 'duplicate_photo').length === 2,
      'two duplicates',
    );
    for (const s of kinds(cropped, 'duplicate_photo'))
      expect([ids.original, ids.reused]).toContain(s.actions?.[0]?.uuid);
    expect(kinds(cropped, 'photo_time').map((s) => s.text)).toEqual([
      'Zdjęcie (start) bez zapisanego czasu wykonania',
    ]);

    // The original came first: nothing of it was reused from elsewhere.
    const first = await signalsOnce(ids.original, () => true, 'the original');
    expect(kinds(first, 'duplicate_photo')).toEqual([]);
    expect(kinds(first, 'photo_time')).toEqual([]);
  }, 240_000);

  it('gives no duplicate_photo to different photos of similar scenes', async () => {
    const different: string[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await newAction(`SIG-OTHER-${i}`, f.t1, f.users.hst3.id);
      different.push(id);
      await startWith(id, tok.hst3, await withCapture(await scenePhoto(100 + 2 * i), new Date()));
      await finishWith(id, tok.hst3, await withCapture(await scenePhoto(101 + 2 * i), new Date()));
    }
    for (const id of different) {
      const s = await signalsOnce(id, () => true, 'measured');
      expect(kinds(s, 'duplicate_photo')).toEqual([]);
      expect(kinds(s, 'blurry_photo')).toEqual([]);
    }
    // Out of focus, then in the dark: each is told, and neither counts as a copy of anything.
    const blurry = await newAction('SIG-BLURRY', f.t1, f.users.hst3.id);
    await startWith(blurry, tok.hst3, await withCapture(await blurredOf(await scenePhoto(150)), new Date()));
    await finishWith(
      blurry,
      tok.hst3,
      await withCapture(await darkenedOf(await scenePhoto(151)), new Date()),
    );
    const s = await signalsOnce(blurry, (x) => kinds(x, 'blurry_photo').length === 2, 'blurry and dark');
    expect(kinds(s, 'blurry_photo').map((x) => x.text)).toEqual([
      'Zdjęcie (start) jest nieostre',
      'Zdjęcie (koniec) jest zbyt ciemne',
    ]);
    expect(kinds(s, 'duplicate_photo')).toEqual([]);
  }, 240_000);

  it('flags a burst of 7 registrations by one hostess within 10 minutes once, and a consumer registered again elsewhere', async () => {
    await startAction(t, ids.burst);
    const contacts = Array.from({ length: 7 }, () => newContact('burst'));
    for (const c of contacts) {
      await verified(t, tok.hst1, c);
      const r = await t.call('leadRegister', registerBody(c, VELO, ids.burst), { token: tok.hst1 });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const s = await signalsOnce(ids.burst, (x) => kinds(x, 'registration_burst').length > 0, 'a burst');
    expect(kinds(s, 'registration_burst')).toHaveLength(1);
    expect(kinds(s, 'registration_burst')[0]!.text).toMatch(/^Ponad 6 rejestracji w ciągu 10 min/);
    expect(kinds(s, 'registration_outside_window')).toEqual([]);

    // Moved to yesterday: each registration now lies outside its hours by more than 15 minutes.
    await t.deps.db
      .update(actions)
      .set({ since: new Date(Date.now() - 30 * HOUR), until: new Date(Date.now() - 26 * HOUR) })
      .where(eq(actions.id, ids.burst));
    // One of them again, at another action: that action names this one, not the consumer.
    const repeat = await newAction('SIG-REPEAT', f.t1, f.users.hst1.id);
    await startAction(t, repeat);
    // Velo once per consumer: this time a Glo device.
    await addDevices(t, ['GLOR000777']);
    // Her first code to this consumer went a minute ago (the resend cooldown is over).
    await t.deps.db
      .update(otpChallenges)
      .set({ createdAt: sql`${otpChallenges.createdAt} - interval '1 minute'` })
      .where(eq(otpChallenges.email, contacts[0]!.email));
    await verified(t, tok.hst1, contacts[0]!);
    const again = await t.call('leadRegister', registerBody(contacts[0]!, GLO('GLOR000777'), repeat), {
      token: tok.hst1,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const repeated = await signalsOnce(repeat, (x) => kinds(x, 'repeat_consumer').length > 0, 'a repeat');
    expect(kinds(repeated, 'repeat_consumer')).toEqual([
      {
        kind: 'repeat_consumer',
        text: 'Ten sam konsument zarejestrowany także w akcji SIG-BURST',
        actions: [{ uuid: ids.burst, ident: 'SIG-BURST' }],
      },
    ]);
    expect(JSON.stringify(repeated)).not.toContain(contacts[0]!.email);

    const moved = await computeActionSignals(t.deps, ids.burst);
    expect(kinds(moved!, 'registration_outside_window')).toHaveLength(7);
    expect(kinds(moved!, 'registration_burst')).toHaveLength(1);
  }, 240_000);

  it('takes decisions within the territory, asks for a retake and accepts the new photo', async () => {
    const files = await t.deps.db.select().from(actionFiles).where(eq(actionFiles.actionId, ids.reused));
    const start = files.find((x) => x.ident === 'start')!;
    const end = files.find((x) => x.ident === 'end')!;
    const [receiptRow] = await t.deps.db
      .select()
      .from(actionReceipts)
      .where(eq(actionReceipts.actionId, ids.reused));
    const receipt = receiptRow!;
    expect((await listRow(ids.reused, tok.asm1))?.review?.state).toBe('pending');
    expect((await listRow(ids.reused, tok.asm1))?.review?.signals.map((s) => s.kind)).toContain(
      'duplicate_photo',
    );

    // Outside the caller's territory: refused, nothing recorded (even with an item it may decide).
    const outside = await t.call(
      'reviewDecide',
      {
        items: [
          { file: { uuid: start.id }, decision: 'accept' },
          {
            file: {
              uuid: (
                await t.deps.db.select().from(actionFiles).where(eq(actionFiles.actionId, ids.original))
              )[0]!.id,
            },
            decision: 'reject',
          },
        ],
      },
      { token: tok.asm1 },
    );
    expect([outside.status, outside.body.data.error]).toEqual([403, 'E_FORBIDDEN']);
    expect(
      (
        await t.call(
          'reviewDecide',
          { items: [{ file: { uuid: start.id }, decision: 'accept' }] },
          { token: tok.asm2 },
        )
      ).status,
    ).toBe(403);
    expect(await t.deps.db.select().from(photoReviews).where(eq(photoReviews.actionId, ids.reused))).toEqual(
      [],
    );
    // Bad bodies: both references, neither, an unknown decision, an unknown photo.
    for (const item of [
      { file: { uuid: start.id }, receipt: { uuid: start.id }, decision: 'accept' },
      { decision: 'accept' },
      { file: { uuid: start.id }, decision: 'maybe' },
    ]) {
      expect((await t.call('reviewDecide', { items: [item] }, { token: tok.asm1 })).status).toBe(400);
    }
    expect((await t.call('reviewDecide', { items: [] }, { token: tok.asm1 })).status).toBe(400);
    const unknown = await t.call(
      'reviewDecide',
      { items: [{ file: { uuid: crypto.randomUUID() }, decision: 'accept' }] },
      { token: tok.asm1 },
    );
    expect(unknown.status).toBe(404);
    // A hostess decides nothing.
    const byHer = await t.call(
      'reviewDecide',
      { items: [{ file: { uuid: start.id }, decision: 'accept' }] },
      { token: tok.hst1 },
    );
    expect(byHer.status).toBe(403);

    const retake = await t.call<{ actions: { uuid: string; review: ActionReview }[] }>(
      'reviewDecide',
      {
        items: [
          { file: { uuid: start.id }, decision: 'retake', comment: 'Zdjęcie z innej akcji — zrób nowe' },
          { file: { uuid: end.id }, decision: 'accept' },
          { receipt: { uuid: receipt.id }, decision: 'retake' },
        ],
      },
      { token: tok.asm1 },
    );
    expect(retake.status, JSON.stringify(retake.body)).toBe(200);
    expect(retake.body.data.actions).toEqual([
      { uuid: ids.reused, review: expect.objectContaining({ state: 'fix' }) },
    ]);
    expect((await listRow(ids.reused, tok.asm1))?.review?.state).toBe('fix');
    // The review view reads each photo's decision from the file lists; a hostess's lists carry none.
    const lists = async (token: string) => {
      const body = { action: { uuid: ids.reused }, pagination: { limit: 100, offset: 0 } };
      const [fileList, receiptList] = await Promise.all([
        t.call<{ files: { uuid: string; review?: unknown }[] }>('fileList', body, { token }),
        t.call<{ receipts: { uuid: string; review?: unknown }[] }>('receiptList', body, { token }),
      ]);
      return [...fileList.body.data.files, ...receiptList.body.data.receipts];
    };
    expect(Object.fromEntries((await lists(tok.asm1)).map((p) => [p.uuid, p.review]))).toEqual({
      [start.id]: { decision: 'retake', comment: 'Zdjęcie z innej akcji — zrób nowe' },
      [end.id]: { decision: 'accept', comment: null },
      [receipt.id]: { decision: 'retake', comment: null },
    });
    expect((await lists(tok.hst1)).map((p) => p.review)).toEqual([undefined, undefined, undefined]);
    // Her list runs from today on, but an action of an earlier day with a retake asked for is on it.
    await t.deps.db
      .update(actions)
      .set({ since: new Date(Date.now() - 50 * HOUR), until: new Date(Date.now() - 46 * HOUR) })
      .where(eq(actions.id, ids.reused));
    const hers = await listRow(ids.reused, tok.hst1, 'hostessActions');
    // She sees which photos to take again, with the coordinator's comment; none of the signals.
    expect(hers?.review).toEqual({
      state: 'fix',
      signals: [],
      retakes: [
        { file: { uuid: start.id }, ident: 'start', comment: 'Zdjęcie z innej akcji — zrób nowe' },
        { receipt: { uuid: receipt.id }, ident: 'receipt', comment: null },
      ],
    });

    const fresh = await withCapture(await scenePhoto(300), new Date());
    // Another hostess: refused; a photo with no retake asked for: a conflict.
    const other = await t.upload('actionRetake', { file: { uuid: start.id } }, photoFile(fresh), {
      token: tok.hst3,
    });
    expect([other.status, other.body.data.error]).toEqual([403, 'E_FORBIDDEN']);
    const notAsked = await t.upload('actionRetake', { file: { uuid: end.id } }, photoFile(fresh), {
      token: tok.hst1,
    });
    expect([notAsked.status, notAsked.body.data.error]).toEqual([409, 'E_CONFLICT']);
    const noPhoto = await t.upload('actionRetake', { file: { uuid: start.id } }, [], { token: tok.hst1 });
    expect(noPhoto.status).toBe(400);

    const done = await t.upload('actionRetake', { file: { uuid: start.id } }, photoFile(fresh), {
      token: tok.hst1,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [now] = await t.deps.db.select().from(actionFiles).where(eq(actionFiles.id, start.id));
    expect(now!.fileId).not.toBe(start.fileId);
    expect(await t.deps.db.select().from(photoHistory).where(eq(photoHistory.actionId, ids.reused))).toEqual([
      expect.objectContaining({
        oldFileId: start.fileId,
        newFileId: now!.fileId,
        comment: 'Zdjęcie z innej akcji — zrób nowe',
      }),
    ]);
    // The receipt is retaken the same way, named by its receipt id.
    const newReceipt = await t.upload('actionRetake', { receipt: { uuid: receipt.id } }, photoFile(fresh), {
      token: tok.hst1,
    });
    expect(newReceipt.status, JSON.stringify(newReceipt.body)).toBe(200);
    const [receiptNow] = await t.deps.db
      .select()
      .from(actionReceipts)
      .where(eq(actionReceipts.id, receipt.id));
    expect(receiptNow!.fileId).not.toBe(receipt.fileId);
    // The same retake again: nothing is asked for any more.
    const again = await t.upload('actionRetake', { file: { uuid: start.id } }, photoFile(fresh), {
      token: tok.hst1,
    });
    expect(again.status).toBe(409);
    expect((await listRow(ids.reused, tok.asm1))?.review?.state).toBe('pending');
    // The new photos wait for a decision; the accepted end photo keeps its own.
    expect(Object.fromEntries((await lists(tok.asm1)).map((p) => [p.uuid, p.review]))).toEqual({
      [start.id]: undefined,
      [end.id]: { decision: 'accept', comment: null },
      [receipt.id]: undefined,
    });
    // The new photo is the evidence now: the reused start photo is no longer flagged.
    const after = await signalsOnce(
      ids.reused,
      (s) => kinds(s, 'duplicate_photo').length === 1,
      'one duplicate left',
    );
    expect(kinds(after, 'photo_time')).toEqual([]);

    const accept = await t.call(
      'reviewDecide',
      {
        items: [
          { file: { uuid: start.id }, decision: 'accept' },
          { receipt: { uuid: receipt.id }, decision: 'reject', comment: 'Nieczytelny' },
        ],
      },
      { token: tok.admin },
    );
    expect(accept.status).toBe(200);
    expect((await listRow(ids.reused, tok.asm1))?.review?.state).toBe('accepted');
  }, 240_000);
});
