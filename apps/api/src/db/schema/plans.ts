// Tour templates (issue 32): a plan's shape (points, weekdays, hours, type, name pattern) under a
// name, applied to a new range of dates; its territories (those of its points) scope who sees it.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/** What a template keeps: the plan without its dates, with its weekdays. */
export interface PlanShape {
  points: { uuid: string }[];
  weekdays: number[];
  hours: { start: string; end: string } | Partial<Record<string, { start: string; end: string }>>;
  type: { ident: 'Standard' | 'Horeca' };
  name: string;
}

export const planTemplates = pgTable(
  'plan_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    shape: jsonb('shape').$type<PlanShape>().notNull(),
    /** The territories of its points: a coordinator sees a template all of whose are hers. */
    territoryIds: uuid('territory_ids').array().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_templates_created_idx').on(t.createdAt)],
);
