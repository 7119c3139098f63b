// The coordinators' alerts (issue 29): one row per action, kind and hostess, which the unique key
// keeps to one however many jobs and sweeps try to raise it; read marks per coordinator.
import type { AlertKind } from '@tourplanner/domain/alerts';
import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { actions } from './actions';
import { territories } from './territories';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<AlertKind>().notNull(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    /** The hostess the alert is about. */
    hostessId: uuid('hostess_id')
      .notNull()
      .references(() => users.id),
    /** The action's territory when raised: who sees it (ASM/HSADM of it, ADMIN all). */
    territoryId: uuid('territory_id').references(() => territories.id),
    /** The Polish sentence written when it was raised. */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('notifications_action_kind_hostess_uq').on(t.actionId, t.kind, t.hostessId),
    index('notifications_territory_created_idx').on(t.territoryId, t.createdAt, t.id),
    index('notifications_created_idx').on(t.createdAt, t.id),
  ],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);
