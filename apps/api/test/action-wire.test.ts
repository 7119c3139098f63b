// Actions as the wire shows them (src/modules/actions/wire.ts), held to what the domain writes:
// Warsaw wall times across both changes of the clocks, cut to the second; text with quotes,
// backslashes, control characters and letters beyond Latin-1; the keys in the wire's order;
// date/timestart/timeend left out of an undated draft; points by Id and people by last name. The
// same for the list's page (/action/list) and for actions loaded by id (one action's answers).
import { instantToWire } from '@tourplanner/domain/dates';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPoints, actions, actionUsers } from '../src/db/schema/actions';
import { events } from '../src/db/schema/events';
import { points } from '../src/db/schema/points';
import { territories } from '../src/db/schema/territories';
import { users } from '../src/db/schema/users';
import { dayOf } from '../src/infra/dates';
import { loadWireActions } from '../src/modules/actions/service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

const TEXT = 'Akcja "Żółć" \\ ukośnik\n\tdruga linia \u0001 koniec 🙂';

describe.each(BACKENDS)('actions as the wire shows them on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let admin: string;
  const ids: string[] = [];
  const expected = new Map<string, unknown>();

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    admin = await t.login('admin@fixture.test');
    const db = t.deps.db;
    const [event] = await db.select().from(events).where(eq(events.id, f.events.e1));
    const [territory] = await db.select().from(territories).where(eq(territories.id, f.t1));
    const pts = await db
      .select()
      .from(points)
      .where(inArray(points.id, [f.points.p1, f.points.p2]));
    const people = await db
      .select()
      .from(users)
      .where(inArray(users.id, [f.users.hst1.id, f.users.hst2.id, f.users.hsadm1.id]));
    const wireDate = (d: Date | null) => (d ? instantToWire(d) : null);

    const rows = [
      // Winter to summer: 01:30 CET, then 03:30 CEST an hour later.
      { since: new Date('2026-03-29T00:30:00Z'), until: new Date('2026-03-29T01:30:00Z'), full: true },
      // Summer to winter: 02:30 twice, the second an hour later.
      { since: new Date('2026-10-25T00:30:00Z'), until: new Date('2026-10-25T01:30:00Z'), full: false },
      // Seconds with a fraction: cut, not rounded.
      { since: new Date('2026-07-01T08:00:59.999Z'), until: new Date('2026-07-01T10:30:00.5Z'), full: false },
      // An undated draft, listed at the day it was made.
      { since: null, until: null, full: false, createdAt: new Date('2026-06-01T10:00:00Z') },
    ];
    for (const [i, r] of rows.entries()) {
      const [a] = await db
        .insert(actions)
        .values({
          ident: `W-${i}`,
          name: r.full ? TEXT : `Akcja ${i}`,
          type: r.full ? 'Horeca' : 'Standard',
          status: r.full ? 'accepted' : 'editable',
          eventId: r.full ? event!.id : null,
          territoryId: r.since ? territory!.id : null,
          areaId: r.full ? f.a1 : null,
          since: r.since,
          until: r.until,
          ...(r.createdAt ? { createdAt: r.createdAt } : {}),
          excerpt: r.full ? null : 'Krótko',
          description: r.full ? TEXT : null,
          startLat: r.full ? 52.229675 : null,
          startLng: r.full ? 21.0122 : null,
          startDistance: r.full ? 0.1 : null,
          outOfBounds: r.full ? true : null,
          finishDistance: r.full ? 1234.5 : null,
          availabilityOverride: r.full ? 'Poza dostępnością — ustalone' : null,
        })
        .returning();
      ids.push(a!.id);
      if (r.full) {
        // Inserted against the order the wire gives them in.
        await db
          .insert(actionPoints)
          .values([...pts].reverse().map((p) => ({ actionId: a!.id, pointId: p.id })));
        await db
          .insert(actionUsers)
          .values([...people].reverse().map((u) => ({ actionId: a!.id, userId: u.id })));
      }
      const since = wireDate(r.since);
      const until = wireDate(r.until);
      expected.set(a!.id, {
        uuid: a!.id,
        id: a!.id,
        ident: `W-${i}`,
        name: a!.name,
        type: { ident: a!.type },
        status: { global: { ident: a!.status } },
        event: r.full ? { uuid: event!.id, name: event!.name } : null,
        territory: r.since ? { uuid: territory!.id, ident: territory!.ident } : null,
        area: r.full ? { uuid: f.a1 } : null,
        since: since ? { date: since } : null,
        until: until ? { date: until } : null,
        ...(since ? { date: since.slice(0, 10), timestart: since.slice(11, 16) } : {}),
        ...(until ? { timeend: until.slice(11, 16) } : {}),
        actionPoints: r.full
          ? [...pts]
              .sort((x, y) => x.ident.localeCompare(y.ident))
              .map((p) => ({
                point: { uuid: p.id },
                address: {
                  streetAddress: p.streetAddress,
                  streetNumber: p.streetNumber,
                  cityName: p.cityName,
                },
                name: p.name,
                ident: p.ident,
              }))
          : [],
        users: r.full
          ? [...people]
              .sort((x, y) => x.lastname.localeCompare(y.lastname) || x.id.localeCompare(y.id))
              .map((u) => ({
                uuid: u.id,
                firstname: u.firstname,
                lastname: u.lastname,
                ident: u.ident,
                active: u.active,
              }))
          : [],
        excerpt: a!.excerpt,
        description: a!.description,
        startLat: a!.startLat,
        startLng: a!.startLng,
        startDistance: a!.startDistance,
        outOfBounds: a!.outOfBounds,
        finishDistance: a!.finishDistance,
        availabilityOverride: a!.availabilityOverride,
      });
    }
  }, 180_000);
  afterAll(() => t?.close());

  // Stringified again: the same keys in the same order and the same values.
  const same = (got: unknown, id: string) =>
    expect(JSON.stringify(got)).toBe(JSON.stringify(expected.get(id)));

  it('answers the list page as the domain writes each action', async () => {
    const r = await t.call<{ actions: { uuid: string; date?: string }[]; count: number }>(
      'actionList',
      {
        actions: { since: '2026-03-01', until: '2026-12-31', ids },
        pagination: { limit: 100, offset: 0 },
      },
      { token: admin },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.count).toBe(ids.length);
    expect(r.body.data.actions.map((a) => a.uuid)).toEqual([ids[0], ids[3], ids[2], ids[1]]);
    // Each row is the action as the domain writes it, then its review (issue #30) and its
    // attendance (issue 29): the accepted one, long past without a start, is a no-show; the
    // drafts have nothing to attend.
    type Row = { uuid: string; review?: unknown; attendance?: { state: string } | null };
    for (const { review, attendance, ...a } of r.body.data.actions as Row[]) {
      same(a, a.uuid);
      expect(review).toEqual({ state: 'pending', signals: [], retakes: [] });
      expect(attendance?.state ?? null).toBe(a.uuid === ids[0] ? 'no_show' : null);
    }
    expect(r.body.data.actions[1]).not.toHaveProperty('date');
    expect(r.body.data.actions[0]).toMatchObject({
      since: { date: '2026-03-29 01:30:00' },
      until: { date: '2026-03-29 03:30:00' },
    });
    expect(r.body.data.actions[3]).toMatchObject({
      since: { date: '2026-10-25 02:30:00' },
      until: { date: '2026-10-25 02:30:00' },
    });
  });

  it('answers one action, and several in the asked order, as the list does', async () => {
    const got = await loadWireActions(t.deps.db, [ids[2]!, ids[0]!, ids[3]!, ids[1]!]);
    expect(got.map((a) => a.uuid)).toEqual([ids[2], ids[0], ids[3], ids[1]]);
    for (const a of got) same(a, a.uuid);
    expect(await loadWireActions(t.deps.db, ['00000000-0000-4000-8000-000000000000'])).toEqual([]);
  });
});
