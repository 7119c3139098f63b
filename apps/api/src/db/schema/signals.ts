// Data-quality signals (issue #30, docs/decisions/0033-photo-signals.md): what is measured on each
// photo of an action (its perceptual hash in four 16-bit bands, sharpness, brightness, the EXIF
// capture time read before the upload is re-encoded) and the signals the job computed for an action.
import type { Signal } from '@tourplanner/domain/signals';
import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { actions } from './actions';
import { storedFiles } from './files';
import { users } from './users';

export const photoMeasures = pgTable(
  'photo_measures',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    /** start, end or receipt: which photo of the action. */
    ident: text('ident', { enum: ['start', 'end', 'receipt'] }).notNull(),
    hostessId: uuid('hostess_id').references(() => users.id),
    /** The EXIF capture time of the bytes as uploaded; null: none (or unreadable). */
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** The 64-bit perceptual hash as PostgreSQL's signed bigint; null until the job measured it. */
    hash: bigint('hash', { mode: 'bigint' }),
    /** The detail hash (the next 8×8 DCT frequencies), signed like `hash`: a candidate's second test. */
    detail: bigint('detail', { mode: 'bigint' }),
    /** The hash's 16-bit bands, highest first (multi-index hashing: a lookup probes each band's index). */
    band0: integer('band0'),
    band1: integer('band1'),
    band2: integer('band2'),
    band3: integer('band3'),
    /** The nearest photo of another action within SIGNAL_HASH_DISTANCE when it was measured; null: none. */
    duplicateOf: uuid('duplicate_of'),
    duplicateAction: uuid('duplicate_action'),
    sharpness: doublePrecision('sharpness'),
    brightness: doublePrecision('brightness'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // created_at second: a lookup reads only the last SIGNAL_PHOTO_DAYS of one band value.
    index('photo_measures_band0_idx').on(t.band0, t.createdAt),
    index('photo_measures_band1_idx').on(t.band1, t.createdAt),
    index('photo_measures_band2_idx').on(t.band2, t.createdAt),
    index('photo_measures_band3_idx').on(t.band3, t.createdAt),
    index('photo_measures_action_idx').on(t.actionId),
    index('photo_measures_unmeasured_idx').on(t.createdAt).where(sql`hash is null`),
  ],
);

/** The signals of an action as the job last computed them (the whole list, replaced each run). */
export const actionSignals = pgTable('action_signals', {
  actionId: uuid('action_id')
    .primaryKey()
    .references(() => actions.id, { onDelete: 'cascade' }),
  signals: jsonb('signals').$type<Signal[]>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

/**
 * The coordinator's decision on a photo of an action (start, end or a receipt), keyed by the photo
 * shown now: a retake replaces the photo, so the new one has no decision (pending) until decided.
 */
export const photoReviews = pgTable(
  'photo_reviews',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['accept', 'reject', 'retake'] }).notNull(),
    comment: text('comment'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('photo_reviews_action_idx').on(t.actionId),
    // The review state rule's fix test (action_review_state, migration 0030): the few retakes asked for, by action.
    index('photo_reviews_retake_idx').on(t.actionId).where(sql`decision = 'retake'`),
  ],
);

/** Photos replaced by a retake: the old one stays stored, named here with what replaced it. */
export const photoHistory = pgTable(
  'photo_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    oldFileId: uuid('old_file_id')
      .notNull()
      .references(() => storedFiles.id),
    newFileId: uuid('new_file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** The decision and comment that asked for the retake. */
    comment: text('comment'),
    replacedBy: uuid('replaced_by').references(() => users.id),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('photo_history_action_idx').on(t.actionId, t.replacedAt)],
);
