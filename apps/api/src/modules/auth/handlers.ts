// /auth/*: sign-in, session restore, sign-out and the password reminder and change.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { resetCodes } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { type AppDeps, caller } from '../../http/context';
import { ApiError } from '../../http/errors';
import { defineHandlers } from '../../http/handlers';
import { toWireBox } from '../../lib/dates';
import { wireUsers } from '../users/wire';
import { clearLoginFailures, guardLogin, guardReset, mayMailResetCode } from './attempts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { hashResetCode, RESET_CODE_MAX_ATTEMPTS, sameHash } from './reset-codes';
import { queueResetMail } from './reset-mail';
import { createSession, resolveSession, revokeSession, revokeUserSessions } from './sessions';

const normalEmail = (s: string) => s.trim().toLowerCase();

async function sessionAnswer(deps: AppDeps, userId: string, token: string, expires: Date) {
  const [user] = await wireUsers(deps.db, [userId]);
  if (!user) throw new ApiError('E_UNAUTHORIZED');
  return { token: { uuid: token, expires: toWireBox(expires) }, user };
}

function bearer(authorization: string | undefined): string {
  return (authorization ?? '').replace(/^Bearer\s+/i, '').trim();
}

export const authHandlers = defineHandlers({
  async login({ body, deps, req }) {
    const email = normalEmail(body.username);
    const attempt = await guardLogin(deps, email, req.ip);
    const [found] = await deps.db
      .select({ id: users.id, hash: users.passwordHash, active: users.active })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    // Unknown user and wrong password: the same code and the same work (a dummy verification).
    const ok = await verifyPassword(found?.active ? found.hash : null, body.password);
    if (!found || !ok) {
      req.log.info({ event: 'login_failed' }, 'failed login');
      throw new ApiError('E_INVALID_CREDENTIALS');
    }
    await attempt.succeeded();
    const { token, expires } = await createSession(deps, found.id, {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    });
    return { data: await sessionAnswer(deps, found.id, token, expires) };
  },

  async session(ctx) {
    const user = caller(ctx);
    // Answers the same token with its refreshed expiry.
    const token = bearer(ctx.req.headers.authorization);
    const found = await resolveSession(ctx.deps, token);
    if (!found.ok) throw new ApiError('E_UNAUTHORIZED');
    return { data: await sessionAnswer(ctx.deps, user.id, token, found.expires) };
  },

  async logout(ctx) {
    await revokeSession(ctx.deps, caller(ctx).sessionId);
    return { data: {} };
  },

  async resetToken({ body, deps, req }) {
    const email = normalEmail(body.username);
    await guardReset(deps, req.ip);
    // Counted for unknown addresses too: the same work whether or not the account exists.
    const mayMail = await mayMailResetCode(deps, email);
    const [found] = await deps.db
      .select({ id: users.id, active: users.active })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    // The same answer whether or not the account exists. The e-mail is a durable job (retried
    // when the mailer fails), sent by a worker after the answer, so its duration tells nothing.
    if (found?.active && mayMail) await queueResetMail(deps, found.id);
    return { data: {} };
  },

  async resetPassword({ body, deps, req }) {
    const email = normalEmail(body.username);
    const attempt = await guardReset(deps, req.ip);
    const [found] = await deps.db
      .select({ id: users.id, active: users.active })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    const now = deps.now();
    const [code] = found
      ? await deps.db
          .select()
          .from(resetCodes)
          .where(
            and(eq(resetCodes.userId, found.id), isNull(resetCodes.usedAt), gt(resetCodes.expiresAt, now)),
          )
          .orderBy(desc(resetCodes.createdAt))
          .limit(1)
      : [];
    if (!found?.active || !code) {
      throw new ApiError('E_RESET_CODE_INVALID');
    }
    // The try is counted before the code is compared, in one statement, so that parallel tries
    // (from as many IPs as an attacker likes) get at most RESET_CODE_MAX_ATTEMPTS comparisons.
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
    if (!tried) throw new ApiError('E_RESET_CODE_INVALID');
    if (!sameHash(code.codeHash, hashResetCode(found.id, body.otp))) {
      if (tried.attempts >= RESET_CODE_MAX_ATTEMPTS) {
        await deps.db.update(resetCodes).set({ usedAt: now }).where(eq(resetCodes.id, code.id));
      }
      throw new ApiError('E_RESET_CODE_INVALID');
    }
    // The right code: the IP gets its attempt back whatever the new password's fate.
    await attempt.succeeded();
    const problem = passwordProblem(body.password, email);
    if (problem)
      throw new ApiError('E_PASSWORD_TOO_WEAK', { fields: [{ path: 'password', message: problem }] });
    // Single use even when the right code comes twice at once: only one request claims it.
    const [claimed] = await deps.db
      .update(resetCodes)
      .set({ usedAt: now })
      .where(and(eq(resetCodes.id, code.id), isNull(resetCodes.usedAt)))
      .returning({ id: resetCodes.id });
    if (!claimed) throw new ApiError('E_RESET_CODE_INVALID');
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password), passwordChangedAt: now })
      .where(eq(users.id, found.id));
    await revokeUserSessions(deps, found.id);
    await clearLoginFailures(deps, email);
    return { data: {} };
  },

  async updatePassword(ctx) {
    const user = caller(ctx);
    const problem = passwordProblem(ctx.body.user.password, user.email);
    if (problem) {
      throw new ApiError('E_PASSWORD_TOO_WEAK', { fields: [{ path: 'user.password', message: problem }] });
    }
    await ctx.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(ctx.body.user.password), passwordChangedAt: ctx.deps.now() })
      .where(eq(users.id, user.id));
    await revokeUserSessions(ctx.deps, user.id, user.sessionId);
    return { data: {} };
  },
});
