// An action's history (issue 29): one row per thing that happened to it, never updated or deleted
// (but with its action). `text` is the Polish sentence written when it happened; `changes` the
// fields a coordinator changed, from → to.
import type { HistoryChange, HistoryKind } from '@tourplanner/domain/history';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { actions } from './actions';
import { users } from './users';

export const actionHistory = pgTable(
  'action_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Who did it; null for the system (a job, a reminder, an alert). */
    actorId: uuid('actor_id').references(() => users.id),
    kind: text('kind').$type<HistoryKind>().notNull(),
    text: text('text').notNull(),
    changes: jsonb('changes').$type<HistoryChange[]>(),
  },
  (t) => [index('action_history_action_idx').on(t.actionId, t.at, t.id)],
);
