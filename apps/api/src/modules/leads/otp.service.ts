// Sending the OTP codes of /lead/otp: the resend cooldown and the hourly caps are checked and the
// challenge recorded in one transaction holding advisory locks on the number, the e-mail address
// and the hostess. Parallel sends, in one process or in several sharing the database, are so
// decided one after another: exactly one of a burst to the same target passes. The codes then go
// out by e-mail and SMS while the hostess waits; if either fails the challenge is void. Limits are
// per target and per hostess, never per address (a shop's tablets share one, docs/decisions/0014);
// every answer says when the next send to the target is allowed (meta.nextSendAt/nextSendIn).

import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { otpChallenges } from '../../db/schema/consumers';
import { ApiError, tooManyRequests } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { hashOtp, newOtpCode, newSalt, OTP_POLICY, otpEmailText, otpSmsText } from './otp';

export interface OtpRequester {
  email: string;
  phone: string;
  hostess: string;
  ip: string;
}

/** The hourly caps of the configuration. */
export interface OtpCaps {
  perTarget: number;
  perHostess: number;
}

/** When the next send to the target may go: the wire's meta.nextSendAt and meta.nextSendIn. */
export interface NextSend {
  nextSendAt: string;
  nextSendIn: number;
}

const nextSendMeta = (at: Date, now: Date): NextSend => ({
  nextSendAt: at.toISOString(),
  nextSendIn: Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000)),
});

/** Waits for the transaction-scoped locks of `keys`, always in the same order (no deadlock). */
async function lockKeys(tx: Db, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/**
 * When the sends matching `cond` fall under `limit` in the rolling window again: the `limit`-th
 * newest send's time plus the window; null while fewer than `limit` were sent.
 */
async function capFreesAt(tx: Db, cond: SQL | undefined, limit: number, now: Date): Promise<number | null> {
  const c = otpChallenges;
  const [row] = await tx
    .select({ at: c.createdAt })
    .from(c)
    .where(and(cond, gt(c.createdAt, new Date(now.getTime() - OTP_POLICY.capWindowMs))))
    .orderBy(desc(c.createdAt))
    .offset(limit - 1)
    .limit(1);
  return row ? row.at.getTime() + OTP_POLICY.capWindowMs : null;
}

/**
 * The earliest time a send to this target by this hostess may go: after the target's cooldown
 * (the same number and e-mail) and once every cap (the number's, the e-mail's, the hostess's) has
 * room. `capped` says whether a cap, not only the cooldown, holds it back.
 */
async function nextAllowed(tx: Db, who: OtpRequester, caps: OtpCaps, now: Date) {
  const c = otpChallenges;
  const target = and(eq(c.phone, who.phone), eq(c.email, who.email));
  const cooldownEnds = await capFreesAt(tx, target, 1, now).then((at) =>
    at === null ? null : at - OTP_POLICY.capWindowMs + OTP_POLICY.cooldownMs,
  );
  const capEnds = [
    await capFreesAt(tx, eq(c.phone, who.phone), caps.perTarget, now),
    await capFreesAt(tx, eq(c.email, who.email), caps.perTarget, now),
    await capFreesAt(tx, eq(c.createdBy, who.hostess), caps.perHostess, now),
  ];
  const capAt = Math.max(now.getTime(), ...capEnds.map((at) => at ?? 0));
  const at = Math.max(capAt, cooldownEnds ?? 0);
  return { at: new Date(at), capped: capAt > now.getTime() };
}

/** Throws error_otp_cooldown or E_TOO_MANY_REQUESTS (429, the wait and meta.nextSend*) when a send must wait. */
async function enforceOtpPolicy(tx: Db, who: OtpRequester, caps: OtpCaps, now: Date) {
  const next = await nextAllowed(tx, who, caps, now);
  if (next.at.getTime() <= now.getTime()) return;
  const waitMs = next.at.getTime() - now.getTime();
  throw tooManyRequests(waitMs, next.capped ? 'E_TOO_MANY_REQUESTS' : 'error_otp_cooldown', {
    meta: { ...nextSendMeta(next.at, now) },
  });
}

/** A new challenge with its two codes (to send, never to store), or the policy's refusal. */
async function openOtpChallenge(db: Db, who: OtpRequester, caps: OtpCaps, now: Date) {
  const emailCode = newOtpCode();
  const smsCode = newOtpCode();
  const salt = newSalt();
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`otp:phone:${who.phone}`, `otp:email:${who.email}`, `otp:hostess:${who.hostess}`]);
    await enforceOtpPolicy(tx, who, caps, now);
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
    const next = await nextAllowed(tx, who, caps, now);
    return { id: challenge!.id, emailCode, smsCode, next: nextSendMeta(next.at, now) };
  });
}

/** Voids a challenge whose codes could not be sent. */
async function voidOtpChallenge(db: Db, id: string, now: Date) {
  await db.update(otpChallenges).set({ usedAt: now }).where(eq(otpChallenges.id, id));
}

/**
 * Opens a challenge and sends its e-mail code and SMS code; answers when the next send to the
 * target may go. 502 (the hostess sends again) when either could not be sent. `log` is the
 * request's: it gets the failure, never the codes.
 */
export async function sendOtpCodes(
  deps: AppDeps,
  who: OtpRequester,
  log: { ts: string; logger: Pick<FastifyBaseLogger, 'error'> },
): Promise<NextSend> {
  const now = deps.now();
  const caps = {
    perTarget: deps.env.OTP_SENDS_PER_TARGET_PER_HOUR,
    perHostess: deps.env.OTP_SENDS_PER_HOSTESS_PER_HOUR,
  };
  const challenge = await openOtpChallenge(deps.db, who, caps, now);
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
  return challenge.next;
}
