// Messages to the hostess (issue 29 part 2, issue 30's retake notice): told at assignment with a
// confirm link, reminded REMINDER_HOURS_BEFORE and REMINDER_MINUTES_BEFORE before the start (at once
// when the moment has passed), re-planned when the start moves, nothing after a cancellation but the
// notice of it, told when taken off; right across both DST changes; once with two API processes;
// Web Push against a local stand-in push service; 'Do poprawy' after a retake decision. The clock is
// the harness's: the planner and the sweep are driven directly where the moment matters.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { actionFiles, actionPoints, actions, actionUsers } from '../src/db/schema/actions';
import { storedFiles } from '../src/db/schema/files';
import { actionHistory } from '../src/db/schema/history';
import { hostessNotices, pushSubscriptions } from '../src/db/schema/reminders';
import { fromWire } from '../src/infra/dates';
import { planReminders, sweepReminders } from '../src/modules/reminders/service';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp, waitFor } from './harness';

const HOUR = 3_600_000;
const MIN = 60_000;
const vapid = webpush.generateVAPIDKeys();

/** A stand-in push service: records each request, answers `status`. */
async function pushService() {
  const got: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  let status = 201;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    got,
    url: (device: string) => `http://127.0.0.1:${port}/push/${device}`,
    answer(s: number) {
      status = s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: a P-256 public key and a 16-byte secret, base64url. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe.each(BACKENDS)('reminders to the hostess (%s)', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let clock = new Date('2027-03-01T08:00:00Z');
  let push: Awaited<ReturnType<typeof pushService>>;
  const hst1 = { email: 'hst1@fixture.test', phone: '+48500000004' };

  beforeAll(async () => {
    push = await pushService();
    t = await startTestApp(backend, {
      now: () => clock,
      env: {
        REMINDER_HOURS_BEFORE: '24',
        REMINDER_MINUTES_BEFORE: '60',
        WEBFORM_URL: 'https://webform.example.test',
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:ops@example.test',
      },
    });
    f = await seedFixture(t.deps.db, '2027-02-01');
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  beforeEach(() => {
    t.messages.sent.length = 0;
  });

  /** A new accepted action for hst1 at P-1, from `since` (Warsaw wire time) for `hours`. */
  async function newAction(since: string, hours = 4, status: 'accepted' | 'editable' = 'accepted') {
    const start = fromWire(since)!;
    const [a] = await t.deps.db
      .insert(actions)
      .values({
        ident: `AK-R-${randomBytes(3).toString('hex')}`,
        name: 'Degustacja Glo',
        type: 'Standard',
        status,
        eventId: f.events.e1,
        territoryId: f.t1,
        areaId: f.a1,
        since: start,
        until: new Date(start.getTime() + hours * HOUR),
      })
      .returning({ id: actions.id, ident: actions.ident, since: actions.since });
    await t.deps.db.insert(actionPoints).values({ actionId: a!.id, pointId: f.points.p1 });
    await t.deps.db.insert(actionUsers).values({ actionId: a!.id, userId: f.users.hst1.id });
    return { id: a!.id, ident: a!.ident, since: a!.since! };
  }

  /** What hst1 got about one action, by channel. */
  const got = (ident: string, channel: 'email' | 'sms' = 'email') =>
    t.messages.sent.filter(
      (m) =>
        m.channel === channel &&
        m.to === (channel === 'email' ? hst1.email : hst1.phone) &&
        m.text.includes(ident),
    );
  const at = async (when: Date, id: string) => {
    clock = when;
    await planReminders(t.deps, [id]);
  };

  it('tells her at acceptance with a confirm link, then reminds her 24 h and 60 min before the start', async () => {
    clock = new Date('2027-03-01T08:00:00Z');
    const a = await newAction('2027-03-10 12:00:00');
    await planReminders(t.deps, [a.id]);
    const [assigned] = got(a.ident);
    expect(assigned?.subject).toBe(`Nowa akcja ${a.ident}: potwierdź udział`);
    expect(assigned?.text).toContain('Termin: 10.03.2027, 12:00–16:00');
    expect(assigned?.text).toContain('Miejsce: Żabka Długa, Długa 5, Gdańsk');
    expect(assigned?.text).toContain('Potwierdź: https://webform.example.test/actions');
    expect(got(a.ident, 'sms')).toHaveLength(1);

    // A minute before the 24 h mark: nothing more; at the mark, the reminder saying she has not confirmed.
    await at(new Date(a.since.getTime() - 24 * HOUR - MIN), a.id);
    expect(got(a.ident)).toHaveLength(1);
    await at(new Date(a.since.getTime() - 24 * HOUR), a.id);
    const day = got(a.ident)[1];
    expect(day?.subject).toBe(`Przypomnienie: akcja ${a.ident} 10.03.2027 o 12:00`);
    expect(day?.text).toContain('Nie potwierdziłaś jeszcze udziału');

    // She confirms; the hour-before one comes at its minute, with the address and the map.
    await t.deps.db.update(actions).set({ confirmedAt: clock }).where(eq(actions.id, a.id));
    await at(new Date(a.since.getTime() - 61 * MIN), a.id);
    expect(got(a.ident)).toHaveLength(2);
    await at(new Date(a.since.getTime() - 60 * MIN), a.id);
    const hour = got(a.ident)[2];
    expect(hour?.subject).toBe(`Akcja ${a.ident} zaczyna się o 12:00`);
    expect(hour?.text).toContain('https://www.google.com/maps/search/?api=1&query=54.3497,18.6498');
    expect(got(a.ident, 'sms')[2]?.text).toContain(
      'https://www.google.com/maps/search/?api=1&query=54.3497,18.6498',
    );

    // Planned again (a repeated job, the sweep): nothing twice.
    await planReminders(t.deps, [a.id]);
    await sweepReminders(t.deps);
    expect(got(a.ident)).toHaveLength(3);
    const history = await t.deps.db
      .select({ text: actionHistory.text, actor: actionHistory.actorId, kind: actionHistory.kind })
      .from(actionHistory)
      .where(eq(actionHistory.actionId, a.id));
    expect(history.every((h) => h.kind === 'reminder' && h.actor === null)).toBe(true);
    expect(history.map((h) => h.text)).toEqual(
      expect.arrayContaining([
        'Powiadomienie o przypisaniu: e-mail do Imię5 Nazwisko5',
        'Powiadomienie o przypisaniu: SMS do Imię5 Nazwisko5',
        'Przypomnienie 24 h przed startem: e-mail do Imię5 Nazwisko5',
        'Przypomnienie 60 min przed startem: SMS do Imię5 Nazwisko5',
      ]),
    );
    expect(history.some((h) => h.text.includes('@'))).toBe(false);
  });

  it('sends a reminder whose moment has passed at once when the action is accepted 40 minutes ahead', async () => {
    clock = new Date('2027-03-02T08:00:00Z');
    const a = await newAction('2027-03-02 09:40:00'); // 08:40 UTC
    await planReminders(t.deps, [a.id]);
    // The assignment and the hour-before reminder; the day-before one is superseded, not sent as well.
    expect(got(a.ident).map((m) => m.subject)).toEqual([
      `Nowa akcja ${a.ident}: potwierdź udział`,
      `Akcja ${a.ident} zaczyna się o 09:40`,
    ]);
    // Once started, no more.
    await t.deps.db.update(actions).set({ startedAt: clock, status: 'started' }).where(eq(actions.id, a.id));
    await sweepReminders(t.deps);
    expect(got(a.ident)).toHaveLength(2);
  });

  it('tells a hostess put on an action after its start (a replacement) at once, and not after its end', async () => {
    clock = new Date('2027-03-06T08:00:00Z');
    const running = await newAction('2027-03-06 08:20:00'); // 07:20 UTC: 40 minutes past its start
    await planReminders(t.deps, [running.id]);
    // Told she is on it (no reminder before a start that has passed).
    expect(got(running.ident).map((m) => m.subject)).toEqual([
      `Nowa akcja ${running.ident}: potwierdź udział`,
    ]);
    // Taken off while it runs: told that too.
    await t.deps.db.delete(actionUsers).where(eq(actionUsers.actionId, running.id));
    await planReminders(t.deps, [running.id]);
    expect(got(running.ident).map((m) => m.subject)).toEqual([
      `Nowa akcja ${running.ident}: potwierdź udział`,
      `Akcja ${running.ident} nie jest już Twoja`,
    ]);
    // An action already over tells nobody.
    const over = await newAction('2027-03-06 02:00:00', 2); // 01:00–03:00 UTC
    await planReminders(t.deps, [over.id]);
    await sweepReminders(t.deps);
    expect(got(over.ident)).toEqual([]);
  });

  it('re-plans when the start moves: the old moment sends nothing, the new one does', async () => {
    clock = new Date('2027-03-03T08:00:00Z');
    const a = await newAction('2027-03-05 12:00:00');
    await planReminders(t.deps, [a.id]);
    expect(got(a.ident)).toHaveLength(1);
    const moved = fromWire('2027-03-05 16:00:00')!;
    await t.deps.db
      .update(actions)
      .set({ since: moved, until: new Date(moved.getTime() + 2 * HOUR) })
      .where(eq(actions.id, a.id));
    await planReminders(t.deps, [a.id]);
    // Told of the new time (asked to confirm it).
    expect(got(a.ident)[1]?.text).toContain('Termin: 05.03.2027, 16:00–18:00');
    await at(new Date(a.since.getTime() - 24 * HOUR), a.id);
    await sweepReminders(t.deps);
    expect(got(a.ident)).toHaveLength(2);
    await at(new Date(moved.getTime() - 24 * HOUR), a.id);
    expect(got(a.ident)[2]?.subject).toBe(`Przypomnienie: akcja ${a.ident} 05.03.2027 o 16:00`);
  });

  it('tells her when the action is cancelled or she is taken off, and sends no reminder after', async () => {
    clock = new Date('2027-03-04T08:00:00Z');
    const cancelled = await newAction('2027-03-08 10:00:00');
    const off = await newAction('2027-03-09 10:00:00');
    await planReminders(t.deps, [cancelled.id, off.id]);
    await t.deps.db.update(actions).set({ status: 'cancelled' }).where(eq(actions.id, cancelled.id));
    await t.deps.db.delete(actionUsers).where(eq(actionUsers.actionId, off.id));
    // The sweep finds both (as if their jobs were lost).
    await sweepReminders(t.deps);
    expect(got(cancelled.ident).map((m) => m.subject)).toEqual([
      `Nowa akcja ${cancelled.ident}: potwierdź udział`,
      `Akcja ${cancelled.ident} została odwołana`,
    ]);
    expect(got(off.ident).map((m) => m.subject)).toEqual([
      `Nowa akcja ${off.ident}: potwierdź udział`,
      `Akcja ${off.ident} nie jest już Twoja`,
    ]);
    for (const a of [cancelled, off]) {
      await at(new Date(a.since.getTime() - 60 * MIN), a.id);
      await sweepReminders(t.deps);
      expect(got(a.ident)).toHaveLength(2);
    }
  });

  it('goes through the action-changed job when a coordinator accepts and cancels an action', async () => {
    clock = new Date('2027-02-01T06:00:00Z');
    const a = await newAction('2027-02-20 10:00:00', 4, 'editable');
    const asm = await t.login('asm1@fixture.test');
    const accepted = await t.call(
      'actionSetStatus',
      { status: { ident: 'accepted' }, action: { uuid: a.id } },
      { token: asm },
    );
    expect(accepted.status).toBe(200);
    await waitFor(
      () => got(a.ident),
      (m) => m.length === 1,
      'the assignment notice',
    );
    const cancelled = await t.call(
      'actionSetStatus',
      { status: { ident: 'cancelled' }, action: { uuid: a.id } },
      { token: asm },
    );
    expect(cancelled.status).toBe(200);
    const all = await waitFor(
      () => got(a.ident),
      (m) => m.length === 2,
      'the cancellation notice',
    );
    expect(all[1]?.subject).toBe(`Akcja ${a.ident} została odwołana`);
  });

  it.each([
    ['spring forward', '2027-03-28 02:30:00'],
    ['fall back', '2026-10-25 02:30:00'],
  ])('reminds at the right instants across the DST change (%s, %s Warsaw)', async (_, since) => {
    const start = fromWire(since)!;
    clock = new Date(start.getTime() - 3 * 24 * HOUR);
    const a = await newAction(since, 2);
    expect(a.since.getTime()).toBe(start.getTime());
    await planReminders(t.deps, [a.id]);
    const sentAt: Record<string, Date> = {};
    // Walk the clock a minute at a time around each moment, as the sweep does.
    for (const [kind, moment] of [
      ['day', new Date(start.getTime() - 24 * HOUR)],
      ['hour', new Date(start.getTime() - 60 * MIN)],
    ] as const) {
      for (let m = -3; m <= 3; m += 1) {
        clock = new Date(moment.getTime() + m * MIN);
        const before = got(a.ident).length;
        await sweepReminders(t.deps);
        if (got(a.ident).length > before) sentAt[kind] = clock;
      }
    }
    expect(sentAt.day?.toISOString()).toBe(new Date(start.getTime() - 24 * HOUR).toISOString());
    expect(sentAt.hour?.toISOString()).toBe(new Date(start.getTime() - 60 * MIN).toISOString());
    expect(got(a.ident)).toHaveLength(3);
  });

  it('pushes to her subscribed phone with VAPID and an encrypted body; 410 and sign-out drop it', async () => {
    clock = new Date('2027-05-01T08:00:00Z');
    const hst = await t.login('hst1@fixture.test');
    const key = await t.call<{ publicKey: string | null }>('pushKey', {}, { token: hst });
    expect(key.body.data.publicKey).toBe(vapid.publicKey);
    const device = { endpoint: push.url('phone-1'), keys: deviceKeys() };
    expect((await t.call('pushSubscribe', { subscription: device }, { token: hst })).status).toBe(200);
    // Another person cannot drop it.
    const hst3 = await t.login('hst3@fixture.test');
    await t.call('pushUnsubscribe', { endpoint: device.endpoint }, { token: hst3 });
    expect(await t.deps.db.select().from(pushSubscriptions)).toHaveLength(1);

    const a = await newAction('2027-05-02 12:00:00');
    await planReminders(t.deps, [a.id]);
    expect(push.got).toHaveLength(1);
    const req = push.got[0]!;
    expect(req.path).toBe('/push/phone-1');
    expect(req.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(req.headers.authorization).toContain(`k=${vapid.publicKey}`);
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(req.headers.ttl)).toBeGreaterThan(0);
    expect(req.body.length).toBeGreaterThan(100);
    expect(req.body.toString('latin1')).not.toContain(a.ident);
    const history = await t.deps.db
      .select({ text: actionHistory.text })
      .from(actionHistory)
      .where(eq(actionHistory.actionId, a.id));
    expect(history.map((h) => h.text)).toContain(
      'Powiadomienie o przypisaniu: powiadomienie na telefon do Imię5 Nazwisko5',
    );

    // The push service forgot the device: 410 drops the subscription; e-mail and SMS still went.
    push.answer(410);
    await at(new Date(a.since.getTime() - 24 * HOUR), a.id);
    expect(push.got).toHaveLength(2);
    expect(await t.deps.db.select().from(pushSubscriptions)).toHaveLength(0);
    expect(got(a.ident)).toHaveLength(2);
    push.answer(201);

    // Subscribed again, then signed out on that phone: dropped, and nothing is pushed.
    expect((await t.call('pushSubscribe', { subscription: device }, { token: hst })).status).toBe(200);
    expect(await t.deps.db.select().from(pushSubscriptions)).toHaveLength(1);
    expect((await t.call('logout', {}, { token: hst })).status).toBe(200);
    expect(await t.deps.db.select().from(pushSubscriptions)).toHaveLength(0);
    await at(new Date(a.since.getTime() - 60 * MIN), a.id);
    expect(push.got).toHaveLength(2);

    // Bad input: 400 in the envelope.
    const again = await t.login('hst1@fixture.test');
    const bad = await t.call(
      'pushSubscribe',
      { subscription: { endpoint: 'nie-url', keys: device.keys } },
      { token: again },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.status.success).toBe(false);
  });

  it("tells her 'Do poprawy' with the comment and a link when a coordinator asks for a retake", async () => {
    clock = new Date('2027-02-01T20:00:00Z');
    const a = await newAction('2027-02-01 08:00:00', 2);
    await t.deps.db
      .update(actions)
      .set({ status: 'finished', startedAt: a.since })
      .where(eq(actions.id, a.id));
    const [file] = await t.deps.db
      .insert(storedFiles)
      .values({ kind: 'start', storageKey: `test/${a.id}`, contentType: 'image/jpeg', size: 1, sha256: 'x' })
      .returning({ id: storedFiles.id });
    const [photo] = await t.deps.db
      .insert(actionFiles)
      .values({ actionId: a.id, ident: 'start', fileId: file!.id })
      .returning({ id: actionFiles.id });
    const asm = await t.login('asm1@fixture.test');
    const decided = await t.call(
      'reviewDecide',
      { items: [{ file: { uuid: photo!.id }, decision: 'retake', comment: 'Nieostre, podejdź bliżej' }] },
      { token: asm },
    );
    expect(decided.status).toBe(200);
    const [notice] = await waitFor(
      () => got(a.ident),
      (m) => m.length === 1,
      'the retake notice',
    );
    expect(notice?.subject).toBe(`Do poprawy: akcja ${a.ident}`);
    expect(notice?.text).toContain('Zdjęcie startowe: Nieostre, podejdź bliżej');
    expect(notice?.text).toContain('Zrób nowe zdjęcie: https://webform.example.test/actions');
    const rows = await t.deps.db
      .select()
      .from(hostessNotices)
      .where(and(eq(hostessNotices.actionId, a.id), eq(hostessNotices.kind, 'retake')));
    expect(rows).toHaveLength(1);
  });

  // Last: a long run without HTTP lets the server close idle keep-alive connections (10 s).
  it('sends each notice once when two API processes plan the same actions at once', async () => {
    const b = await startTestApp(backend, {
      sharing: t,
      now: () => clock,
      env: { WEBFORM_URL: 'https://webform.example.test' },
    });
    try {
      clock = new Date('2027-04-01T08:00:00Z');
      const list = await Promise.all([1, 2, 3, 4].map((d) => newAction(`2027-04-0${d + 1} 09:30:00`)));
      const ids = list.map((a) => a.id);
      const rounds = [];
      for (let i = 0; i < 3; i += 1) {
        rounds.push(
          planReminders(t.deps, ids),
          planReminders(b.deps, ids),
          sweepReminders(t.deps),
          sweepReminders(b.deps),
        );
      }
      await Promise.all(rounds);
      clock = new Date(list[0]!.since.getTime() - 24 * HOUR);
      await Promise.all([sweepReminders(t.deps), sweepReminders(b.deps), planReminders(b.deps, ids)]);
      // Each process keeps its own outbox, so the two lists joined are in no particular order.
      const both = [...t.messages.sent, ...b.messages.sent].filter((m) => m.channel === 'email');
      for (const [i, a] of list.entries()) {
        const mine = both.filter((m) => m.text.includes(a.ident)).map((m) => m.subject);
        expect(mine.sort()).toEqual(
          i === 0
            ? [
                `Nowa akcja ${a.ident}: potwierdź udział`,
                `Przypomnienie: akcja ${a.ident} 02.04.2027 o 09:30`,
              ].sort()
            : [`Nowa akcja ${a.ident}: potwierdź udział`],
        );
      }
      const rows = await t.deps.db
        .select()
        .from(hostessNotices)
        .where(eq(hostessNotices.actionId, list[0]!.id));
      expect(rows.map((r) => r.kind).sort()).toEqual(['assigned', 'day_before']);
    } finally {
      await b.close();
    }
  });
});
