// Actions (a promotional action at a point, on a date, with hostesses), their points, people,
// start/end photos, receipts and the survey answered at the end. The statuses are the domain's list.
import { ACTION_STATUSES } from '@tourplanner/domain/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { storedFiles } from './files';
import { points } from './points';
import { areas, territories } from './territories';
import { users } from './users';

export const actions = pgTable(
  'actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A running number, the base of the generated ident. */
    no: serial('no').notNull().unique(),
    ident: text('ident').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['Standard', 'Horeca'] }).notNull(),
    status: text('status', { enum: ACTION_STATUSES }).notNull().default('editable'),
    eventId: uuid('event_id').references(() => events.id),
    territoryId: uuid('territory_id').references(() => territories.id),
    areaId: uuid('area_id').references(() => areas.id),
    since: timestamp('since', { withTimezone: true }),
    until: timestamp('until', { withTimezone: true }),
    /**
     * Where the action sits on the lists' time axis: its start, or for an undated draft the moment
     * it was created (so a draft shows on the range that includes the day it was made). One
     * indexed column keeps the range filter and the order on one index.
     */
    listAt: timestamp('list_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(since, created_at)`),
    startLat: doublePrecision('start_lat'),
    startLng: doublePrecision('start_lng'),
    startDistance: doublePrecision('start_distance'),
    outOfBounds: boolean('out_of_bounds'),
    /** Where the phone was at the finish and its distance to the nearest point (issue #30); null without a fix. */
    finishLat: doublePrecision('finish_lat'),
    finishLng: doublePrecision('finish_lng'),
    finishDistance: doublePrecision('finish_distance'),
    /**
     * The photo review's state (issue #30): pending, accepted or fix, generated from the action's
     * review counters below by the rule's one home, the SQL function review_state_of (migration
     * 0030, docs/decisions/0045-review-state-stored-on-the-action.md).
     */
    reviewState: text('review_state', { enum: ['pending', 'accepted', 'fix'] })
      .notNull()
      .generatedAlwaysAs(
        sql`review_state_of(photos_accepted, photos_to_fix, photos_rejected, photos_pending)`,
      ),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * When the hostess confirmed she will come (issue 29); cleared when the action's hostess, date,
     * time or point changes, so she is asked again.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    excerpt: text('excerpt'),
    description: text('description'),
    /** Why the coordinator assigned a hostess outside her declared availability (ADR 0021). */
    availabilityOverride: text('availability_override'),
    /**
     * The photos the action shows now (start, end, receipts) by their review decision, and whether
     * the signals job found anything on it: kept by triggers in the same transaction as the photos,
     * decisions and signals (migration 0028), for the dashboard's review rollup (kpi_reviews).
     */
    photosAccepted: integer('photos_accepted').notNull().default(0),
    photosToFix: integer('photos_to_fix').notNull().default(0),
    photosRejected: integer('photos_rejected').notNull().default(0),
    photosPending: integer('photos_pending').notNull().default(0),
    signalled: boolean('signalled').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'actions_status_check',
      sql`${t.status} in ('editable', 'accepted', 'cancelled', 'started', 'finished', 'hst_cancelled')`,
    ),
    // Every list filter walks one of these in the list's order (list_at, no), a page at a time.
    // The id last: a walk reads the index alone (an index-only scan), the table only for the page.
    index('actions_list_at_idx').on(t.listAt, t.no, t.id),
    index('actions_status_list_at_idx').on(t.status, t.listAt, t.no, t.id),
    index('actions_territory_list_at_idx').on(t.territoryId, t.listAt, t.no, t.id),
    index('actions_territory_status_list_at_idx').on(t.territoryId, t.status, t.listAt, t.no, t.id),
    index('actions_event_list_at_idx').on(t.eventId, t.listAt, t.no, t.id),
    index('actions_ident_idx').on(t.ident),
    check('actions_review_state_check', sql`${t.reviewState} in ('pending', 'accepted', 'fix')`),
    // The review filter's walks (ADR 0043): a reviewed state as one more key before the list order,
    // after the keys the walk already has; only the decided actions (most are pending), so small.
    index('actions_review_list_at_idx')
      .on(t.reviewState, t.listAt, t.no, t.id)
      .where(sql`review_state <> 'pending'`),
    index('actions_status_review_list_at_idx')
      .on(t.status, t.reviewState, t.listAt, t.no, t.id)
      .where(sql`review_state <> 'pending'`),
    index('actions_territory_status_review_list_at_idx')
      .on(t.territoryId, t.status, t.reviewState, t.listAt, t.no, t.id)
      .where(sql`review_state <> 'pending'`),
  ],
);

