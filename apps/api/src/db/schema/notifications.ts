// The coordinators' alerts (issue 29): one row per action, kind and hostess, which the unique key
// keeps to one however many jobs and sweeps try to raise it; read marks per coordinator; and each
// alert's e-mail to each coordinator, a row of its own that the 'alert-mails' queue sends and
// retries (docs/decisions/0039).
import type { AlertKind } from '@tourplanner/domain/alerts';
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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

/**
 * One alert's e-mail to one coordinator, written with the alert (in its transaction): the record
 * of what must go out, and of what did. Its id is the job's on the 'alert-mails' queue. A try claims
 * it (status 'sending', attempts + 1) and every later write is fenced by that attempt; 'sent' is
 * never sent again, 'queued' after a failed try waits for the job's retry.
 */
export const alertMails = pgTable(
  'alert_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    /** The coordinator, and her address when the alert was raised (what the history names). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failed try's error (the mailer's message). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('alert_mails_notification_user_uq').on(t.notificationId, t.userId),
    index('alert_mails_status_idx').on(t.status, t.updatedAt),
  ],
);
