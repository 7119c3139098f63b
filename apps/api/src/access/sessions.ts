// Sessions: creation, lookup by bearer token with idle and absolute expiry, and revocation. The
// session user is who every call acts as; src/access/scope.ts limits what she reaches.

import type { RoleId } from '@tourplanner/domain/entities';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/auth';
import { userEvents } from '../db/schema/events';
import { users, userTerritories } from '../db/schema/users';
import type { AppDeps } from '../infra/deps';
import { preparedRows } from '../infra/sql';
import { attemptSql, type CountedRow, type ThrottleRule } from '../infra/throttle';
import { hashToken, newToken } from './tokens';

export interface SessionUser {
  id: string;
  role: RoleId;
  email: string;
  firstname: string;
  lastname: string;
  /** The territories the user belongs to: the limit of an ASM's or HSADM's reach. */
  territoryIds: string[];
  /** A client's events (role CLIENT): the limit of its reach; empty for every other role. */
  eventIds: string[];
  sessionId: string;
}

/** A user's territory ids as one column of a query on `users` (an empty array for none). */
export const territoryIdsOfUser = () =>
  sql<
    string[]
  >`coalesce((select array_agg(${userTerritories.territoryId}::text) from ${userTerritories} where ${userTerritories.userId} = ${users.id}), '{}')`;

/** A client's event ids as one column of a query on `users` (an empty array for none). */
export const eventIdsOfUser = () =>
  sql<
    string[]
  >`coalesce((select array_agg(${userEvents.eventId}::text) from ${userEvents} where ${userEvents.userId} = ${users.id}), '{}')`;

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

/** The session row of a token as sessionSql() reads it (times as epoch ms). */
interface SessionRow {
  session_id: string;
  last_seen_ms: number;
  expires_ms: number;
  revoked: boolean;
  id: string;
  role: string;
  email: string;
  firstname: string;
  lastname: string;
  active: boolean;
  territory_ids: string[] | null;
  event_ids: string[] | null;
}

/** The session of a token hash with its user, at most one row of SessionRow. */
const sessionSql = (tokenHash: string) => sql`select s.id as session_id,
    (extract(epoch from s.last_seen_at) * 1000)::float8 as last_seen_ms,
    (extract(epoch from s.expires_at) * 1000)::float8 as expires_ms, s.revoked_at is not null as revoked,
    users.id, users.role, users.email, users.firstname, users.lastname, users.active,
    ${territoryIdsOfUser()} as territory_ids, ${eventIdsOfUser()} as event_ids
  from ${sessions} as s join ${users} on users.id = s.user_id
  where s.token_hash = ${tokenHash} limit 1`;

/** What a live session's rate-limit key starts with (its id follows; src/http/rate-limit.ts). */
const SESSION_RATE_PREFIX = 'session:';

/**
 * The session of a bearer token. With `count`, the same statement also counts the request against
 * the session's own rate limit (a session that is not revoked and whose user is active): one round
 * trip for both, on every call (ADR 0014); `counted` is then that count, or undefined when the
 * token named no such session.
 */
export async function resolveSession(
  deps: Deps,
  token: string,
  count?: { rule: ThrottleRule },
): Promise<SessionLookup & { counted?: CountedRow | undefined }> {
  const now = deps.now();
  const query = count
    ? sql`with s as (${sessionSql(hashToken(token))}),
        c as (${attemptSql(sql`select ${SESSION_RATE_PREFIX}::text || s.session_id as key from s where not s.revoked and s.active`, count.rule, now)})
      select s.*, c.key as c_key, c.count as c_count, c.ends_ms as c_ends_ms, c.ends_text as c_ends_text
      from s left join c on true`
    : sessionSql(hashToken(token));
  // Prepared (one plan per connection, ADR 0019): it runs before every call.
  const [row] = await preparedRows<
    SessionRow & { c_key: string | null; c_count: number; c_ends_ms: number; c_ends_text: string }
  >(deps.db, count ? 'session_counted' : 'session', query);
  const counted: CountedRow | undefined =
    row?.c_key != null
      ? { key: row.c_key, count: row.c_count, ends_ms: row.c_ends_ms, ends_text: row.c_ends_text }
      : undefined;
  if (!row || row.revoked || !row.active) return { ok: false, reason: 'missing', counted };
  const idleEnd = row.last_seen_ms + idleMs(deps);
  if (now.getTime() >= row.expires_ms || now.getTime() >= idleEnd)
    return { ok: false, reason: 'expired', counted };
  if (now.getTime() - row.last_seen_ms > TOUCH_EVERY_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session_id));
  }
  return {
    ok: true,
    counted,
    expires: new Date(Math.min(row.expires_ms, now.getTime() + idleMs(deps))),
    user: {
      id: row.id,
      role: row.role as RoleId,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      territoryIds: row.territory_ids ?? [],
      eventIds: row.event_ids ?? [],
      sessionId: row.session_id,
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
      eventIds: eventIdsOfUser(),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!u?.active) return null;
  return { ...u, role: u.role as RoleId, sessionId: '' };
}