/**
 * The columns the attendance rule reads (`attendanceOf`, packages/domain/src/attendance.ts), for a
 * select: the reminders, the alerts and the calendar feed each judge an action by them.
 */
export const attendanceColumns = {
  status: actions.status,
  since: actions.since,
  until: actions.until,
  startedAt: actions.startedAt,
  finishedAt: actions.finishedAt,
  confirmedAt: actions.confirmedAt,
};

/**
 * The columns after a link table's key in its list indexes: list order, then the action and the
 * keys a filter checks on the index itself.
 */
const listKeys = <C>(t: { listAt: C; actionNo: C; actionId: C; status: C; territoryId: C; eventId: C }) =>
  [t.listAt, t.actionNo, t.actionId, t.status, t.territoryId, t.eventId] as const;

export const actionPoints = pgTable(
  'action_points',
  {
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    pointId: uuid('point_id')
      .notNull()
      .references(() => points.id),
    /** The action's list keys, kept by triggers (migration 0013): a point's actions in list order, filtered without the actions table. */
    listAt: timestamp('list_at', { withTimezone: true }),
    actionNo: integer('action_no'),
    status: text('status', { enum: ACTION_STATUSES }),
    territoryId: uuid('territory_id'),
    eventId: uuid('event_id'),
    /** The point's city key (points.city_key), kept by triggers (migration 0016): a city's actions in list order from one index. */
    cityKey: text('city_key'),
  },
  (t) => [
    primaryKey({ columns: [t.actionId, t.pointId] }),
    index('action_points_city_list_at_idx').on(t.cityKey, ...listKeys(t)),
    index('action_points_point_idx').on(t.pointId, ...listKeys(t)),
  ],
);

export const actionUsers = pgTable(
  'action_users',
  {
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * When she was put on the action as a replacement (/action/reassign, issue 29): she is not late
     * before LATE_START_MINUTES after it. Null for the hostesses it was planned with; kept while she
     * stays on it through edits.
     */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The action's list keys, kept by triggers (migration 0013): a person's actions in list order, filtered without the actions table. */
    listAt: timestamp('list_at', { withTimezone: true }),
    actionNo: integer('action_no'),
    status: text('status', { enum: ACTION_STATUSES }),
    territoryId: uuid('territory_id'),
    eventId: uuid('event_id'),
  },
  (t) => [
    primaryKey({ columns: [t.actionId, t.userId] }),
    index('action_users_user_idx').on(t.userId, t.actionId),
    index('action_users_user_list_at_idx').on(t.userId, ...listKeys(t)),
  ],
);

export const actionFiles = pgTable(
  'action_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    ident: text('ident', { enum: ['start', 'end'] }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `h:<user>:<Idempotency-Key>` of the start or finish that saved it: her repeat answers the action as it is. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [unique('action_files_action_ident_uq').on(t.actionId, t.ident)],
);

export const actionReceipts = pgTable(
  'action_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    deviceSerial: text('device_serial'),
    deviceBeacon: text('device_beacon'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `h:<user>:<Idempotency-Key>` of the upload: a retry with the same key stores no second receipt. */
    idempotencyKey: text('idempotency_key').unique(),
    /** What the keyed upload sent (input and photo), so a key reused for another photo is refused. */
    requestHash: text('request_hash'),
  },
  (t) => [index('action_receipts_action_idx').on(t.actionId, t.createdAt)],
);

export const actionPolls = pgTable('action_polls', {
  actionId: uuid('action_id')
    .primaryKey()
    .references(() => actions.id, { onDelete: 'cascade' }),
  /** The three yes/no answers as sent ('tak' is yes): the wire's `chechboxes`. */
  answers: jsonb('answers').$type<string[]>().notNull(),
  text: text('text'),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
