// People: coordinators (ASM, HSADM, ADMIN), hostesses (HST) and brand clients (CLIENT), their
// territories, areas and the hours a hostess says she is available.

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { areas, territories } from './territories';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ident: text('ident').notNull().unique(),
    role: text('role', { enum: ['HST', 'ASM', 'HSADM', 'ADMIN', 'CLIENT'] }).notNull(),
    /** Always stored lower-case: the login name, unique among active accounts (users_active_email_idx). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('HST', 'ASM', 'HSADM', 'ADMIN', 'CLIENT')`),
    index('users_role_idx').on(t.role, t.lastname),
    // A deactivated person keeps her e-mail; a new account may take it (one active account each).
    uniqueIndex('users_active_email_idx').on(t.email).where(sql`${t.active}`),
    index('users_email_idx').on(t.email),
  ],
);

export const userTerritories = pgTable(
  'user_territories',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    territoryId: uuid('territory_id')
      .notNull()
      .references(() => territories.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.territoryId] }),
    index('user_territories_territory_idx').on(t.territoryId),
  ],
);

export const userAreas = pgTable(
  'user_areas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.areaId] })],
);

export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_user_since_idx').on(t.userId, t.since),
    check('availability_range_check', sql`${t.until} > ${t.since}`),
  ],
);
