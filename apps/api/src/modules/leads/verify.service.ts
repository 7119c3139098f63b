// /lead/verify: both codes of the hostess's newest challenge for the pair, at most 5 tries (each
// counted before it is checked, so parallel guesses cannot exceed the limit); a success is
// recorded as the verification /lead/register trusts. A repeat of a successful verify with the
// same codes (its answer was lost on the way to the phone) answers what was recorded, while the
// challenge is valid, the verification unused, and only in the session that verified.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import { otpChallenges, verifications } from '../../db/schema/consumers';
import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { entitlementsOf, matchConsumers } from './consumers.service';
import { OTP_POLICY, otpMatches } from './otp';

/** What a successful verify answers: the offer map, or none for a consumer not in the registry. */
export type Verified = { known: true; entitlements: Entitlements } | { known: false };
type Entitlements = Awaited<ReturnType<typeof entitlementsOf>>;

const otpExpired = () => new ApiError('error_otp_expired');
const otpTooMany = () => new ApiError('error_otp_too_many_attempts');

const answerOf = (consumerState: string, entitlements: Entitlements): Verified =>
  consumerState === '' ? { known: false } : { known: true, entitlements };

export async function verifyLead(
  deps: AppDeps,
  user: SessionUser,
  contact: { email: string; phone: string },
  codes: { sms: string; email: string },
): Promise<Verified> {
  const { db } = deps;
  const now = deps.now();
  const c = otpChallenges;
  const [challenge] = await db
    .select()
    .from(c)
    .where(and(eq(c.email, contact.email), eq(c.phone, contact.phone), eq(c.createdBy, user.id)))
    .orderBy(desc(c.createdAt))
    .limit(1);
  if (!challenge || challenge.expiresAt <= now) throw otpExpired();

  // A used challenge is answered again only as the repeat of its own success, in the same session.
  let recorded: typeof verifications.$inferSelect | undefined;
  if (challenge.usedAt) {
    const v = verifications;
    [recorded] = await db
      .select()
      .from(v)
      .where(
        and(
          eq(v.challengeId, challenge.id),
          eq(v.hostessId, user.id),
          eq(v.sessionId, user.sessionId),
          isNull(v.usedAt),
          gt(v.expiresAt, now),
        ),
      );
    if (!recorded) throw otpExpired();
  }

  // Count the try before checking: parallel guesses cannot exceed the limit (repeats count too).
  const [tried] = await db
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(
      and(
        eq(c.id, challenge.id),
        lt(c.attempts, OTP_POLICY.maxAttempts),
        recorded ? undefined : isNull(c.usedAt),
      ),
    )
    .returning({ attempts: c.attempts });
  if (!tried) throw otpTooMany();
  const left = OTP_POLICY.maxAttempts - tried.attempts;
  if (!otpMatches(challenge.salt, challenge.smsCodeHash, codes.sms)) {
    throw new ApiError('error_wrong_otp', { extra: { attemptsLeft: left } });
  }
  if (!otpMatches(challenge.salt, challenge.emailCodeHash, codes.email)) {
    throw new ApiError('error_wrong_otp_email', { extra: { attemptsLeft: left } });
  }
  if (recorded) return answerOf(recorded.consumerState, recorded.entitlements as Entitlements);

  const [used] = await db
    .update(c)
    .set({ usedAt: now })
    .where(and(eq(c.id, challenge.id), isNull(c.usedAt)))
    .returning({ id: c.id });
  if (!used) throw otpExpired();

  const match = await matchConsumers(db, contact.email, contact.phone);
  const entitlements = await entitlementsOf(
    db,
    match.consumers.map((x) => x.id),
  );
  await db.insert(verifications).values({
    challengeId: challenge.id,
    email: contact.email,
    phone: contact.phone,
    hostessId: user.id,
    sessionId: user.sessionId,
    consumerState: match.state,
    entitlements,
    verifiedAt: now,
    expiresAt: new Date(now.getTime() + OTP_POLICY.verificationTtlMs),
  });
  return answerOf(match.state, entitlements);
}
