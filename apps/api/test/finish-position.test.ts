// Where she finished (issue #30): the finish's optional position is stored with its distance to the
// nearest point, and the signals job raises `far_start` for a finish beyond CHECKIN_RADIUS_M, in the
// same bands and format as a far start. A near finish and a finish without a position raise none.
import type { Signal } from '@tourplanner/domain/signals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPoints, actions, actionUsers } from '../src/db/schema/actions';
import { actionSignals } from '../src/db/schema/signals';
import { dayOf } from '../src/infra/dates';
import { computeActionSignals } from '../src/modules/signals/compute.service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp, waitFor } from './harness';
import { scenePhoto } from './photo-scenes';

const HOUR = 3_600_000;
/** The fixture's point p1. */
const POINT = { lat: 54.3497, lng: 18.6498 };
/** About 356 m north of p1 (beyond the default 200 m radius, in the 200 m–1 km band). */
const FAR = { lat: POINT.lat + 0.0032, lng: POINT.lng };
/** About 1.2 km north of p1. */
const VERY_FAR = { lat: POINT.lat + 0.0108, lng: POINT.lng };

describe.each(BACKENDS)('far_start on the finish on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let token: string;
  let admin: string;
  let scene = 40;

  /** An accepted action of hst1 at p1, from an hour ago to three hours ahead. */
  async function newAction(ident: string) {
    const now = Date.now();
    const [a] = await t.deps.db
      .insert(actions)
      .values({
        ident,
        name: ident,
        type: 'Standard',
        status: 'accepted',
        territoryId: f.t1,
        since: new Date(now - HOUR),
        until: new Date(now + 3 * HOUR),
      })
      .returning({ id: actions.id });
    await t.deps.db.insert(actionUsers).values({ actionId: a!.id, userId: f.users.hst1.id });
    await t.deps.db.insert(actionPoints).values({ actionId: a!.id, pointId: f.points.p1 });
    return a!.id;
  }

  const photo = async () => [{ name: 'p.jpg', type: 'image/jpeg', bytes: await scenePhoto(scene++) }];

  /** Starts at `start`, finishes at `finish` (none: the body has no position). */
  async function run(id: string, start: typeof POINT, finish: typeof POINT | null) {
    const s = await t.upload('actionStart', { action: { uuid: id }, position: start }, await photo(), {
      token,
    });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    const body = {
      action: { uuid: id },
      poll: { chechboxes: ['tak', 'tak', 'tak'], text: null },
      ...(finish ? { position: finish } : {}),
    };
    const r = await t.upload('actionFinish', body, await photo(), { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }

  /** The far_start texts of the action, once the job has computed them after its finish. */
  async function farTexts(id: string): Promise<string[]> {
    const [row] = await t.deps.db.select().from(actions).where(eq(actions.id, id));
    const finishedAt = row!.finishedAt!.getTime();
    const stored = await waitFor(
      async () =>
        (await t.deps.db.select().from(actionSignals).where(eq(actionSignals.actionId, id)))[0] ?? null,
      (s) => s !== null && s.computedAt.getTime() >= finishedAt,
      'signals after the finish',
      60_000,
    );
    return (stored!.signals as Signal[]).filter((s) => s.kind === 'far_start').map((s) => s.text);
  }

  const stored = async (id: string) => {
    const [row] = await t.deps.db
      .select({ lat: actions.finishLat, lng: actions.finishLng, distance: actions.finishDistance })
      .from(actions)
      .where(eq(actions.id, id));
    return row!;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    token = await t.login('hst1@fixture.test');
    admin = await t.login('admin@fixture.test');
  }, 120_000);
  afterAll(() => t?.close());

  it('flags a finish beyond the radius with the band and the distance, naming the finish', async () => {
    const id = await newAction('FIN-FAR');
    await run(id, POINT, FAR);
    const where = await stored(id);
    expect([where.lat, where.lng]).toEqual([FAR.lat, FAR.lng]);
    expect(where.distance).toBeGreaterThan(350);
    expect(where.distance).toBeLessThan(362);
    expect(await farTexts(id)).toEqual([
      `Zakończona ${Math.round(where.distance!)} m od lokalizacji (200 m–1 km)`,
    ]);
  }, 120_000);

  it('raises nothing for a finish near the point', async () => {
    const id = await newAction('FIN-NEAR');
    await run(id, POINT, { lat: POINT.lat + 0.0002, lng: POINT.lng });
    expect((await stored(id)).distance).toBeLessThan(50);
    expect(await farTexts(id)).toEqual([]);
  }, 120_000);

  it('accepts a finish without a position and raises nothing for it', async () => {
    const id = await newAction('FIN-NONE');
    await run(id, POINT, null);
    expect(await stored(id)).toEqual({ lat: null, lng: null, distance: null });
    expect(await farTexts(id)).toEqual([]);
  }, 120_000);

  it('keeps the signals of a run that began after the finish over those of a run that began before', async () => {
    const id = await newAction('FIN-ORDER');
    await run(id, POINT, FAR);
    const texts = await farTexts(id);
    const [fresh] = await t.deps.db.select().from(actionSignals).where(eq(actionSignals.actionId, id));
    // The start's job, had it read the action an hour earlier and ended last: stored nothing.
    await computeActionSignals({ ...t.deps, now: () => new Date(Date.now() - HOUR) }, id);
    const [after] = await t.deps.db.select().from(actionSignals).where(eq(actionSignals.actionId, id));
    expect(after!.computedAt).toEqual(fresh!.computedAt);
    expect(await farTexts(id)).toEqual(texts);
  }, 120_000);

  it('still flags a far start alone when the finish is near', async () => {
    const id = await newAction('FIN-START-FAR');
    await run(id, VERY_FAR, POINT);
    expect(await farTexts(id)).toEqual(['Rozpoczęta 1,2 km od lokalizacji (> 1 km)']);
  }, 120_000);

  it("gives the finish's distance on the action list's rows, null without a position", async () => {
    const far = await newAction('FIN-LIST-FAR');
    const none = await newAction('FIN-LIST-NONE');
    await run(far, POINT, FAR);
    await run(none, FAR, null);
    const day = dayOf(new Date());
    const r = await t.call<{
      actions: { uuid: string; startDistance: number | null; finishDistance?: number | null }[];
    }>(
      'actionList',
      { actions: { since: day, until: day, finished: true }, pagination: { limit: 100, offset: 0 } },
      { token: admin },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = (id: string) => r.body.data.actions.find((a) => a.uuid === id)!;
    expect(row(far).finishDistance).toBe((await stored(far)).distance);
    expect(row(far).finishDistance).toBeGreaterThan(350);
    expect(row(far).startDistance).toBeLessThan(1);
    expect(row(none).finishDistance).toBeNull();
    expect(row(none).startDistance).toBeGreaterThan(350);
  }, 120_000);
});
