// The throttles of sign-in and password reset (DESIGN.md: "Failed logins are throttled per account
// and IP"), counted in the database so that N API processes do not allow N times the attempts.

import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { clearAttempts, type ThrottleRule, takeAttempt } from '../../infra/throttle';

const WINDOW_MS = 15 * 60_000;
/** 5 failed sign-ins per account or 30 per IP in 15 minutes, then wait out the window. */
export const LOGIN_PER_ACCOUNT: ThrottleRule = { limit: 5, windowMs: WINDOW_MS };
export const LOGIN_PER_IP: ThrottleRule = { limit: 30, windowMs: WINDOW_MS };
/** 30 reminder requests or failed reset codes per IP, 3 reminder e-mails per account in 15 minutes. */
export const RESET_PER_IP: ThrottleRule = { limit: 30, windowMs: WINDOW_MS };
export const RESET_MAILS_PER_ACCOUNT: ThrottleRule = { limit: 3, windowMs: WINDOW_MS };

type Deps = Pick<AppDeps, 'db' | 'now'>;
const tooMany = () => new ApiError('E_TOO_MANY_REQUESTS');
const loginKey = (email: string) => `login:${email}`;

/**
 * Counts a sign-in attempt against the account and the IP before the password is checked, or
 * refuses it with E_TOO_MANY_REQUESTS. A failed attempt stays counted; `succeeded()` clears the
 * account's failures and gives the IP its attempt back.
 */
export async function guardLogin(deps: Deps, email: string, ip: string) {
  const now = deps.now();
  const account = await takeAttempt(deps.db, loginKey(email), LOGIN_PER_ACCOUNT, now);
  if (!account.allowed) throw tooMany();
  const byIp = await takeAttempt(deps.db, `login-ip:${ip}`, LOGIN_PER_IP, now);
  if (!byIp.allowed) {
    await account.release();
    throw tooMany();
  }
  return {
    async succeeded() {
      await clearLoginFailures(deps, email);
      await byIp.release();
    },
  };
}

/** After a password reset the account's failed sign-ins no longer count. */
export const clearLoginFailures = (deps: Deps, email: string) => clearAttempts(deps.db, loginKey(email));

/**
 * Counts a reminder request or a reset attempt against the IP, or refuses it. `succeeded()` gives
 * a correct reset its attempt back; reminder requests always count.
 */
export async function guardReset(deps: Deps, ip: string) {
  const byIp = await takeAttempt(deps.db, `reset-ip:${ip}`, RESET_PER_IP, deps.now());
  if (!byIp.allowed) throw tooMany();
  return { succeeded: () => byIp.release() };
}

/** Whether one more reminder e-mail may go to this account now (counted when it may). */
export async function mayMailResetCode(deps: Deps, email: string): Promise<boolean> {
  return (await takeAttempt(deps.db, `reset:${email}`, RESET_MAILS_PER_ACCOUNT, deps.now())).allowed;
}
