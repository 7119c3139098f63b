// Territories (sales regions) and their areas: the unit of access for ASM and HSADM.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const territories = pgTable('territories', {
  id: uuid('id').primaryKey().defaultRandom(),
  ident: text('ident').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const areas = pgTable(
  'areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    territoryId: uuid('territory_id')
      .notNull()
      .references(() => territories.id),
    ident: text('ident').notNull().unique(),
  },
  (t) => [index('areas_territory_idx').on(t.territoryId)],
);
