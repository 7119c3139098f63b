// Calendar feeds (issue 29): a person's secret subscription URL for her actions. Only the token's
// SHA-256 is kept; a new link ends the old one, and so does deactivating the account.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token in the URL; the token itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a new link or the account's deactivation ended it; the feed then answers 404. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
    // One live feed per person: creating a new one ends the old one in the same transaction.
    uniqueIndex('calendar_feeds_live_user_idx').on(t.userId).where(sql`${t.endedAt} is null`),
    index('calendar_feeds_user_idx').on(t.userId),
  ],
);
