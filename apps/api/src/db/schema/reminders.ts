// Messages to the hostess about her actions (issue 29 part 2, issue 30's retake notice) and the
// devices her Web Push notifications go to (docs/decisions/0038-hostess-reminders.md).
import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { actions } from './actions';
import { sessions } from './auth';
import { users } from './users';

export const HOSTESS_NOTICE_KINDS = [
  /** She was put on an accepted action (or it was accepted with her): please confirm. */
  'assigned',
  /** REMINDER_HOURS_BEFORE before the start. */
  'day_before',
  /** REMINDER_MINUTES_BEFORE before the start, with the address and a map link. */
  'hour_before',
  /** She was taken off an action she had been told about. */
  'unassigned',
  /** An action she had been told about was cancelled. */
  'cancelled',
  /** A coordinator asked her to take a photo again (issue 30). */
  'retake',
] as const;
export type HostessNoticeKind = (typeof HOSTESS_NOTICE_KINDS)[number];

/**
 * The ledger of notices: one row per (action, kind, hostess, planned start), claimed before the
 * message goes out, so that any number of processes, retries and restarts send it once. `slot` is
 * the action's start the notice is about (for the retake: the moment of the coordinator's decision).
 * `sentAt` is null while a process is sending it; a claim older than a few minutes without it was
 * left by a process that died and may be taken over.
 */
export const hostessNotices = pgTable(
  'hostess_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HOSTESS_NOTICE_KINDS }).notNull(),
    hostessId: uuid('hostess_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The channels it went out on ('email,sms,push'). */
    channels: text('channels'),
  },
  (t) => [
    unique('hostess_notices_key_uq').on(t.actionId, t.kind, t.hostessId, t.slot),
    index('hostess_notices_hostess_idx').on(t.hostessId, t.actionId),
  ],
);

/** One browser's Web Push subscription (a phone with the webform installed), tied to its session. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The session that subscribed: signing out of it drops the subscription. A session that merely
     * expires (and is purged later) leaves the phone subscribed: she still wants her reminders.
     */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
