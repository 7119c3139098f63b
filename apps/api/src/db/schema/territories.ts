// Territories (sales regions) and their areas: the unit of access for ASM and HSADM. Neither is
// ever deleted: a retired one (trashed_at) leaves the pickers and keeps its history.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const territories = pgTable('territories', {
  id: uuid('id').primaryKey().defaultRandom(),
  ident: text('ident').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Retired: gone from pickers, kept for the actions and people that name it. */
  trashedAt: timestamp('trashed_at', { withTimezone: true }),
});

export const areas = pgTable(
  'areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    territoryId: uuid('territory_id')
      .notNull()
      .references(() => territories.id),
    ident: text('ident').notNull().unique(),
    name: text('name'),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
  },
  (t) => [index('areas_territory_idx').on(t.territoryId)],
);
