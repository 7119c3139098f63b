// Events (promotional campaigns with a date range), the territories they run in and the brand
// clients who may see them.
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { territories } from './territories';
import { users } from './users';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ident: text('ident').notNull().unique(),
    name: text('name').notNull(),
    chain: text('chain'),
    since: timestamp('since', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_since_idx').on(t.since, t.until)],
);

export const eventTerritories = pgTable(
  'event_territories',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    territoryId: uuid('territory_id')
      .notNull()
      .references(() => territories.id),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.territoryId] }),
    index('event_territories_territory_idx').on(t.territoryId),
  ],
);

/** The events a client (role CLIENT) may see: its dashboard and reports are limited to them. */
export const userEvents = pgTable(
  'user_events',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);
