// Points (retail locations) with address and coordinates, and which events run at which points.
// Points without coordinates exist: a start there is recorded without a distance.
import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { territories } from './territories';

// The Polish letters, both cases (escapes: the code keeps no Polish letters), and their plain forms.
export const FOLD_FROM =
  '\u0105\u0107\u0119\u0142\u0144\u00f3\u015b\u017a\u017c\u0104\u0106\u0118\u0141\u0143\u00d3\u015a\u0179\u017b';
export const FOLD_TO = 'acelnoszzacelnoszz';
/** A text column folded for search: lower case, Polish letters plain (the filter texts fold alike). */
const foldedSql = (col: string) => sql.raw(`translate(lower(${col}), '${FOLD_FROM}', '${FOLD_TO}')`);

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
    /** The city folded for prefix search (lower case, Polish letters plain): 'gdan' finds 'Gdańsk'. */
    cityKey: text('city_key').generatedAlwaysAs(sql`${foldedSql('city_name')}`),
    /** The street folded like cityKey. */
    streetKey: text('street_key').generatedAlwaysAs(sql`${foldedSql('street_address')}`),
    postalCode: text('postal_code'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    territoryId: uuid('territory_id')
      .notNull()
      .references(() => territories.id),
    /** Retired: gone from pickers, kept for the actions at it (a point with actions is never deleted). */
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
  },
  (t) => [
    index('points_territory_idx').on(t.territoryId),
    index('points_city_idx').on(t.cityName),
    // text_pattern_ops: a LIKE 'prefix%' on the folded keys is an index range scan in any collation.
    index('points_city_key_idx').on(sql`${t.cityKey} text_pattern_ops`),
    index('points_street_key_idx').on(sql`${t.streetKey} text_pattern_ops`),
    // The point search's chain filter (/point/search `chain`: the whole name, any case).
    index('points_chain_lower_idx').on(sql`lower(${t.chain})`),
  ],
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
