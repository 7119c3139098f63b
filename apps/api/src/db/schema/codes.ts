// Code pools (docs/product/design.md "Spec slips and gaps": real pools, not sample data): each code
// belongs to an event and a group and is available, assigned (to a hostess) or released (handed to
// a consumer).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

export const CODE_STATES = ['available', 'assigned', 'released'] as const;
export type CodeState = (typeof CODE_STATES)[number];

export const codes = pgTable(
  'codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    state: text('state', { enum: CODE_STATES }).notNull().default('available'),
    hostessId: uuid('hostess_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    importedBy: uuid('imported_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('codes_state_check', sql`${t.state} in ('available', 'assigned', 'released')`),
    index('codes_event_group_idx').on(t.eventId, t.groupName, t.state),
  ],
);
