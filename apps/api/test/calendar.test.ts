// Calendar feeds (issue 29): /calendar/feed/create gives a secret URL whose GET answers the
// caller's actions as iCalendar, parsed here with a calendar parser (node-ical): Warsaw times on
// both sides of a clock change, STATUS from the confirmation, LOCATION and GEO, a SEQUENCE that
// grows when an action moves; a new link or a deactivation ends the old one (404, like a wrong
// token); a hostess sees only her own actions; the token never reaches the log.
import { Writable } from 'node:stream';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { actionPoints, actions, actionUsers } from '../src/db/schema/actions';
import { testEnv } from '../src/env';
import { fromWire } from '../src/infra/dates';
import { addClient, CLIENT_EMAIL, type Fixture, seedFixture } from './fixture';
import { BACKENDS, openTestDatabase, startTestApp, type TestApp } from './harness';

const DAY = '2026-10-10';
const w = (s: string) => fromWire(s)!;

/** The feed's events by summary. */
function eventsOf(text: string): Record<string, VEvent> {
  const parsed = ical.sync.parseICS(text);
  const out: Record<string, VEvent> = {};
  for (const c of Object.values(parsed))
    if (c?.type === 'VEVENT') out[String((c as VEvent).summary)] = c as VEvent;
  return out;
}

