// The password reminder: asking for a code (queued as an e-mail, ../passwords/reset-mail.service.ts) and
// setting a new password with it. Both answer alike whether or not the account exists, and both
// are throttled per IP (./attempts.service.ts).
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { revokeUserSessions } from '../../access/sessions';
import { resetCodes } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { assertPasswordAllowed, hashPassword } from '../passwords/password';
import { hashResetCode, RESET_CODE_MAX_ATTEMPTS, sameHash } from '../passwords/reset-codes';
import { queueResetMail } from '../passwords/reset-mail.service';
import { clearLoginFailures, guardReset, mayMailResetCode } from './attempts.service';

const invalidCode = () => new ApiError('E_RESET_CODE_INVALID');

async function accountOf(deps: AppDeps, email: string) {
  const [found] = await deps.db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(eq(users.email, email))
    // The active account of the address first (deactivated ones may share it).
    .orderBy(desc(users.active), desc(users.createdAt))
    .limit(1);
  return found;
}

/** Queues a reminder e-mail for an active account (at most RESET_MAILS_PER_ACCOUNT per window). */
export async function requestResetCode(deps: AppDeps, email: string, ip: string) {
  await guardReset(deps, ip);
  // Counted for unknown addresses too: the same work whether or not the account exists.
  const mayMail = await mayMailResetCode(deps, email);
  const found = await accountOf(deps, email);
  // The same answer whether or not the account exists. The e-mail is a durable job (retried
  // when the mailer fails), sent by a worker after the answer, so its duration tells nothing.
  if (found?.active && mayMail) await queueResetMail(deps, found.id);
}

/** The user's newest unused, unexpired code. */
async function liveCodeOf(deps: AppDeps, userId: string, now: Date) {
  const [code] = await deps.db
    .select()
    .from(resetCodes)
    .where(and(eq(resetCodes.userId, userId), isNull(resetCodes.usedAt), gt(resetCodes.expiresAt, now)))
    .orderBy(desc(resetCodes.createdAt))
    .limit(1);
  return code;
}

/**
 * Counts a try of the code, then compares: the count comes first, in one statement, so that
 * parallel tries (from as many IPs as an attacker likes) get at most RESET_CODE_MAX_ATTEMPTS
 * comparisons. The last wrong try voids the code.
 */
async function tryCode(
  deps: AppDeps,
  code: typeof resetCodes.$inferSelect,
  userId: string,
  entered: string,
  now: Date,
) {
  const [tried] = await deps.db
    .update(resetCodes)
    .set({ attempts: sql`${resetCodes.attempts} + 1` })
    .where(
      and(
        eq(resetCodes.id, code.id),
        isNull(resetCodes.usedAt),
        lt(resetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: resetCodes.attempts });
  if (!tried) throw invalidCode();
  if (!sameHash(code.codeHash, hashResetCode(userId, entered))) {
    if (tried.attempts >= RESET_CODE_MAX_ATTEMPTS) {
      await deps.db.update(resetCodes).set({ usedAt: now }).where(eq(resetCodes.id, code.id));
    }
    throw invalidCode();
  }
}

/** Single use even when the right code comes twice at once: only one request claims it. */
async function claimCode(deps: AppDeps, codeId: string, now: Date) {
  const [claimed] = await deps.db
    .update(resetCodes)
    .set({ usedAt: now })
    .where(and(eq(resetCodes.id, codeId), isNull(resetCodes.usedAt)))
    .returning({ id: resetCodes.id });
  if (!claimed) throw invalidCode();
}

/** Sets a new password with a reset code; every session of the account ends. */
export async function resetPassword(
  deps: AppDeps,
  request: { email: string; code: string; password: string },
  ip: string,
) {
  const { email, password } = request;
  const attempt = await guardReset(deps, ip);
  const found = await accountOf(deps, email);
  const now = deps.now();
  const code = found ? await liveCodeOf(deps, found.id, now) : undefined;
  if (!found?.active || !code) throw invalidCode();
  await tryCode(deps, code, found.id, request.code, now);
  // The right code: the IP gets its attempt back whatever the new password's fate.
  await attempt.succeeded();
  assertPasswordAllowed(password, email, 'password');
  await claimCode(deps, code.id, now);
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: now })
    .where(eq(users.id, found.id));
  await revokeUserSessions(deps, found.id);
  await clearLoginFailures(deps, email);
}
