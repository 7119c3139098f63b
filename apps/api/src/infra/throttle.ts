// A fixed-window attempt counter in the database (auth_throttles), so that every API process
// behind a load balancer shares one count. An attempt is counted before it is judged: parallel
// attempts cannot slip past the limit between a check and a count. One that turns out harmless
// (a successful sign-in) is given back with release().
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
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
}

const keyOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** Counts one attempt under `key` in the current window. */
export async function takeAttempt(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<Attempt> {
  const t = authThrottles;
  const hashed = keyOf(key);
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(t)
    .values({ key: hashed, count: 1, windowEndsAt: new Date(now.getTime() + rule.windowMs) })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${t.windowEndsAt} <= ${at} then 1 else ${t.count} + 1 end`,
        windowEndsAt: sql`case when ${t.windowEndsAt} <= ${at} then excluded.window_ends_at else ${t.windowEndsAt} end`,
      },
    })
    .returning({ count: t.count, windowEndsAt: t.windowEndsAt });
  let released = false;
  const release = async () => {
    if (released || !row) return;
    released = true;
    await db
      .update(t)
      .set({ count: sql`${t.count} - 1` })
      .where(and(eq(t.key, hashed), eq(t.windowEndsAt, row.windowEndsAt), gt(t.count, 0)));
  };
  const allowed = !!row && row.count <= rule.limit;
  if (!allowed) await release();
  return { allowed, release };
}

/** Forgets the count under `key` (e.g. an account's failures after a successful sign-in). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, keyOf(key)));
}

/** Deletes the counters whose window ended before `before`; answers how many. */
export async function purgeAttempts(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(authThrottles)
    .where(lt(authThrottles.windowEndsAt, before))
    .returning({ key: authThrottles.key });
  return gone.length;
}
