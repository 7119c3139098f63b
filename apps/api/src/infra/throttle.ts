// A fixed-window attempt counter in the database (auth_throttles), so that every API process
// behind a load balancer shares one count. An attempt is counted before it is judged: parallel
// attempts cannot slip past the limit between a check and a count. One that turns out harmless
// (a successful sign-in) is given back with release(). Two kinds of rule: a hard limit per window
// (takeAttempt) and a soft lockout (takeDelayedAttempt: a few attempts free, then growing waits).
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottles } from '../db/schema/throttles';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export interface Attempt {
  /** False when the attempt is over the limit: refuse it (it is given back already). */
  allowed: boolean;
  /** Gives the attempt back (once; never into a later window). */
  release(): Promise<void>;
  /** Attempts counted in the window, this one included. */
  count: number;
  /** When the window ends (the count starts again). */
  windowEndsAt: Date;
}

/**
 * A soft lockout (OWASP ASVS 6.3): `free` attempts per window pass at once; from then on each
 * attempt waits out a delay that doubles from `baseDelayMs` up to `maxDelayMs`. The count starts
 * again when the window (from the first attempt) ends.
 */
export interface DelayRule {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export type DelayedAttempt =
  | { allowed: true; count: number; release(): Promise<void> }
  /** `retryAfterMs`: how long until the next attempt under this key is judged. */
  | { allowed: false; retryAfterMs: number };

/** The wait an attempt that brings the count to `count` imposes on the next one. */
export function delayAfter(rule: DelayRule, count: number): number {
  if (count < rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(count - rule.free, 40));
}

const keyOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** A counter that belongs to a group (an account's counters per address), cleared together. */
export interface GroupKey {
  group: string;
  member: string;
}

const storedKey = (key: string | GroupKey) =>
  typeof key === 'string' ? keyOf(key) : `${keyOf(key.group)}.${keyOf(key.member)}`;

/** A counted attempt as the upsert of attemptSql() returns it. */
export interface CountedRow {
  key: string;
  count: number;
  /** The window's end, epoch ms, and as PostgreSQL wrote it (to find the same window again). */
  ends_ms: number;
  ends_text: string;
}

/**
 * The statement counting one attempt under each key `keys` yields (a query with a `key` column of
 * stored keys) in the current window, answering CountedRow: usable alone or as a CTE of a larger
 * statement (src/access/sessions.ts counts a request against its session as it reads it).
 */
export function attemptSql(keys: SQL, rule: ThrottleRule, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ends = new Date(now.getTime() + rule.windowMs).toISOString();
  return sql`insert into ${authThrottles} (key, count, window_ends_at)
    select k.key, 1, ${ends}::timestamptz from (${keys}) as k
    on conflict (key) do update set
      count = case when auth_throttles.window_ends_at <= ${at} then 1 else auth_throttles.count + 1 end,
      window_ends_at = case when auth_throttles.window_ends_at <= ${at} then excluded.window_ends_at else auth_throttles.window_ends_at end
    returning key, count, (extract(epoch from window_ends_at) * 1000)::float8 as ends_ms, window_ends_at::text as ends_text`;
}

/** The Attempt of a counted row against `rule` (given back at once when over the limit). */
export async function attemptOf(
  db: Db,
  row: CountedRow | undefined,
  rule: ThrottleRule,
  now: Date,
): Promise<Attempt> {
  const t = authThrottles;
  let released = false;
  const release = async () => {
    if (released || !row) return;
    released = true;
    await db
      .update(t)
      .set({ count: sql`${t.count} - 1` })
      .where(and(eq(t.key, row.key), sql`${t.windowEndsAt} = ${row.ends_text}::timestamptz`, gt(t.count, 0)));
  };
  const allowed = !!row && row.count <= rule.limit;
  if (!allowed) await release();
  return { allowed, release, count: row?.count ?? 0, windowEndsAt: row ? new Date(row.ends_ms) : now };
}

/** Counts one attempt under `key` in the current window (`count` includes it). */
export async function takeAttempt(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<Attempt> {
  const res = await db.execute(attemptSql(sql`select ${keyOf(key)}::text as key`, rule, now));
  return attemptOf(db, res.rows[0] as CountedRow | undefined, rule, now);
}

/**
 * Counts one attempt under `key` unless a delay runs, in one statement (parallel attempts cannot
 * pass together): the upsert's condition refuses to touch a row whose delay runs, and then
 * returns nothing. A counted attempt sets the wait for the next one.
 */
export async function takeDelayedAttempt(
  db: Db,
  key: string | GroupKey,
  rule: DelayRule,
  now: Date,
): Promise<DelayedAttempt> {
  const t = authThrottles;
  const hashed = storedKey(key);
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${t.windowEndsAt} <= ${at}`;
  const next = sql`case when ${ended} then 1 else ${t.count} + 1 end`;
  const blockAfter = (count: SQL) =>
    sql`case when ${count} >= ${rule.free}::int then ${at} + least(${rule.maxDelayMs}::float8, ${rule.baseDelayMs}::float8 * power(2::float8, least(${count} - ${rule.free}::int, 40)::float8)) * interval '1 millisecond' end`;
  const firstBlock = delayAfter(rule, 1);
  const [row] = await db
    .insert(t)
    .values({
      key: hashed,
      count: 1,
      windowEndsAt: new Date(now.getTime() + rule.windowMs),
      blockedUntil: firstBlock ? new Date(now.getTime() + firstBlock) : null,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: next,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${t.windowEndsAt} end`,
        blockedUntil: blockAfter(next),
      },
      setWhere: or(ended, isNull(t.blockedUntil), lte(t.blockedUntil, at)),
    })
    .returning({ count: t.count, windowEndsAt: t.windowEndsAt });
  if (!row) {
    const [held] = await db
      .select({ blockedUntil: t.blockedUntil })
      .from(t)
      .where(eq(t.key, hashed))
      .limit(1);
    const until = held?.blockedUntil?.getTime() ?? now.getTime() + rule.baseDelayMs;
    return { allowed: false, retryAfterMs: Math.max(1000, until - now.getTime()) };
  }
  let released = false;
  return {
    allowed: true,
    count: row.count,
    // Given back: one less counted, and no wait once under the free attempts again.
    async release() {
      if (released) return;
      released = true;
      await db
        .update(t)
        .set({
          count: sql`${t.count} - 1`,
          blockedUntil: sql`case when ${t.count} - 1 >= ${rule.free}::int then ${t.blockedUntil} end`,
        })
        .where(and(eq(t.key, hashed), eq(t.windowEndsAt, row.windowEndsAt), gt(t.count, 0)));
    },
  };
}

/** Forgets the count under `key` (e.g. an account's failures after a successful sign-in). */
export async function clearAttempts(db: Db, key: string | GroupKey): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, storedKey(key)));
}

/** Forgets every count of a group (an account's failures from every address). */
export async function clearAttemptGroup(db: Db, group: string): Promise<void> {
  const prefix = `${keyOf(group)}.`;
  await db.delete(authThrottles).where(sql`left(${authThrottles.key}, ${prefix.length}::int) = ${prefix}`);
}

/** Deletes the counters whose window ended before `before`; answers how many. */
export async function purgeAttempts(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(authThrottles)
    .where(lt(authThrottles.windowEndsAt, before))
    .returning({ key: authThrottles.key });
  return gone.length;
}
