// The throttles of sign-in and password reset, counted in the database so that N API processes do
// not allow N times the attempts. A soft lockout (OWASP ASVS 6.3, docs/decisions/0014): failures
// are counted per (account, address) and per address, a few pass at once and then each waits a
// growing delay (429 with Retry-After); nobody can lock an account for its owner, whose right
// password from another address always works. The owner gets an e-mail after repeated failures.
import { format } from '@tourplanner/i18n-pl/format';
import { LIMIT_TEXTS } from '@tourplanner/i18n-pl/server';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { tooManyRequests } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import type { QueueDef } from '../../infra/jobs/engine';
import {
  clearAttemptGroup,
  clearAttempts,
  type DelayRule,
  type ThrottleRule,
  takeAttempt,
  takeDelayedAttempt,
} from '../../infra/throttle';

const WINDOW_MS = 15 * 60_000;
/** Per account and address: 5 failures pass, then 30 s, 1 min, 2 min … up to 15 min between tries. */
export const LOGIN_PER_ACCOUNT_AND_IP: DelayRule = {
  free: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 60 * 60_000,
};
/**
 * Per address (a shop's tablets share one): 50 failures in 15 minutes pass, then 1 s, 2 s … up to
 * a minute between tries; a successful sign-in gives its attempt back.
 */
export const LOGIN_PER_IP: DelayRule = {
  free: 50,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  windowMs: WINDOW_MS,
};
/** The owner is told after this many failed sign-ins to her account (any address) in an hour, once. */
export const LOGIN_FAILURES_NOTIFY: ThrottleRule = { limit: 10, windowMs: 60 * 60_000 };
/** Reminder requests and reset-code tries per address: 30 in 15 minutes, then up to a minute apart. */
export const RESET_PER_IP: DelayRule = {
  free: 30,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  windowMs: WINDOW_MS,
};
/** 3 reminder e-mails per account in 15 minutes. */
export const RESET_MAILS_PER_ACCOUNT: ThrottleRule = { limit: 3, windowMs: WINDOW_MS };

type Deps = Pick<AppDeps, 'db' | 'now'>;
/** One account's counters, one per address: cleared together after a password reset. */
const pairKey = (email: string, ip: string) => ({ group: `login:${email}`, member: ip });

/**
 * Counts a sign-in attempt against the (account, address) pair and the address before the
 * password is checked, or refuses it with 429 and the wait. A failed attempt stays counted;
 * `succeeded()` clears the pair's failures and gives the address its attempt back.
 */
export async function guardLogin(deps: Deps, email: string, ip: string) {
  const now = deps.now();
  const pair = await takeDelayedAttempt(deps.db, pairKey(email, ip), LOGIN_PER_ACCOUNT_AND_IP, now);
  if (!pair.allowed) throw tooManyRequests(pair.retryAfterMs);
  const byIp = await takeDelayedAttempt(deps.db, `login-ip:${ip}`, LOGIN_PER_IP, now);
  if (!byIp.allowed) {
    await pair.release();
    throw tooManyRequests(byIp.retryAfterMs);
  }
  return {
    async succeeded() {
      await clearAttempts(deps.db, pairKey(email, ip));
      await byIp.release();
    },
  };
}

/** The job engine's queue of failed-login notices (./attempts.service.ts's loginNoticeQueueDef). */
export const LOGIN_NOTICE_QUEUE = 'login-notices';

/**
 * Counts a failed sign-in against the account (from any address) and, the once per window the
 * count reaches LOGIN_FAILURES_NOTIFY, queues a notice to the owner. The job is queued whether or
 * not the account exists (the answer's duration must not tell); its handler e-mails only the owner
 * of an active account, retried when the mailer fails.
 */
export async function noteFailedLogin(deps: Pick<AppDeps, 'db' | 'now' | 'jobs'>, email: string) {
  const counted = await takeAttempt(deps.db, `login-failed:${email}`, LOGIN_FAILURES_NOTIFY, deps.now());
  if (counted.count !== LOGIN_FAILURES_NOTIFY.limit) return;
  await deps.jobs.send(LOGIN_NOTICE_QUEUE, { email, count: counted.count });
}

/** Sends one failed-login notice, if the address is an active account's. Throws to be retried. */
export async function sendLoginNotice(
  deps: Pick<AppDeps, 'db' | 'services'>,
  notice: { email: string; count: number },
) {
  const [found] = await deps.db
    .select({ active: users.active })
    .from(users)
    .where(eq(users.email, notice.email))
    .limit(1);
  if (!found?.active) return;
  const text = format(LIMIT_TEXTS.failedLogins.text, notice);
  await deps.services.messages.send({
    channel: 'email',
    to: notice.email,
    subject: LIMIT_TEXTS.failedLogins.subject,
    text,
  });
}

/**
 * The 'login-notices' queue: three tries, a minute then two apart. At least once: a process that
 * dies between the send and the job's completion sends the notice again (a harmless repeat).
 */
export function loginNoticeQueueDef(
  deps: Pick<AppDeps, 'db' | 'services'>,
): QueueDef<{ email: string; count: number }> {
  return {
    name: LOGIN_NOTICE_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 45,
    handler: (data) => sendLoginNotice(deps, data),
  };
}

/** After a password reset the account's failed sign-ins, from every address, no longer count. */
export async function clearLoginFailures(deps: Deps, email: string) {
  await clearAttemptGroup(deps.db, `login:${email}`);
  await clearAttempts(deps.db, `login-failed:${email}`);
}

/**
 * Counts a reminder request or a reset attempt against the address, or refuses it with the wait.
 * `succeeded()` gives a correct reset its attempt back; reminder requests always count.
 */
export async function guardReset(deps: Deps, ip: string) {
  const byIp = await takeDelayedAttempt(deps.db, `reset-ip:${ip}`, RESET_PER_IP, deps.now());
  if (!byIp.allowed) throw tooManyRequests(byIp.retryAfterMs);
  return { succeeded: () => byIp.release() };
}

/** Whether one more reminder e-mail may go to this account now (counted when it may). */
export async function mayMailResetCode(deps: Deps, email: string): Promise<boolean> {
  return (await takeAttempt(deps.db, `reset:${email}`, RESET_MAILS_PER_ACCOUNT, deps.now())).allowed;
}
