// The request rate limit is keyed by who calls, not where from (docs/decisions/0014): 200 hostess
// tablets behind one shop address each poll their action list as often as 60 s of polling every
// 2 s would (30 times), with the default limits, and none is refused; one session over its own
// limit waits (429, Retry-After, a Polish text), while the others and anonymous calls go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/access/sessions';
import { dayOf } from '../src/infra/dates';
import { type Fixture, seedFixture } from './fixture';
import { type Answer, BACKENDS, expectWait, startTestApp, type TestApp } from './harness';

const TABLETS = 200;
const POLLS = 30; // 60 s of polling every 2 s
const SHOP = { 'x-forwarded-for': '203.0.113.50' };
/**
 * The 6 000 polls run on one database (PostgreSQL when the run has it): each is a whole request
 * (about 15 ms of CPU; 200 s to 400 s on a 2-core machine at load 20), and the limiter's SQL is
 * the same on both; the other tests run on both.
 */
const POLL_BACKEND = BACKENDS[BACKENDS.length - 1];

/** Runs `jobs` with at most `width` at once. */
async function inParallel<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]!();
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return out;
}

describe.each(BACKENDS)('rate limits on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  beforeAll(async () => {
    // The default limits (the harness raises them for the other test files), behind a proxy.
    t = await startTestApp(backend, {
      env: {
        RATE_LIMIT_PER_MINUTE: undefined,
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: undefined,
        TRUST_PROXY: 'true',
      },
    });
    f = await seedFixture(t.deps.db, dayOf(new Date()));
  });
  afterAll(() => t?.close());

  it.runIf(backend === POLL_BACKEND)(
    'lets 200 tablets behind one address poll 30 times each without a 429',
    async () => {
      const hostesses = [f.users.hst1.id, f.users.hst2.id, f.users.hst3.id];
      const tokens = await Promise.all(
        Array.from({ length: TABLETS }, async (_, i) => {
          const s = await createSession(t.deps, hostesses[i % hostesses.length]!, { ip: '203.0.113.50' });
          return s.token;
        }),
      );
      const polls = tokens.flatMap((token) =>
        Array.from({ length: POLLS }, () => () => t.call('hostessActions', {}, { token, headers: SHOP })),
      );
      const answers: Answer[] = await inParallel(polls, 20);
      const statuses = new Map<number, number>();
      for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      expect(Object.fromEntries(statuses)).toEqual({ 200: TABLETS * POLLS });
      expect(answers[0]!.headers.get('x-ratelimit-limit')).toBe('600');
    },
    900_000,
  );

  it('refuses one session over its own limit with Retry-After, and no one else', async () => {
    const own = await startTestApp(backend, {
      sharing: t,
      env: { RATE_LIMIT_PER_MINUTE: '20', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '600', TRUST_PROXY: 'true' },
    });
    try {
      const busy = (await createSession(t.deps, f.users.hst1.id, {})).token;
      const calm = (await createSession(t.deps, f.users.hst2.id, {})).token;
      const poll = (token: string) => own.call('hostessActions', {}, { token, headers: SHOP });
      for (let i = 0; i < 20; i++) expect((await poll(busy)).status).toBe(200);
      const refused = await poll(busy);
      expectWait(refused, 60);
      // The same address, another session, and an anonymous call: not refused.
      expect((await poll(calm)).status).toBe(200);
      expect((await own.call('login', { username: '', password: '' }, { headers: SHOP })).status).toBe(400);
    } finally {
      await own.close();
    }
  });

  it('counts a made-up token against the address, and the count holds across processes', async () => {
    const other = await startTestApp(backend, {
      sharing: t,
      env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10', TRUST_PROXY: 'true' },
    });
    const second = await startTestApp(backend, {
      sharing: t,
      env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10', TRUST_PROXY: 'true' },
    });
    try {
      const from = { 'x-forwarded-for': '198.51.100.77' };
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const app = i % 2 ? other : second;
        const token = `made-up-token-${i}-xxxxxxxxxxxx`;
        statuses.push((await app.call('hostessActions', {}, { token, headers: from })).status);
      }
      // Ten answered (401: no such session) by either process, then the address waits.
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
