// The actions a calendar shows, read for its owner's reach: a hostess her own, ASM and HSADM their
// territories', ADMIN all, a client its events'. Drafts and undated actions never; a window of
// 30 days back to 180 days ahead. Each row carries what a VEVENT says and nothing more (no
// consumer data; a hostess sees no other hostess on her actions).
import { and, asc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { actions, actionUsers, attendanceColumns } from '../../db/schema/actions';
import { events } from '../../db/schema/events';
import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { type ActionPlace, actionPeopleSql, actionPlaceSql } from '../actions/people.service';
import type { FeedOwner } from './feeds.service';

export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;
/** An ADMIN's feed of a busy season is still one file a calendar app takes in. */
export const FEED_MAX_EVENTS = 5000;
const DAY_MS = 86_400_000;

/** The action's first point, as the event's place. */
export type CalendarPoint = ActionPlace;

export interface CalendarPerson {
  id: string;
  firstname: string;
  lastname: string;
}

export interface CalendarAction {
  id: string;
  ident: string;
  name: string;
  status: string;
  since: Date;
  until: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  confirmedAt: Date | null;
  updatedAt: Date;
  event: string | null;
  point: CalendarPoint | null;
  hostesses: CalendarPerson[];
}

/** Whose names a calendar may show, by who reads it. */
export type NamePolicy = { kind: 'full' } | { kind: 'initial' } | { kind: 'only'; userId: string };

const columns = {
  id: actions.id,
  ident: actions.ident,
  name: actions.name,
  ...attendanceColumns,
  updatedAt: actions.updatedAt,
  event: events.name,
  point: actionPlaceSql,
  people: actionPeopleSql,
};

/** A row as read. */
type Row = Omit<CalendarAction, 'since' | 'until' | 'hostesses'> & {
  since: Date | null;
  until: Date | null;
  people: (CalendarPerson & { role: string })[];
};

/**
 * Rows as read, with their hostesses (the HST users on them, by surname): the dates are set (the
 * queries ask for dated actions only).
 */
const dated = (rows: Row[]) =>
  rows.flatMap(({ people, ...r }): CalendarAction[] =>
    r.since !== null && r.until !== null
      ? [
          {
            ...r,
            since: r.since,
            until: r.until,
            hostesses: people
              .filter((p) => p.role === 'HST')
              .map(({ id, firstname, lastname }) => ({ id, firstname, lastname })),
          },
        ]
      : [],
  );

/** The condition of an owner's reach; null when she reaches nothing. */
function reachOf(owner: FeedOwner): SQL | undefined | null {
  switch (owner.role) {
    case 'ADMIN':
      return undefined;
    case 'HST':
      return sql`exists (select 1 from ${actionUsers} where ${actionUsers.actionId} = ${actions.id} and ${actionUsers.userId} = ${owner.id})`;
    case 'CLIENT':
      return owner.eventIds.length ? inArray(actions.eventId, owner.eventIds) : null;
    default:
      return owner.territoryIds.length ? inArray(actions.territoryId, owner.territoryIds) : null;
  }
}

/** The owner's actions in the feed's window, by start. */
export async function feedActions(
  deps: Pick<AppDeps, 'db'>,
  owner: FeedOwner,
  now: Date,
): Promise<CalendarAction[]> {
  const reach = reachOf(owner);
  if (reach === null) return [];
  const rows = await deps.db
    .select(columns)
    .from(actions)
    .leftJoin(events, eq(events.id, actions.eventId))
    .where(
      and(
        ne(actions.status, 'editable'),
        gte(actions.since, new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS)),
        lt(actions.since, new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS)),
        sql`${actions.until} is not null`,
        reach,
      ),
    )
    .orderBy(asc(actions.since), asc(actions.no))
    .limit(FEED_MAX_EVENTS);
  return dated(rows);
}

/**
 * One action of the hostess, for her 'Dodaj do kalendarza': E_NOT_FOUND when there is none, or it
 * is a draft or undated; E_FORBIDDEN when it is not hers.
 */
export async function hostessCalendarAction(
  deps: Pick<AppDeps, 'db'>,
  hostessId: string,
  actionId: string,
): Promise<CalendarAction> {
  const [row] = await deps.db
    .select({
      ...columns,
      hers: reachOf({ id: hostessId, role: 'HST', territoryIds: [], eventIds: [] }) as SQL<boolean>,
    })
    .from(actions)
    .leftJoin(events, eq(events.id, actions.eventId))
    .where(eq(actions.id, actionId))
    .limit(1);
  if (!row) throw new ApiError('E_NOT_FOUND');
  if (!row.hers) throw new ApiError('E_FORBIDDEN');
  const [action] = dated([row]);
  if (!action || action.status === 'editable') throw new ApiError('E_NOT_FOUND');
  return action;
}
