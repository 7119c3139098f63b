// The dashboard's rollups (docs/product/kpi.md, ADR 0034): additive counters per day and
// hour of Europe/Warsaw, territory and event, kept by triggers in the same transaction as the rows
// they count (migration 0018), so a month is read from a few thousand counter rows whatever the
// size of the actions and registrations tables. A missing territory or event is the zero uuid
// (KPI_NONE), so every key column is part of the primary key.
import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/** Stands for "no territory" / "no event" in a rollup key. */
export const KPI_NONE = '00000000-0000-0000-0000-000000000000';

const counter = (name: string) => integer(name).notNull().default(0);
const keys = {
  /** The Warsaw calendar day of the counted moment (an action's planned start, a registration's time). */
  day: date('day', { mode: 'string' }).notNull(),
  territoryId: uuid('territory_id').notNull(),
  eventId: uuid('event_id').notNull(),
};

/** The plan-against-reality counters, by the hour of the planned start (docs/product/kpi.md). */
const actionCounters = {
  hour: smallint('hour').notNull(),
  planned: counter('planned'),
  startedOnTime: counter('started_on_time'),
  startedLate: counter('started_late'),
  /** Accepted and never started: a no-show once the slot's hour plus 15 minutes is past. */
  notStarted: counter('not_started'),
  finished: counter('finished'),
  finishedEarly: counter('finished_early'),
  cancelled: counter('cancelled'),
  hostessCancelled: counter('hostess_cancelled'),
};

/** Plan against reality: dated actions that are not drafts, by the day and hour of their planned start. */
export const kpiActions = pgTable(
  'kpi_actions',
  {
    ...keys,
    ...actionCounters,
    /** Seconds between start and finish of the finished actions: the action-hours. */
    runSeconds: bigint('run_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.hour, t.territoryId, t.eventId] })],
);

/** Registrations per offer (a registration may count under two offers). */
const offerCounters = {
  glo: counter('glo'),
  gloHutd: counter('glo_hutd'),
  vuse: counter('vuse'),
  velo: counter('velo'),
  neo: counter('neo'),
  inspirationClub: counter('inspiration_club'),
};

/**
 * The funnel and the registrations by the hour they happened. The territory and event are the
 * action's (a code or verification: the action the hostess had started when she sent it).
 */
export const kpiLeads = pgTable(
  'kpi_leads',
  {
    ...keys,
    hour: smallint('hour').notNull(),
    codesSent: counter('codes_sent'),
    verified: counter('verified'),
    registered: counter('registered'),
    newConsumers: counter('new_consumers'),
    ...offerCounters,
  },
  (t) => [primaryKey({ columns: [t.day, t.hour, t.territoryId, t.eventId] })],
);

/** Consents given (value true) per purpose on the day of the registration; withdrawals on their day. */
export const kpiConsents = pgTable(
  'kpi_consents',
  {
    ...keys,
    purpose: text('purpose').notNull(),
    optedIn: counter('opted_in'),
    withdrawn: counter('withdrawn'),
  },
  (t) => [primaryKey({ columns: [t.day, t.territoryId, t.eventId, t.purpose] })],
);

/**
 * Plan against reality per person and per point: the same counters as kpi_actions for each hostess
 * on the action and each point of it (an action of two hostesses counts for both), and the
 * registrations each hostess made and each point saw, by the hour of the planned start or of the
 * registration.
 */
const perLink = {
  ...actionCounters,
  registered: counter('registered'),
};

/** perLink without the hour: the daily sums of a hostess or a point. */
function dailyLink() {
  const { hour: _hour, ...counters } = perLink;
  return counters;
}

export const kpiHostesses = pgTable(
  'kpi_hostesses',
  {
    ...keys,
    hostessId: uuid('hostess_id').notNull(),
    ...perLink,
    /** Her registrations per offer: 'Moje wyniki' in the webform (migration 0022). */
    ...offerCounters,
  },
  (t) => [
    primaryKey({ columns: [t.day, t.hour, t.territoryId, t.eventId, t.hostessId] }),
    // One hostess's days ('Moje wyniki'): her rows only, not the whole month of everyone's.
    index('kpi_hostesses_hostess_idx').on(t.hostessId, t.day),
  ],
);

/** Per point, by its ident ('' for a registration that named none). */
export const kpiPoints = pgTable(
  'kpi_points',
  {
    ...keys,
    pointIdent: text('point_ident').notNull(),
    ...perLink,
  },
  (t) => [primaryKey({ columns: [t.day, t.hour, t.territoryId, t.eventId, t.pointIdent] })],
);

/**
 * The review figures (issue 30): the photos of the finished actions by decision and the finished
 * actions with signals, by the day of the planned start; summed from the actions' own counters
 * (photos_accepted … signalled) by a trigger on actions (migration 0028).
 */
export const kpiReviews = pgTable(
  'kpi_reviews',
  {
    ...keys,
    photosAccepted: counter('photos_accepted'),
    photosToFix: counter('photos_to_fix'),
    photosRejected: counter('photos_rejected'),
    photosPending: counter('photos_pending'),
    actionsWithSignals: counter('actions_with_signals'),
  },
  (t) => [primaryKey({ columns: [t.day, t.territoryId, t.eventId] })],
);

/**
 * kpi_hostesses and kpi_points summed over the hours of each day (migration 0029, ADR 0044), kept
 * by a trigger on each hourly rollup: the Pulpit's ranking of hostesses and points reads the days
 * before and after today from these and only today from the hourly rows, where an accepted action
 * becomes a no-show by the hour. A month then reads at most one row per day, territory, event and
 * hostess or point, however many actions a day holds.
 */
export const kpiHostessesDaily = pgTable(
  'kpi_hostesses_daily',
  {
    ...keys,
    hostessId: uuid('hostess_id').notNull(),
    ...dailyLink(),
  },
  (t) => [primaryKey({ columns: [t.day, t.territoryId, t.eventId, t.hostessId] })],
);

export const kpiPointsDaily = pgTable(
  'kpi_points_daily',
  {
    ...keys,
    pointIdent: text('point_ident').notNull(),
    ...dailyLink(),
  },
  (t) => [primaryKey({ columns: [t.day, t.territoryId, t.eventId, t.pointIdent] })],
);
