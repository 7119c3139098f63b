// Attempt counters of the sign-in and password-reset throttles, shared by every API process.
// The key is the SHA-256 of what is counted ('login:<e-mail>', 'login-ip:<ip>'...), so the table
// holds no e-mail address or IP. The same table counts the per-session and per-address request
// rate (src/http/rate-limit.ts).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** The fixed window's end: the count starts again from 1 after it. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /** Soft lockout: no attempt under this key is judged before this time (null: none waits). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('auth_throttles_window_idx').on(t.windowEndsAt)],
);
