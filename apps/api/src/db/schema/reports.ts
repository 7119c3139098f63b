// Report jobs: a queue in the database, claimed with FOR UPDATE SKIP LOCKED so that several API
// processes share the work and a queued report survives a restart.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { users } from './users';

export const reportJobs = pgTable(
  'report_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    format: text('format', { enum: ['xlsx'] }).notNull(),
    since: text('since').notNull(),
    until: text('until').notNull(),
    /** The action-list filter the report was requested with (already scoped to the requester). */
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    rows: integer('rows'),
    fileId: uuid('file_id').references(() => storedFiles.id),
    error: text('error'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_jobs_status_idx').on(t.status, t.createdAt),
    index('report_jobs_user_idx').on(t.requestedBy),
  ],
);
