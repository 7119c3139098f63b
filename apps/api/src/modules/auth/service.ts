// Signing in (a soft lockout per account and address, and per address: ./attempts.service.ts), the session answer, and a
// signed-in user's password change.
import type { User } from '@tourplanner/domain/entities';
import { PASSWORD_TEXTS } from '@tourplanner/i18n-pl/server';
import { desc, eq } from 'drizzle-orm';
import { createSession, revokeUserSessions, type SessionUser } from '../../access/sessions';
import { users } from '../../db/schema/users';
import { ApiError } from '../../errors';
import { toWireBox } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';
import { assertPasswordAllowed, hashPassword, verifyPassword } from '../passwords/password';
import { loadUsers } from '../users/service';
import { guardLogin, noteFailedLogin } from './attempts.service';

export const normalEmail = (s: string) => s.trim().toLowerCase();

export interface NewSession {
  userId: string;
  token: string;
  expires: Date;
}

/**
 * A new session for the right e-mail and password of an active account; null otherwise (an
 * unknown user costs the same work as a wrong password: a dummy verification). The right password
 * of a deactivated account is refused with E_ACCOUNT_INACTIVE, so the person learns why.
 */
export async function signIn(
  deps: AppDeps,
  credentials: { email: string; password: string },
  client: { ip: string; userAgent: string | undefined },
): Promise<NewSession | null> {
  const { email, password } = credentials;
  const attempt = await guardLogin(deps, email, client.ip);
  // The active account of the address, else the newest deactivated one (an address may have
  // several deactivated accounts and one active).
  const [found] = await deps.db
    .select({ id: users.id, hash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.email, email))
    .orderBy(desc(users.active), desc(users.createdAt))
    .limit(1);
  const ok = await verifyPassword(found?.hash ?? null, password);
  if (!found || !ok) {
    await noteFailedLogin(deps, email);
    return null;
  }
  // Told only to who knows the password; the attempt is not given back.
  if (!found.active) throw new ApiError('E_ACCOUNT_INACTIVE');
  await attempt.succeeded();
  const { token, expires } = await createSession(deps, found.id, client);
  return { userId: found.id, token, expires };
}

/** What /auth/login and /auth/session answer: the token with its expiry, and the user. */
export async function sessionAnswer(
  deps: AppDeps,
  session: NewSession,
): Promise<{ token: { uuid: string; expires: { date: string } }; user: User }> {
  const [user] = await loadUsers(deps.db, [session.userId]);
  if (!user) throw new ApiError('E_UNAUTHORIZED');
  return { token: { uuid: session.token, expires: toWireBox(session.expires) }, user };
}

/**
 * A signed-in user's password change (ASVS 6.2.3): the current password first, throttled like a
 * sign-in from the caller's address (an open session on a shared tablet must not become a free
 * guessing oracle), then the password rule, then the new hash; every other session ends.
 */
export async function changePassword(
  deps: AppDeps,
  user: SessionUser,
  change: { current: string; next: string },
  ip: string,
) {
  const attempt = await guardLogin(deps, user.email, ip);
  const [found] = await deps.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!(await verifyPassword(found?.hash ?? null, change.current))) {
    throw new ApiError('E_USER_WRONG_PASSWORD', {
      fields: [{ path: 'user.currentPassword', message: PASSWORD_TEXTS.wrongCurrent }],
    });
  }
  await attempt.succeeded();
  assertPasswordAllowed(change.next, user.email, 'user.password');
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(change.next), passwordChangedAt: deps.now() })
    .where(eq(users.id, user.id));
  await revokeUserSessions(deps, user.id, user.sessionId);
}
