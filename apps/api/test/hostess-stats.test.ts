// /hostess/stats through HTTP ('Moje wyniki' in the webform): today, this week (from Monday) and
// this month (from the 1st) of the signed-in hostess, equal to what the test counts itself from the
// actions and registrations it wrote, by the Pulpit's definitions (docs/product/kpi.md); another
// hostess's actions and registrations never appear, and nothing in the body can name her.
import type { OfferKey } from '@tourplanner/domain/constants';
import type { HostessStats } from '@tourplanner/domain/wire/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, actionUsers } from '../src/db/schema/actions';
import { fromWire } from '../src/infra/dates';
import { type RegistrationSpec, writeLeadRows } from '../src/seed/lead-rows';
import { type Fixture, seedFixture } from './fixture';
import { BACKENDS, startTestApp, type TestApp } from './harness';

const at = (wire: string) => fromWire(wire)!;
// Wednesday 2 April 2025, noon in Warsaw: the week began on Monday 31 March, in the month before.
const NOW = at('2025-04-02 12:00:00');

describe.each(BACKENDS)('hostess stats on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let token: string;

  const action = async (
    hostess: string,
    status: 'accepted' | 'finished' | 'cancelled',
    since: string,
    until: string,
    times: { started?: string; finished?: string } = {},
  ) => {
    const [row] = await t.deps.db
      .insert(actions)
      .values({
        ident: `HS-${since}-${hostess.slice(0, 4)}-${status}`,
        name: 'stats',
        type: 'Standard',
        status,
        territoryId: f.t1,
        eventId: f.events.e1,
        since: at(since),
        until: at(until),
        startedAt: times.started ? at(times.started) : null,
        finishedAt: times.finished ? at(times.finished) : null,
      })
      .returning({ id: actions.id });
    await t.deps.db.insert(actionUsers).values({ actionId: row!.id, userId: hostess });
    return row!.id;
  };

  beforeAll(async () => {
    // The app's clock starts at NOW and runs (a frozen clock would stall the sign-in's timing).
    const started = Date.now();
    t = await startTestApp(backend, { now: () => new Date(NOW.getTime() + Date.now() - started) });
    // The fixture's own actions are in June: outside every period here.
    f = await seedFixture(t.deps.db, '2025-06-16');
    const mine = f.users.hst1.id;
    const other = f.users.hst2.id;
    const today = await action(mine, 'finished', '2025-04-02 08:00:00', '2025-04-02 11:00:00', {
      started: '2025-04-02 08:05:00',
      finished: '2025-04-02 10:00:00',
    });
    // Not started, its hour and 15 minutes over by noon: a no-show. The afternoon one is neither yet.
    await action(mine, 'accepted', '2025-04-02 09:00:00', '2025-04-02 10:00:00');
    await action(mine, 'accepted', '2025-04-02 13:00:00', '2025-04-02 17:00:00');
    await action(mine, 'cancelled', '2025-03-31 10:00:00', '2025-03-31 14:00:00');
    await action(mine, 'accepted', '2025-03-30 10:00:00', '2025-03-30 14:00:00');
    // Another hostess's busy day: never in hst1's numbers.
    const theirs = await action(other, 'finished', '2025-04-02 08:00:00', '2025-04-02 12:00:00', {
      started: '2025-04-02 08:30:00',
      finished: '2025-04-02 11:00:00',
    });
    let n = 0;
    const reg = (hostessId: string, actionId: string | null, when: string, offers: OfferKey[]) => {
      n += 1;
      return {
        actionId,
        hostessId,
        pointIdent: null,
        at: at(when),
        offers,
        consumer: {
          email: `stats${n}@example.com`,
          phone: `+4869800${String(n).padStart(4, '0')}`,
          firstName: 'Jan',
          lastName: `Staty${n}`,
        },
        consents: { newsletterCommercialAuthorization: true },
      } satisfies RegistrationSpec;
    };
    await writeLeadRows(
      t.deps.db,
      [
        reg(mine, null, '2025-03-30 11:00:00', ['Glo']), // Sunday: last week
        reg(mine, null, '2025-03-31 12:00:00', ['Glo_HUTD']), // this week, last month
        reg(mine, null, '2025-04-01 15:00:00', ['Neo']),
        reg(mine, today, '2025-04-02 08:30:00', ['Glo']),
        reg(mine, today, '2025-04-02 09:10:00', ['Velo', 'Vuse', 'InspirationClub']),
        reg(other, theirs, '2025-04-02 09:00:00', ['Glo']),
        reg(other, theirs, '2025-04-02 09:20:00', ['Vuse']),
      ],
      [],
    );
    token = await t.login(f.users.hst1.email);
  });
  afterAll(() => t?.close());

  const stats = async (tok: string, body: unknown = {}) => {
    const r = await t.call<HostessStats>('hostessStats', body, { token: tok });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };
  const offers = (o: Partial<Record<OfferKey, number>>) => ({
    Glo: 0,
    Glo_HUTD: 0,
    Vuse: 0,
    Velo: 0,
    Neo: 0,
    InspirationClub: 0,
    ...o,
  });
  const acts = (a: Partial<HostessStats['today']['actions']>) => ({
    planned: 0,
    startedOnTime: 0,
    startedLate: 0,
    noShow: 0,
    finished: 0,
    finishedEarly: 0,
    cancelled: 0,
    hostessCancelled: 0,
    ...a,
  });

  it('counts her today, this week from Monday and this month from the 1st', async () => {
    const s = await stats(token);
    expect(s.today).toEqual({
      since: '2025-04-02',
      until: '2025-04-02',
      registrations: 2,
      byOffer: offers({ Glo: 1, Velo: 1, Vuse: 1, InspirationClub: 1 }),
      actions: acts({ planned: 3, startedOnTime: 1, noShow: 1, finished: 1, finishedEarly: 1 }),
    });
    expect(s.week).toEqual({
      since: '2025-03-31',
      until: '2025-04-02',
      registrations: 4,
      byOffer: offers({ Glo: 1, Glo_HUTD: 1, Neo: 1, Velo: 1, Vuse: 1, InspirationClub: 1 }),
      actions: acts({ planned: 4, startedOnTime: 1, noShow: 1, finished: 1, finishedEarly: 1, cancelled: 1 }),
    });
    expect(s.month).toEqual({
      since: '2025-04-01',
      until: '2025-04-02',
      registrations: 3,
      byOffer: offers({ Glo: 1, Neo: 1, Velo: 1, Vuse: 1, InspirationClub: 1 }),
      actions: acts({ planned: 3, startedOnTime: 1, noShow: 1, finished: 1, finishedEarly: 1 }),
    });
  });

  it("gives another hostess her own numbers, never the first one's", async () => {
    const s = await stats(await t.login(f.users.hst2.email));
    expect(s.today.registrations).toBe(2);
    expect(s.today.byOffer).toEqual(offers({ Glo: 1, Vuse: 1 }));
    expect(s.today.actions).toEqual(acts({ planned: 1, startedLate: 1, finished: 1, finishedEarly: 1 }));
  });

  it('counts a registration made after an answer in the next one', async () => {
    const before = await stats(token);
    await writeLeadRows(
      t.deps.db,
      [
        {
          actionId: null,
          hostessId: f.users.hst1.id,
          pointIdent: null,
          at: at('2025-04-02 11:30:00'),
          offers: ['Neo'],
          consumer: { email: 'late@example.com', phone: '+48698009999', firstName: 'Ola', lastName: 'Późna' },
          consents: {},
        },
      ],
      [],
    );
    const after = await stats(token);
    expect(after.today.registrations).toBe(before.today.registrations + 1);
    expect(after.today.byOffer.Neo).toBe(before.today.byOffer.Neo + 1);
    expect(after.month.registrations).toBe(before.month.registrations + 1);
  });

  it('refuses a coordinator and a client, and a body that names anyone', async () => {
    const asm = await t.login(f.users.asm1.email);
    expect((await t.call('hostessStats', {}, { token: asm })).status).toBe(403);
    // An id in the body is not read: she still gets her own numbers.
    expect(await stats(token, { hostess: { uuid: f.users.hst2.id } })).toEqual(await stats(token));
  });
});
