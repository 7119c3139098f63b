// Sending the OTP codes of /lead/otp: the resend cooldown and the hourly caps are checked and the
// challenge recorded in one transaction holding advisory locks on the number, the e-mail address,
// the hostess and the IP. Parallel sends, in one process or in several sharing the database, are
// so decided one after another: exactly one of a burst to the same contact passes. The codes then
// go out by e-mail and SMS while the hostess waits; if either fails the challenge is void.

import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { otpChallenges } from '../../db/schema/consumers';
import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { hashOtp, newOtpCode, newSalt, OTP_POLICY, otpEmailText, otpSmsText } from './otp';

export interface OtpRequester {
  email: string;
  phone: string;
  hostess: string;
  ip: string;
}

/** Waits for the transaction-scoped locks of `keys`, always in the same order (no deadlock). */
async function lockKeys(tx: Db, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/** Throws error_otp_cooldown or E_TOO_MANY_REQUESTS (with retryAfter in seconds) when a send must wait. */
async function enforceOtpPolicy(tx: Db, who: OtpRequester, now: Date) {
  const c = otpChallenges;
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const pair = or(eq(c.phone, who.phone), eq(c.email, who.email));
  const n = (cond: SQL | undefined) => sql<number>`(count(*) filter (where ${cond}))::int`;
  const [row] = await tx
    .select({
      phone: n(eq(c.phone, who.phone)),
      email: n(eq(c.email, who.email)),
      hostess: n(eq(c.createdBy, who.hostess)),
      ip: n(eq(c.ip, who.ip)),
      lastMs: sql<
        number | null
      >`(extract(epoch from max(${c.createdAt}) filter (where ${pair})) * 1000)::float8`,
    })
    .from(c)
    .where(and(gt(c.createdAt, hourAgo), or(pair, eq(c.createdBy, who.hostess), eq(c.ip, who.ip))));
  const r = row ?? { phone: 0, email: 0, hostess: 0, ip: 0, lastMs: null };
  const sinceLast = r.lastMs === null ? Number.POSITIVE_INFINITY : now.getTime() - Number(r.lastMs);
  if (sinceLast < OTP_POLICY.cooldownMs) {
    const wait = Math.ceil((OTP_POLICY.cooldownMs - sinceLast) / 1000);
    throw new ApiError('error_otp_cooldown', { status: 429, extra: { retryAfter: wait } });
  }
  if (
    r.phone >= OTP_POLICY.perPhonePerHour ||
    r.email >= OTP_POLICY.perEmailPerHour ||
    r.hostess >= OTP_POLICY.perHostessPerHour ||
    r.ip >= OTP_POLICY.perIpPerHour
  ) {
    throw new ApiError('E_TOO_MANY_REQUESTS', { extra: { retryAfter: 3600 } });
  }
}

/** A new challenge with its two codes (to send, never to store), or the policy's refusal. */
async function openOtpChallenge(db: Db, who: OtpRequester, now: Date) {
  const emailCode = newOtpCode();
  const smsCode = newOtpCode();
  const salt = newSalt();
  const id = await db.transaction(async (tx) => {
    await lockKeys(tx, [
      `otp:phone:${who.phone}`,
      `otp:email:${who.email}`,
      `otp:hostess:${who.hostess}`,
      `otp:ip:${who.ip}`,
    ]);
    await enforceOtpPolicy(tx, who, now);
    // A new send replaces the pair's earlier codes: only the newest ones work.
    await tx
      .update(otpChallenges)
      .set({ usedAt: now })
      .where(
        and(
          eq(otpChallenges.email, who.email),
          eq(otpChallenges.phone, who.phone),
          isNull(otpChallenges.usedAt),
        ),
      );
    const [challenge] = await tx
      .insert(otpChallenges)
      .values({
        email: who.email,
        phone: who.phone,
        salt,
        emailCodeHash: hashOtp(salt, emailCode),
        smsCodeHash: hashOtp(salt, smsCode),
        expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMs),
        createdBy: who.hostess,
        ip: who.ip,
        createdAt: now,
      })
      .returning({ id: otpChallenges.id });
    return challenge!.id;
  });
  return { id, emailCode, smsCode };
}

/** Voids a challenge whose codes could not be sent. */
async function voidOtpChallenge(db: Db, id: string, now: Date) {
  await db.update(otpChallenges).set({ usedAt: now }).where(eq(otpChallenges.id, id));
}

/**
 * Opens a challenge and sends its e-mail code and SMS code; 502 (the hostess sends again) when
 * either could not be sent. `log` is the request's: it gets the failure, never the codes.
 */
export async function sendOtpCodes(
  deps: AppDeps,
  who: OtpRequester,
  log: { ts: string; logger: Pick<FastifyBaseLogger, 'error'> },
) {
  const now = deps.now();
  const challenge = await openOtpChallenge(deps.db, who, now);
  const { emailCode, smsCode } = challenge;
  try {
    await Promise.all([
      deps.services.messages.send({ channel: 'email', to: who.email, ...otpEmailText(emailCode) }),
      deps.services.messages.send({ channel: 'sms', to: who.phone, text: otpSmsText(smsCode) }),
    ]);
  } catch (err) {
    // Never the codes: only that sending failed.
    log.logger.error({ err: (err as Error).message, ts: log.ts }, 'sending the OTP codes failed');
    await voidOtpChallenge(deps.db, challenge.id, now);
    throw new ApiError('E_INTERNAL', { status: 502 });
  }
}
