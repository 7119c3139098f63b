// Points (retail locations) with address and coordinates, and which events run at which points.
// Points without coordinates exist: a start there is recorded without a distance.
import { doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { territories } from './territories';

export const points = pgTable(
  'points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ident: text('ident').notNull().unique(),
    name: text('name'),
    chain: text('chain'),
    streetAddress: text('street_address'),
    streetNumber: text('street_number'),
    cityName: text('city_name'),
    postalCode: text('postal_code'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    territoryId: uuid('territory_id')
      .notNull()
      .references(() => territories.id),
    /** Retired: gone from pickers, kept for the actions at it (a point with actions is never deleted). */
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
  },
  (t) => [index('points_territory_idx').on(t.territoryId), index('points_city_idx').on(t.cityName)],
);

export const eventPoints = pgTable(
  'event_points',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    pointId: uuid('point_id')
      .notNull()
      .references(() => points.id),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.pointId] }), index('event_points_point_idx').on(t.pointId)],
);