describe.each(BACKENDS)('calendar feeds on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let clock = w(`${DAY} 12:00:00`);
  const tok: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const feedUrl = async (who: string) => {
    const r = await t.call<{ url: string }>('calendarFeedCreate', {}, { token: tok[who]! });
    expect(r.status).toBe(200);
    return r.body.data.url;
  };
  /** GET of the feed at the test server (the URL's base is PUBLIC_API_URL). */
  const get = (url: string) => fetch(t.url + new URL(url).pathname);

  beforeAll(async () => {
    t = await startTestApp(backend, {
      now: () => clock,
      env: { PUBLIC_API_URL: 'https://api.tourplanner.test' },
    });
    f = await seedFixture(t.deps.db, DAY);
    const client = await addClient(t.deps.db, [f.events.e1]);
    for (const who of ['admin', 'asm1', 'asm2', 'hst1', 'hst2'] as const)
      tok[who] = await t.login(`${who}@fixture.test`);
    tok.client = await t.login(client.email ?? CLIENT_EMAIL);
    // Written at the test's clock, as the app writes them (the database's own clock is today's).
    const base = {
      type: 'Standard' as const,
      eventId: f.events.e1,
      territoryId: f.t1,
      areaId: f.a1,
      createdAt: clock,
      updatedAt: clock,
    };
    // Around the autumn clock change (Sunday 2026-10-25, 03:00 CEST → 02:00 CET) and the spring one
    // (Sunday 2027-03-28), a cancelled one, and one of hst2's in the other territory.
    const rows = await t.deps.db
      .insert(actions)
      .values([
        {
          ...base,
          ident: 'CAL-1',
          name: 'Przed zmianą',
          status: 'accepted',
          since: w('2026-10-24 10:00:00'),
          until: w('2026-10-24 14:00:00'),
        },
        {
          ...base,
          ident: 'CAL-2',
          name: 'Po zmianie',
          status: 'accepted',
          since: w('2026-10-26 10:00:00'),
          until: w('2026-10-26 14:00:00'),
          confirmedAt: clock,
        },
        {
          ...base,
          ident: 'CAL-3',
          name: 'Wiosna',
          status: 'accepted',
          since: w('2027-03-29 10:00:00'),
          until: w('2027-03-29 14:00:00'),
        },
        // Across the autumn change itself: 01:00 CEST to 04:00 CET, four hours.
        {
          ...base,
          ident: 'CAL-7',
          name: 'Przez zmianę',
          status: 'accepted',
          since: new Date('2026-10-24T23:00:00Z'),
          until: new Date('2026-10-25T03:00:00Z'),
        },
        {
          ...base,
          ident: 'CAL-4',
          name: 'Odwołana',
          status: 'cancelled',
          since: w('2026-10-20 10:00:00'),
          until: w('2026-10-20 12:00:00'),
        },
        {
          ...base,
          ident: 'CAL-5',
          name: 'Za daleko',
          status: 'accepted',
          since: w('2027-06-01 10:00:00'),
          until: w('2027-06-01 12:00:00'),
        },
        {
          type: 'Standard',
          createdAt: clock,
          updatedAt: clock,
          ident: 'CAL-6',
          name: 'Cudza',
          status: 'accepted',
          eventId: f.events.e2,
          territoryId: f.t2,
          areaId: f.a2,
          since: w('2026-10-21 10:00:00'),
          until: w('2026-10-21 12:00:00'),
        },
      ])
      .returning({ id: actions.id, ident: actions.ident });
    for (const r of rows) ids[r.ident] = r.id;
    const mine = ['CAL-1', 'CAL-2', 'CAL-3', 'CAL-4', 'CAL-5', 'CAL-7'];
    await t.deps.db
      .insert(actionPoints)
      .values([
        ...mine.map((i) => ({ actionId: ids[i]!, pointId: f.points.p1 })),
        { actionId: ids['CAL-6']!, pointId: f.points.p2 },
      ]);
    await t.deps.db
      .insert(actionUsers)
      .values([
        ...mine.map((i) => ({ actionId: ids[i]!, userId: f.users.hst1.id })),
        { actionId: ids['CAL-6']!, userId: f.users.hst2.id },
      ]);
  });
  afterAll(() => t?.close());

  it('answers a secret URL at the public address, and the feed as text/calendar', async () => {
    const url = await feedUrl('hst1');
    expect(url).toMatch(/^https:\/\/api\.tourplanner\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const r = await get(url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await r.text();
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('TZID:Europe/Warsaw');
  });

  it("lists a hostess's own dated actions from 30 days back to 180 ahead, in Warsaw time across the clock changes", async () => {
    const text = await (await get(await feedUrl('hst1'))).text();
    const ev = eventsOf(text);
    expect(Object.keys(ev).sort()).toEqual(
      [
        'AK-2 Akcja zaakceptowana',
        'AK-3 Akcja zakończona',
        'CAL-1 Przed zmianą',
        'CAL-2 Po zmianie',
        'CAL-3 Wiosna',
        'CAL-4 Odwołana',
        'CAL-7 Przez zmianę',
      ].sort(),
    );
    // No draft (AK-1), nothing beyond 180 days (CAL-5), nothing of hst2 (CAL-6).
    expect(text).not.toContain('CAL-6');
    expect(text).not.toContain('Imię6');
    // 10:00 in Warsaw is 08:00 UTC in summer time and 09:00 UTC in winter time.
    expect(ev['CAL-1 Przed zmianą']!.start.toISOString()).toBe('2026-10-24T08:00:00.000Z');
    expect(ev['CAL-1 Przed zmianą']!.end!.toISOString()).toBe('2026-10-24T12:00:00.000Z');
    expect(ev['CAL-2 Po zmianie']!.start.toISOString()).toBe('2026-10-26T09:00:00.000Z');
    expect(ev['CAL-3 Wiosna']!.start.toISOString()).toBe('2027-03-29T08:00:00.000Z');
    expect(ev['CAL-2 Po zmianie']!.start.tz).toBe('Europe/Warsaw');
    expect(text).toContain('DTSTART;TZID=Europe/Warsaw:20261026T100000');
    expect(text).toContain('DTSTART;TZID=Europe/Warsaw:20261024T100000');
    // Over the change: the wall clock says 01:00 to 04:00, the calendar keeps the four hours.
    expect(text).toContain('DTSTART;TZID=Europe/Warsaw:20261025T010000');
    expect(text).toContain('DTEND;TZID=Europe/Warsaw:20261025T040000');
    expect(ev['CAL-7 Przez zmianę']!.start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(ev['CAL-7 Przez zmianę']!.end!.toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(ev['CAL-1 Przed zmianą']!.uid).toBe(`${ids['CAL-1']}@api.tourplanner.test`);
  });

  it('says TENTATIVE until she confirms, CONFIRMED once confirmed or done, CANCELLED when cancelled', async () => {
    const ev = eventsOf(await (await get(await feedUrl('hst1'))).text());
    expect(ev['CAL-1 Przed zmianą']!.status).toBe('TENTATIVE');
    expect(ev['CAL-2 Po zmianie']!.status).toBe('CONFIRMED');
    expect(ev['AK-3 Akcja zakończona']!.status).toBe('CONFIRMED');
    expect(ev['CAL-4 Odwołana']!.status).toBe('CANCELLED');
  });

  it("gives the point's address as LOCATION with GEO, and the event and hostess in DESCRIPTION", async () => {
    const ev = eventsOf(await (await get(await feedUrl('hst1'))).text());
    const e = ev['CAL-1 Przed zmianą']!;
    expect(String(e.location)).toBe('Żabka Długa, Długa 5, Gdańsk');
    expect(e.geo).toEqual({ lat: 54.3497, lon: 18.6498 });
    expect(String(e.description)).toBe('Event: Glo Tour Północ\nHostessa: Imię5 Nazwisko5');
  });

  it('shows a moved action with a higher SEQUENCE and a later LAST-MODIFIED', async () => {
    const url = await feedUrl('hst1');
    const before = eventsOf(await (await get(url)).text())['CAL-1 Przed zmianą']!;
    clock = new Date(clock.getTime() + 60_000);
    const moved = await t.call(
      'actionUpdate',
      {
        action: {
          uuid: ids['CAL-1'],
          name: 'Przed zmianą',
          type: { ident: 'Standard' },
          event: { uuid: f.events.e1 },
          territory: { uuid: f.t1 },
          area: { uuid: f.a1 },
          since: { date: '2026-10-24 11:00:00' },
          until: { date: '2026-10-24 15:00:00' },
          actionPoints: [{ point: { uuid: f.points.p1 } }],
          users: [{ uuid: f.users.hst1.id }],
        },
      },
      { token: tok.admin! },
    );
    expect(moved.status).toBe(200);
    const after = eventsOf(await (await get(url)).text())['CAL-1 Przed zmianą']!;
    expect(after.uid).toBe(before.uid);
    expect(after.start.toISOString()).toBe('2026-10-24T09:00:00.000Z');
    expect(Number(after.sequence)).toBeGreaterThan(Number(before.sequence));
    expect(after.lastmodified!.getTime()).toBeGreaterThan(before.lastmodified!.getTime());
  });

  it("gives a coordinator her territories' actions, and a client its events' with the hostess's initial", async () => {
    const asm1 = eventsOf(await (await get(await feedUrl('asm1'))).text());
    expect(Object.keys(asm1)).toContain('CAL-1 Przed zmianą');
    expect(Object.keys(asm1)).not.toContain('CAL-6 Cudza');
    const asm2 = eventsOf(await (await get(await feedUrl('asm2'))).text());
    expect(Object.keys(asm2)).toEqual(['CAL-6 Cudza']);
    expect(String(asm2['CAL-6 Cudza']!.description)).toContain('Hostessa: Imię6 Nazwisko6');
    const admin = eventsOf(await (await get(await feedUrl('admin'))).text());
    expect(Object.keys(admin)).toEqual(expect.arrayContaining(['CAL-1 Przed zmianą', 'CAL-6 Cudza']));
    const client = await (await get(await feedUrl('client'))).text();
    expect(Object.keys(eventsOf(client))).not.toContain('CAL-6 Cudza');
    expect(String(eventsOf(client)['CAL-1 Przed zmianą']!.description)).toContain('Hostessa: Imię5 N.');
    expect(client).not.toContain('Nazwisko5');
  });

  it('ends the old link when a new one is made, and answers a wrong token as an unknown path', async () => {
    const first = await feedUrl('hst2');
    expect((await get(first)).status).toBe(200);
    const second = await feedUrl('hst2');
    expect(second).not.toBe(first);
    const ended = await get(first);
    expect(ended.status).toBe(404);
    const wrong = await fetch(`${t.url}/calendar/${'A'.repeat(43)}.ics`);
    const junk = await fetch(`${t.url}/calendar/nothing-here`);
    expect(wrong.status).toBe(404);
    expect(junk.status).toBe(404);
    // The same answer whatever the reason: nothing tells an ended token from one never made.
    const bodies = [await ended.text(), await wrong.text(), await junk.text()];
    expect(new Set(bodies).size).toBe(1);
    expect((await get(second)).status).toBe(200);
  });

  it("ends a deactivated person's feed", async () => {
    const url = await feedUrl('hst2');
    expect((await get(url)).status).toBe(200);
    const off = await t.call('userDeactivate', { user: { uuid: f.users.hst2.id } }, { token: tok.admin! });
    expect(off.status).toBe(200);
    expect((await get(url)).status).toBe(404);
    // Reactivated, she needs a new link: the old one stays ended.
    const on = await t.call('userActivate', { user: { uuid: f.users.hst2.id } }, { token: tok.admin! });
    expect(on.status).toBe(200);
    expect((await get(url)).status).toBe(404);
  });

  it("answers one of the hostess's own actions as an .ics file, and refuses another's", async () => {
    const r = await t.call('hostessActionIcs', { action: { uuid: ids['CAL-2'] } }, { token: tok.hst1! });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(r.headers.get('content-disposition')).toContain('akcja-CAL-2.ics');
    const ev = eventsOf(new TextDecoder().decode(r.raw));
    expect(Object.keys(ev)).toEqual(['CAL-2 Po zmianie']);
    expect(ev['CAL-2 Po zmianie']!.status).toBe('CONFIRMED');
    const other = await t.call('hostessActionIcs', { action: { uuid: ids['CAL-6'] } }, { token: tok.hst1! });
    expect(other.status).toBe(403);
    const draft = await t.call(
      'hostessActionIcs',
      { action: { uuid: f.actions.editable1 } },
      { token: tok.hst1! },
    );
    expect(draft.status).toBe(404);
    const none = await t.call(
      'hostessActionIcs',
      { action: { uuid: '00000000-0000-4000-8000-000000000000' } },
      { token: tok.hst1! },
    );
    expect(none.status).toBe(404);
  });
});

describe.each(BACKENDS)('calendar feed logs on %s', (backend) => {
  it('never writes the token to the request log', async () => {
    const opened = await openTestDatabase(backend);
    const lines: string[] = [];
    const { app } = await buildApp({
      database: opened.database,
      env: testEnv({ LOG_LEVEL: 'info', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000' }),
      logStream: new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
    try {
      await seedFixture(opened.database.db, DAY);
      const login = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'hst1@fixture.test', password: 'Test-password-1' },
      });
      const session = (login.json() as { data: { token: { uuid: string } } }).data.token.uuid;
      const created = await app.inject({
        method: 'POST',
        url: '/calendar/feed/create',
        headers: { authorization: `Bearer ${session}` },
        payload: {},
      });
      const url = (created.json() as { data: { url: string } }).data.url;
      const token = /\/calendar\/(.+)\.ics$/.exec(url)![1]!;
      lines.length = 0;
      const feed = await app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(feed.statusCode).toBe(200);
      const wrong = await app.inject({ method: 'GET', url: `/calendar/${token.slice(0, -1)}x.ics` });
      expect(wrong.statusCode).toBe(404);
      const log = lines.join('\n');
      expect(log).toContain('/calendar/[redacted].ics');
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.slice(0, -1));
    } finally {
      await app.close();
      await opened.drop();
    }
  });
});
