// The Glo device registry (docs/product/design.md "Glo devices"): serial numbers imported from CSV,
// registered to a consumer by /lead/register and marked used, once, by /device/burn.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';
import { users } from './users';

export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case; the "my glo number". */
    serial: text('serial').notNull().unique(),
    model: text('model'),
    importedBy: uuid('imported_by').references(() => users.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    consumerId: uuid('consumer_id').references(() => consumers.id),
    registrationId: uuid('registration_id'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    burnedAt: timestamp('burned_at', { withTimezone: true }),
    burnedBy: uuid('burned_by').references(() => users.id),
  },
  (t) => [index('devices_consumer_idx').on(t.consumerId)],
);
