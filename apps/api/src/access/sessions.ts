// Sessions: creation, lookup by bearer token with idle and absolute expiry, and revocation. The
// session user is who every call acts as; src/access/scope.ts limits what she reaches.

import type { RoleId } from '@tourplanner/domain/entities';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/auth';
import { users, userTerritories } from '../db/schema/users';
import type { AppDeps } from '../infra/deps';
import { hashToken, newToken } from './tokens';

export interface SessionUser {
  id: string;
  role: RoleId;
  email: string;
  firstname: string;
  lastname: string;
  /** The territories the user belongs to: the limit of an ASM's or HSADM's reach. */
  territoryIds: string[];
  sessionId: string;
}

/** A user's territory ids as one column of a query on `users` (an empty array for none). */
export const territoryIdsOfUser = () =>
  sql<
    string[]
  >`coalesce((select array_agg(${userTerritories.territoryId}::text) from ${userTerritories} where ${userTerritories.userId} = ${users.id}), '{}')`;

/** Activity refreshes last_seen at most this often, so that reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/** What sessions need of the app: the database, the expiry settings and the clock. */
type Deps = Pick<AppDeps, 'db' | 'env' | 'now'>;

const idleMs = (deps: Deps) => deps.env.SESSION_IDLE_MINUTES * 60_000;

export async function createSession(
  deps: Deps,
  userId: string,
  client: { ip?: string; userAgent?: string | undefined },
): Promise<{ token: string; expires: Date }> {
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.env.SESSION_ABSOLUTE_HOURS * 3_600_000);
  await deps.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expires: new Date(Math.min(expiresAt.getTime(), now.getTime() + idleMs(deps))) };
}

export type SessionLookup =
  | { ok: true; user: SessionUser; expires: Date }
  | { ok: false; reason: 'missing' | 'expired' };

export async function resolveSession(deps: Deps, token: string): Promise<SessionLookup> {
  const rows = await deps.db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      id: users.id,
      role: users.role,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      active: users.active,
      territoryIds: territoryIdsOfUser(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row || row.revokedAt || !row.active) return { ok: false, reason: 'missing' };
  const now = deps.now();
  const idleEnd = row.lastSeenAt.getTime() + idleMs(deps);
  if (now.getTime() >= row.expiresAt.getTime() || now.getTime() >= idleEnd)
    return { ok: false, reason: 'expired' };
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return {
    ok: true,
    expires: new Date(Math.min(row.expiresAt.getTime(), now.getTime() + idleMs(deps))),
    user: {
      id: row.id,
      role: row.role as RoleId,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      territoryIds: row.territoryIds ?? [],
      sessionId: row.sessionId,
    },
  };
}

export async function revokeSession(deps: Deps, sessionId: string) {
  await deps.db.update(sessions).set({ revokedAt: deps.now() }).where(eq(sessions.id, sessionId));
}

/** Revokes every live session of a user, except one (the caller's own, on a password change). */
export async function revokeUserSessions(deps: Deps, userId: string, exceptSessionId?: string) {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/**
 * The user as she is now, for work done on her behalf outside a session (a queued report never
 * shows more than its requester may see today); null when she is gone or no longer active.
 */
export async function userAsNow(db: Db, userId: string): Promise<SessionUser | null> {
  const [u] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      active: users.active,
      territoryIds: territoryIdsOfUser(),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!u?.active) return null;
  return { ...u, role: u.role as RoleId, sessionId: '' };
}
