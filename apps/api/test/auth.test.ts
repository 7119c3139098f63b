// Long (over 300 lines) on purpose: every /auth call shares one seeded server per backend.
// /auth/*: sign-in without user enumeration, throttling, sessions with idle and absolute expiry,
// sign-out, the password reminder and the password change.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetCodes, resetMailJobs } from '../src/db/schema/auth';
import { users } from '../src/db/schema/users';
import { dayOf } from '../src/infra/dates';
import { hashPassword } from '../src/modules/passwords/password';
import { RESET_CODE_MAX_ATTEMPTS } from '../src/modules/passwords/reset-codes';
import {
  RESET_MAIL_MAX_ATTEMPTS,
  RESET_MAIL_QUEUE,
  RESET_MAIL_RETRY_SECONDS,
} from '../src/modules/passwords/reset-mail.service';
import { FIXTURE_PASSWORD, type Fixture, seedFixture } from './fixture';
import { BACKENDS, expectWait, startTestApp, type TestApp, waitFor } from './harness';

describe.each(BACKENDS)('auth on %s', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let offsetMs = 0;
  beforeAll(async () => {
    // Behind a proxy: X-Forwarded-For is the client's address (the lockout's tests need several).
    t = await startTestApp(backend, {
      now: () => new Date(Date.now() + offsetMs),
      env: { TRUST_PROXY: 'true' },
    });
    f = await seedFixture(t.deps.db, dayOf(new Date()));
    await t.deps.db.insert(users).values({
      ident: 'U-PW',
      role: 'HST',
      email: 'pw@fixture.test',
      passwordHash: await hashPassword(FIXTURE_PASSWORD),
      firstname: 'Hasło',
      lastname: 'Zmiana',
    });
  });
  afterAll(() => t?.close());

  /** The code of the newest reminder e-mail to `to` among the messages after the first `before`. */
  async function mailedCode(to: string, before: number): Promise<string> {
    const mail = await waitFor(
      () => t.messages.sent.slice(before).findLast((m) => m.to === to),
      (m) => m !== undefined,
      `a reminder e-mail to ${to}`,
    );
    return /: ([A-Z0-9]{8})/.exec(mail!.text)![1]!;
  }

  /** The reminder job of a user once the worker has ended its `attempts`-th try (not mid-send). */
  async function jobAfterTry(userId: string, attempts: number) {
    const read = async () => {
      const [row] = await t.deps.db.select().from(resetMailJobs).where(eq(resetMailJobs.userId, userId));
      return row;
    };
    return (await waitFor(
      read,
      (row) => row !== undefined && row.attempts >= attempts && row.status !== 'sending',
      `try ${attempts} of the reminder e-mail`,
    ))!;
  }

  /**
   * The job engine's wait before the next try of a reminder e-mail (seconds, as it was set), then
   * skips it: the retry's `start_after` moves to now. The waits are the engine's, in the database.
   */
  async function skipRetryWait(): Promise<number> {
    const moved = await waitFor(
      () =>
        t.database.executeSql(
          `with w as (select id, extract(epoch from start_after - now()) as wait from pgboss.job
             where name = $1 and state = 'retry' and start_after > now())
           update pgboss.job j set start_after = now() from w where j.name = $1 and j.id = w.id
           returning w.wait`,
          [RESET_MAIL_QUEUE],
        ),
      (r) => r.rows.length > 0,
      'a reminder e-mail waiting for its retry',
    );
    return Number((moved.rows[0] as { wait: string | number }).wait);
  }

  it('signs in and answers the token and the user with role.uuid', async () => {
    const r = await t.call<{
      token: { uuid: string; expires: { date: string } };
      user: { role: { uuid: string }; territories: { uuid: string }[]; areas: unknown[] };
    }>('login', { username: 'ASM1@fixture.test ', password: FIXTURE_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.status.success).toBe(true);
    expect(r.body.data.token.uuid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.body.data.token.expires.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(r.body.data.user.role.uuid).toBe('ASM');
    expect(r.body.data.user.territories).toHaveLength(1);
    // Each area says its territory, so the wizard takes the chosen territory's own area.
    expect(r.body.data.user.areas).toEqual([
      {
        uuid: expect.any(String),
        ident: 'A-NORTH-1',
        territory: { uuid: r.body.data.user.territories[0]!.uuid },
      },
    ]);
  });

  it('lets a hostess sign in (the webform is hers) and exposes her role', async () => {
    const r = await t.call<{ user: { role: { uuid: string } } }>('login', {
      username: 'hst1@fixture.test',
      password: FIXTURE_PASSWORD,
    });
    expect(r.body.data.user.role.uuid).toBe('HST');
  });

  it('answers an unknown user and a wrong password alike', async () => {
    const unknown = await t.call('login', { username: 'nobody@fixture.test', password: 'whatever-1' });
    const wrong = await t.call('login', { username: 'hsadm1@fixture.test', password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body.data.error).toBe('E_INVALID_CREDENTIALS');
  });

  it('refuses an empty body with the failing fields', async () => {
    const r = await t.call('login', { username: '' });
    expect(r.status).toBe(400);
    expect(r.body.data.error).toBe('E_VALIDATION');
    expect(r.body.data.fields?.map((x) => x.path).sort()).toEqual(['password', 'username']);
  });

  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  it('slows down failed logins per account and address, never the right password from another address', async () => {
    const wrong = (ip: string, i: number) =>
      t.call('login', { username: 'hst3@fixture.test', password: `bad-${i}` }, from(ip));
    for (let i = 0; i < 5; i++)
      expect((await wrong('203.0.113.7', i)).body.data.error).toBe('E_INVALID_CREDENTIALS');
    // The attacker's address waits, with the wait in the header and a Polish text in the envelope.
    const refused = await t.call(
      'login',
      { username: 'hst3@fixture.test', password: FIXTURE_PASSWORD },
      from('203.0.113.7'),
    );
    expectWait(refused, 30);
    // The owner, from her own address, signs in with the right password at once.
    const owner = await t.call(
      'login',
      { username: 'hst3@fixture.test', password: FIXTURE_PASSWORD },
      from('198.51.100.20'),
    );
    expect(owner.status).toBe(200);
    offsetMs = 31_000;
    try {
      // After the wait one more try from the attacker's address, then a longer wait (doubled).
      expect((await wrong('203.0.113.7', 5)).body.data.error).toBe('E_INVALID_CREDENTIALS');
      const again = await wrong('203.0.113.7', 6);
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(30);
      expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    } finally {
      offsetMs = 0;
    }
  });

  it("e-mails the account's owner once after repeated failures, not for an unknown account", async () => {
    const before = t.messages.sent.length;
    const notices = () =>
      t.messages.sent
        .slice(before)
        .filter((m) => m.subject === 'TourPlanner: nieudane próby logowania na Twoje konto');
    // Ten failures from two addresses (five each, within the free attempts), then more.
    for (let i = 0; i < 14; i++) {
      await t.call(
        'login',
        { username: 'hst2@fixture.test', password: `bad-${i}` },
        from(`192.0.2.${i % 3}`),
      );
      await t.call(
        'login',
        { username: 'nobody@fixture.test', password: `bad-${i}` },
        from(`192.0.2.${i % 3}`),
      );
    }
    const sent = await waitFor(notices, (n) => n.length > 0, 'the failed-login notice');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('hst2@fixture.test');
    expect(sent[0]!.text).toContain('10 nieudanych prób logowania');
    await new Promise((r) => setTimeout(r, 100));
    expect(notices()).toHaveLength(1);
  });

  it('keeps a failed-login notice the mailer refused and sends it on its retry', async () => {
    const before = t.messages.sent.length;
    const notices = () =>
      t.messages.sent
        .slice(before)
        .filter(
          (m) =>
            m.to === 'asm2@fixture.test' &&
            m.subject === 'TourPlanner: nieudane próby logowania na Twoje konto',
        );
    t.messages.failNext = 1;
    try {
      for (let i = 0; i < 10; i++) {
        await t.call(
          'login',
          { username: 'asm2@fixture.test', password: `bad-${i}` },
          from(`198.51.100.${i % 3}`),
        );
      }
      // The first try failed; the job engine keeps it for a retry a minute later (skipped here).
      await waitFor(
        () =>
          t.database.executeSql(
            `update pgboss.job set start_after = now() where name = 'login-notices' and state = 'retry' returning id`,
          ),
        (r) => r.rows.length === 1,
        'the notice waiting for its retry',
      );
      const sent = await waitFor(notices, (n) => n.length > 0, 'the notice sent on its retry');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain('10 nieudanych prób logowania');
    } finally {
      t.messages.failNext = 0;
    }
  });

  it('throttles failed logins per account across API processes sharing the database', async () => {
    // Two processes behind a load balancer: the count is the database's, not each process's.
    const other = await startTestApp(backend, { sharing: t, now: () => new Date(Date.now() + offsetMs) });
    try {
      for (let i = 0; i < 5; i++) {
        const r = await (i % 2 ? other : t).call('login', {
          username: 'asm1@fixture.test',
          password: `bad-${i}`,
        });
        expect(r.body.data.error).toBe('E_INVALID_CREDENTIALS');
      }
      for (const app of [t, other]) {
        const r = await app.call('login', { username: 'asm1@fixture.test', password: FIXTURE_PASSWORD });
        expect([r.status, r.body.data.error]).toEqual([429, 'E_TOO_MANY_REQUESTS']);
      }
      // The window passes, and the right password works again.
      offsetMs = 15 * 60_000 + 1000;
      await other.login('asm1@fixture.test');
    } finally {
      offsetMs = 0;
      await other.close();
    }
  });

  it('lets at most the limit of parallel wrong passwords be tried', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call('login', { username: 'admin@fixture.test', password: `parallel-${i}` }),
      ),
    );
    const tried = answers.filter((a) => a.body.data.error === 'E_INVALID_CREDENTIALS');
    const refused = answers.filter((a) => a.body.data.error === 'E_TOO_MANY_REQUESTS');
    expect(tried).toHaveLength(5);
    expect(refused).toHaveLength(7);
    offsetMs = 15 * 60_000 + 1000;
    try {
      // A success clears the account's count; successes do not use up the IP's allowance.
      await t.login('admin@fixture.test');
      for (let i = 0; i < 31; i++) await t.login('asm2@fixture.test');
    } finally {
      offsetMs = 0;
    }
  });

  it('restores a session and refuses a missing, malformed or unknown token', async () => {
    const token = await t.login('asm2@fixture.test');
    const ok = await t.call<{ user: { uuid: string } }>('session', {}, { token });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.uuid).toBe(f.users.asm2.id);
    expect((await t.call('session', {})).body.data.error).toBe('E_UNAUTHORIZED');
    expect((await t.call('session', {}, { token: 'x'.repeat(43) })).status).toBe(401);
    const res = await fetch(`${t.url}/auth/session`, { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('expires a session after the idle time', async () => {
    const token = await t.login('asm2@fixture.test');
    offsetMs = (t.deps.env.SESSION_IDLE_MINUTES + 1) * 60_000;
    try {
      const r = await t.call('session', {}, { token });
      expect(r.status).toBe(401);
      expect(r.body.data.error).toBe('E_EXPIRED');
    } finally {
      offsetMs = 0;
    }
  });

  it('logout revokes the session', async () => {
    const token = await t.login('asm2@fixture.test');
    expect((await t.call('logout', {}, { token })).status).toBe(200);
    expect((await t.call('session', {}, { token })).body.data.error).toBe('E_UNAUTHORIZED');
    expect((await t.call('logout', {}, {})).status).toBe(401);
  });

  it('changes the password with the current one, keeps this session and revokes the others', async () => {
    const other = await t.login('hsadm1@fixture.test');
    const mine = await t.login('hsadm1@fixture.test');
    const change = (user: Record<string, unknown>, token: string | null = mine) =>
      t.call('updatePassword', { user }, { token });
    expect(
      (await change({ password: 'New-password-2', currentPassword: FIXTURE_PASSWORD }, null)).status,
    ).toBe(401);
    const r = await change({ password: 'New-password-2', currentPassword: FIXTURE_PASSWORD });
    expect(r.status).toBe(200);
    expect((await t.call('session', {}, { token: mine })).status).toBe(200);
    expect((await t.call('session', {}, { token: other })).body.data.error).toBe('E_UNAUTHORIZED');
    await t.login('hsadm1@fixture.test', 'New-password-2');
    // Back to the fixture's password for the tests below.
    expect((await change({ password: FIXTURE_PASSWORD, currentPassword: 'New-password-2' })).status).toBe(
      200,
    );
  });

  it('refuses a password change without the current password (the body of the original app) with a 400 naming it', async () => {
    const mine = await t.login('pw@fixture.test');
    const r = await t.call('updatePassword', { user: { password: 'New-password-2' } }, { token: mine });
    expect(r.status).toBe(400);
    expect(r.body.data.error).toBe('E_VALIDATION');
    expect(r.body.data.fields).toEqual([{ path: 'user.currentPassword', message: 'Wpisz obecne hasło' }]);
    const empty = await t.call(
      'updatePassword',
      { user: { password: 'New-password-2', currentPassword: '' } },
      { token: mine },
    );
    expect(empty.body.data.fields?.map((x) => x.path)).toEqual(['user.currentPassword']);
    await t.login('pw@fixture.test');
  });

  it('refuses a password change with a wrong current password, and keeps every session', async () => {
    const other = await t.login('pw@fixture.test');
    const mine = await t.login('pw@fixture.test');
    const r = await t.call(
      'updatePassword',
      { user: { password: 'New-password-2', currentPassword: 'not-my-password' } },
      { token: mine },
    );
    expect(r.status).toBe(401);
    expect(r.body.data.error).toBe('E_USER_WRONG_PASSWORD');
    expect(r.body.data.fields).toEqual([
      { path: 'user.currentPassword', message: 'Obecne hasło jest niepoprawne.' },
    ]);
    expect((await t.call('session', {}, { token: mine })).status).toBe(200);
    expect((await t.call('session', {}, { token: other })).status).toBe(200);
    await t.login('pw@fixture.test');
  });

  it.each([
    ['eight spaces', '        ', 'Hasło musi mieć co najmniej 12 znaków.'],
    ['12345678', '12345678', 'Hasło musi mieć co najmniej 12 znaków.'],
    ['password', 'password', 'Hasło musi mieć co najmniej 12 znaków.'],
    ['a common one of 12+ characters', 'Password1234', 'To hasło jest zbyt popularne'],
    ['twelve spaces', '            ', 'To hasło jest zbyt popularne'],
    ['the e-mail', 'PW@fixture.test', 'Hasło nie może być adresem e-mail.'],
  ])('refuses a weak new password (%s) in a change', async (_name, weak, reason) => {
    const mine = await t.login('pw@fixture.test');
    const r = await t.call(
      'updatePassword',
      { user: { password: weak, currentPassword: FIXTURE_PASSWORD } },
      { token: mine },
    );
    expect(r.status).toBe(400);
    expect(r.body.data.error).toBe('E_PASSWORD_TOO_WEAK');
    expect(r.body.data.fields).toEqual([{ path: 'user.password', message: expect.stringContaining(reason) }]);
    await t.login('pw@fixture.test');
  });

  it('applies the same rule to a reset: weak passwords refused, the code still good for a strong one', async () => {
    const before = t.messages.sent.length;
    await t.call('resetToken', { username: 'pw@fixture.test' });
    const code = await mailedCode('pw@fixture.test', before);
    for (const weak of ['        ', '12345678', 'password', 'qwerty123456']) {
      const r = await t.call('resetPassword', { username: 'pw@fixture.test', otp: code, password: weak });
      expect([r.status, r.body.data.error, r.body.data.fields?.[0]?.path]).toEqual([
        400,
        'E_PASSWORD_TOO_WEAK',
        'password',
      ]);
    }
    const ok = await t.call('resetPassword', {
      username: 'pw@fixture.test',
      otp: code,
      password: FIXTURE_PASSWORD,
    });
    expect(ok.status).toBe(200);
  });

  it('answers the reminder alike for a known and an unknown user and mails a code', async () => {
    const before = t.messages.sent.length;
    const known = await t.call('resetToken', { username: 'hst2@fixture.test' });
    const unknown = await t.call('resetToken', { username: 'ghost@fixture.test' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await mailedCode('hst2@fixture.test', before);
    const sent = t.messages.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('hst2@fixture.test');
    expect((await t.call('resetToken', {})).body.data.error).toBe('E_VALIDATION');
  });

  it('resets the password with the code (wrong code refused; every session revoked; the waits of every address gone)', async () => {
    const session = await t.login('hst2@fixture.test');
    // Someone tried five wrong passwords from an address: the right one from there waits.
    for (let i = 0; i < 5; i++) {
      await t.call('login', { username: 'hst2@fixture.test', password: `guess-${i}` }, from('192.0.2.50'));
    }
    const held = await t.call(
      'login',
      { username: 'hst2@fixture.test', password: FIXTURE_PASSWORD },
      from('192.0.2.50'),
    );
    expect(held.status).toBe(429);
    const before = t.messages.sent.length;
    await t.call('resetToken', { username: 'hst2@fixture.test' });
    const code = await mailedCode('hst2@fixture.test', before);
    const wrong = await t.call('resetPassword', {
      username: 'hst2@fixture.test',
      otp: 'AAAAAAAA',
      password: 'Reset-password-3',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.error).toBe('E_RESET_CODE_INVALID');
    const nobody = await t.call('resetPassword', {
      username: 'ghost@fixture.test',
      otp: code,
      password: 'Reset-password-3',
    });
    expect(nobody.body.data.error).toBe('E_RESET_CODE_INVALID');
    const ok = await t.call('resetPassword', {
      username: 'hst2@fixture.test',
      otp: code.toLowerCase(),
      password: 'Reset-password-3',
    });
    expect(ok.status).toBe(200);
    expect((await t.call('session', {}, { token: session })).status).toBe(401);
    await t.login('hst2@fixture.test', 'Reset-password-3');
    // After the reset that address waits no more.
    const freed = await t.call(
      'login',
      { username: 'hst2@fixture.test', password: 'Reset-password-3' },
      from('192.0.2.50'),
    );
    expect(freed.status).toBe(200);
    const reused = await t.call('resetPassword', {
      username: 'hst2@fixture.test',
      otp: code,
      password: 'Reset-password-4',
    });
    expect(reused.body.data.error).toBe('E_RESET_CODE_INVALID');
  });

  it('keeps a reminder e-mail the mailer refused and sends it on a later try, with a code that works', async () => {
    const before = t.messages.sent.length;
    t.messages.failNext = 2;
    const r = await t.call('resetToken', { username: 'hst3@fixture.test' });
    expect(r.status).toBe(200);
    const job = () => jobAfterTry(f.users.hst3.id, 0);
    const until = async (attempts: number) => {
      expect(await jobAfterTry(f.users.hst3.id, attempts)).toMatchObject({ status: 'queued', attempts });
    };
    try {
      // The first try fails at once and waits 30-60 s; the second fails and waits 1-2 minutes.
      await until(1);
      expect((await job()).error).toContain('mailer is down');
      const first = await skipRetryWait();
      expect(first).toBeGreaterThan(RESET_MAIL_RETRY_SECONDS - 5);
      expect(first).toBeLessThanOrEqual(2 * RESET_MAIL_RETRY_SECONDS);
      await until(2);
      const second = await skipRetryWait();
      expect(second).toBeGreaterThan(2 * RESET_MAIL_RETRY_SECONDS - 5);
      expect(second).toBeLessThanOrEqual(4 * RESET_MAIL_RETRY_SECONDS);
      const code = await mailedCode('hst3@fixture.test', before);
      expect(await jobAfterTry(f.users.hst3.id, 3)).toMatchObject({ status: 'sent', attempts: 3 });
      // Nothing in the queue or the log could give the code away; it works once delivered.
      expect(JSON.stringify(await job())).not.toContain(code);
      const ok = await t.call('resetPassword', {
        username: 'hst3@fixture.test',
        otp: code,
        password: 'Reset-password-5',
      });
      expect(ok.status).toBe(200);
    } finally {
      t.messages.failNext = 0;
    }
  }, 60_000);

  it('gives up on a reminder e-mail after its last try, and keeps it in the dead-letter queue', async () => {
    t.messages.failNext = RESET_MAIL_MAX_ATTEMPTS;
    try {
      await t.call('resetToken', { username: 'hsadm1@fixture.test' });
      for (let i = 0; i < RESET_MAIL_MAX_ATTEMPTS - 1; i++) {
        expect(await jobAfterTry(f.users.hsadm1.id, i + 1)).toMatchObject({
          status: 'queued',
          attempts: i + 1,
        });
        await skipRetryWait();
      }
      const row = await jobAfterTry(f.users.hsadm1.id, RESET_MAIL_MAX_ATTEMPTS);
      expect(row).toMatchObject({ status: 'failed', attempts: RESET_MAIL_MAX_ATTEMPTS });
      expect(t.messages.sent.filter((m) => m.to === 'hsadm1@fixture.test')).toHaveLength(0);
      const dead = await waitFor(
        () =>
          t.database.executeSql(
            `select id from pgboss.job where name = 'dead-letter' and data->>'mailId' = $1`,
            [row.id],
          ),
        (r) => r.rows.length === 1,
        'the e-mail in the dead-letter queue',
      );
      expect(dead.rows).toHaveLength(1);
    } finally {
      t.messages.failNext = 0;
    }
  }, 60_000);

  it('purges sessions long expired or revoked, keeping live ones', async () => {
    const live = await t.login('asm2@fixture.test');
    const old = await t.login('asm2@fixture.test');
    await t.call('logout', {}, { token: old });
    const { purgeExpiredAuth } = await import('../src/modules/auth/purge.service');
    const later = { db: t.deps.db, now: () => new Date(Date.now() + 31 * 86_400_000) };
    // 31 days on, the idle limit has passed for every session: all go, including the live one.
    const r = await purgeExpiredAuth({ db: t.deps.db, now: () => new Date() });
    expect(r.sessions).toBe(0);
    expect((await t.call('session', {}, { token: live })).status).toBe(200);
    const gone = await purgeExpiredAuth(later);
    expect(gone.sessions).toBeGreaterThan(0);
    expect((await t.call('session', {}, { token: live })).status).toBe(401);
  });

  it('burns a reset code after five wrong tries', async () => {
    const before = t.messages.sent.length;
    await t.call('resetToken', { username: 'asm1@fixture.test' });
    const code = await mailedCode('asm1@fixture.test', before);
    for (let i = 0; i < 5; i++) {
      await t.call('resetPassword', {
        username: 'asm1@fixture.test',
        otp: `WRONG00${i}`,
        password: 'Reset-password-3',
      });
    }
    const r = await t.call('resetPassword', {
      username: 'asm1@fixture.test',
      otp: code,
      password: 'Reset-password-3',
    });
    expect(r.body.data.error).toBe('E_RESET_CODE_INVALID');
  });

  it('counts parallel wrong reset codes from many IPs exactly, then refuses the right one', async () => {
    const before = t.messages.sent.length;
    await t.call('resetToken', { username: 'admin@fixture.test' });
    const code = await mailedCode('admin@fixture.test', before);
    // A second API process behind a proxy (started once the e-mail is out, or its own worker
    // might send it): each request comes from another client IP, so the per-IP throttle does
    // not stop them; only the code's own try count can.
    const other = await startTestApp(backend, { sharing: t, env: { TRUST_PROXY: 'true' } });
    try {
      const wrong = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          other.call(
            'resetPassword',
            {
              username: 'admin@fixture.test',
              otp: `WRONG${String(i).padStart(3, '0')}`,
              password: 'Reset-password-6',
            },
            { headers: { 'x-forwarded-for': `198.51.100.${i + 10}` } },
          ),
        ),
      );
      expect(wrong.map((w) => w.body.data.error)).toEqual(wrong.map(() => 'E_RESET_CODE_INVALID'));
      const [row] = await t.deps.db
        .select()
        .from(resetCodes)
        .where(eq(resetCodes.userId, f.users.admin.id))
        .orderBy(desc(resetCodes.createdAt))
        .limit(1);
      expect(row!.attempts).toBe(RESET_CODE_MAX_ATTEMPTS);
      expect(row!.usedAt).not.toBeNull();
      const right = await other.call(
        'resetPassword',
        { username: 'admin@fixture.test', otp: code, password: 'Reset-password-6' },
        { headers: { 'x-forwarded-for': '198.51.100.99' } },
      );
      expect(right.body.data.error).toBe('E_RESET_CODE_INVALID');
    } finally {
      await other.close();
    }
  });

  it('lets the right reset code change the password once when it comes twice at once', async () => {
    const before = t.messages.sent.length;
    await t.call('resetToken', { username: 'hst1@fixture.test' });
    const code = await mailedCode('hst1@fixture.test', before);
    const both = await Promise.all(
      ['Reset-password-7', 'Reset-password-8'].map((password) =>
        t.call('resetPassword', { username: 'hst1@fixture.test', otp: code, password }),
      ),
    );
    expect(both.map((b) => b.status).sort()).toEqual([200, 400]);
    const won = both[0]!.status === 200 ? 'Reset-password-7' : 'Reset-password-8';
    const lost = won === 'Reset-password-7' ? 'Reset-password-8' : 'Reset-password-7';
    expect((await t.call('login', { username: 'hst1@fixture.test', password: lost })).status).toBe(401);
    await t.login('hst1@fixture.test', won);
  });
});
