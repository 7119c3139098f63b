// The Pulpit's summary (issue 31), read from the rollups of migration 0018 (ADR 0034): five
// statements over counter rows keyed by day and hour, territory and event (and hostess or point),
// so a month costs the same however many actions and registrations the tables hold; and the review
// figures from their own rollup (migration 0028). The definitions of every number are
// docs/product/kpi.md.
import { OFFER_KEYS } from '@tourplanner/domain/constants';
import { lastNameForClient } from '@tourplanner/domain/roles';
import {
  CONSENT_CHANNELS,
  type DashboardActionCounts,
  type DashboardSummary,
  type HostessStats,
  type HostessStatsPeriod,
} from '@tourplanner/domain/wire/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  KPI_NONE,
  kpiActions,
  kpiConsents,
  kpiHostesses,
  kpiHostessesDaily,
  kpiLeads,
  kpiPoints,
  kpiPointsDaily,
  kpiReviews,
} from '../../db/schema/kpi';
import { points } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import { dayjs, ZONE } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';
import { preparedRows } from '../../infra/sql';

/** What the caller may see: territories and events, each a list of ids or everything. */
export interface DashboardScope {
  territories: 'all' | string[];
  events: 'all' | string[];
  /** A client sees hostesses by first name and initial only. */
  initialsOnly: boolean;
}

export interface DashboardRange {
  since: string;
  until: string;
}

/** What every read of one summary shares. */
interface Reads {
  range: DashboardRange;
  scope: DashboardScope;
  now: Date;
}

/** The columns of plan against reality: a rollup table's, or a subquery's by name. */
type ActionColumns = Record<
  | 'day'
  | 'hour'
  | 'planned'
  | 'startedOnTime'
  | 'startedLate'
  | 'notStarted'
  | 'finished'
  | 'finishedEarly'
  | 'cancelled'
  | 'hostessCancelled',
  unknown
>;

/** The rollup rows of the range and scope, on a table with day, territory_id and event_id. */
function scopeSql(
  table: { day: unknown; territoryId: unknown; eventId: unknown },
  { range, scope }: Reads,
): SQL {
  const parts: SQL[] = [sql`${table.day} between ${range.since}::date and ${range.until}::date`];
  if (scope.territories !== 'all')
    parts.push(sql`${table.territoryId} = any(${sql.param(scope.territories)}::uuid[])`);
  if (scope.events !== 'all') parts.push(sql`${table.eventId} = any(${sql.param(scope.events)}::uuid[])`);
  return sql.join(parts, sql` and `);
}

/**
 * The plan-against-reality sums of a rollup with day, hour and the action counters. An accepted
 * action never started is a no-show once its planned hour plus 15 minutes is over (`now`); until
 * then it is neither.
 */
function actionSums(k: ActionColumns, now: Date): SQL {
  const slotOver = sql`((${k.day} + make_interval(hours => ${k.hour} + 1)) at time zone 'Europe/Warsaw') + interval '15 minutes' <= ${now.toISOString()}::timestamptz`;
  return sql`sum(${k.planned})::int as "planned", sum(${k.startedOnTime})::int as "startedOnTime",
      sum(${k.startedLate})::int as "startedLate",
      coalesce(sum(${k.notStarted}) filter (where ${slotOver}), 0)::int as "noShow",
      sum(${k.finished})::int as "finished", sum(${k.finishedEarly})::int as "finishedEarly",
      sum(${k.cancelled})::int as "cancelled", sum(${k.hostessCancelled})::int as "hostessCancelled"`;
}

const ZERO_ACTIONS: DashboardActionCounts = {
  planned: 0,
  startedOnTime: 0,
  startedLate: 0,
  noShow: 0,
  finished: 0,
  finishedEarly: 0,
  cancelled: 0,
  hostessCancelled: 0,
};
const ACTION_KEYS = Object.keys(ZERO_ACTIONS) as (keyof DashboardActionCounts)[];
const countsOf = (r: DashboardActionCounts): DashboardActionCounts =>
  Object.fromEntries(ACTION_KEYS.map((k) => [k, r[k]])) as DashboardActionCounts;

interface ActionRow extends DashboardActionCounts {
  day: string;
  territory_id: string;
  event_id: string;
  run_seconds: number;
}

/** Plan against reality per day, territory and event, with the action-hours. */
function actionRows(db: Db, reads: Reads) {
  const k = kpiActions;
  return preparedRows<ActionRow>(
    db,
    'dashboard_actions',
    sql`select ${k.day}::text as day, ${k.territoryId} as territory_id, ${k.eventId} as event_id,
      ${actionSums(k, reads.now)}, sum(${k.runSeconds})::float8 as run_seconds
    from ${k} where ${scopeSql(k, reads)}
    group by 1, 2, 3`,
  );
}

interface LeadRow {
  day: string;
  hour: number;
  codes: number;
  verified: number;
  registered: number;
  new_consumers: number;
  Glo: number;
  Glo_HUTD: number;
  Vuse: number;
  Velo: number;
  Neo: number;
  InspirationClub: number;
}

function leadRows(db: Db, reads: Reads) {
  const k = kpiLeads;
  return preparedRows<LeadRow>(
    db,
    'dashboard_leads',
    sql`select ${k.day}::text as day, ${k.hour}::int as hour, sum(${k.codesSent})::int as codes,
      sum(${k.verified})::int as verified, sum(${k.registered})::int as registered,
      sum(${k.newConsumers})::int as new_consumers, sum(${k.glo})::int as "Glo",
      sum(${k.gloHutd})::int as "Glo_HUTD", sum(${k.vuse})::int as "Vuse", sum(${k.velo})::int as "Velo",
      sum(${k.neo})::int as "Neo", sum(${k.inspirationClub})::int as "InspirationClub"
    from ${k} where ${scopeSql(k, reads)}
    group by 1, 2`,
  );
}

function consentRows(db: Db, reads: Reads) {
  const k = kpiConsents;
  return preparedRows<{ purpose: string; opted_in: number; withdrawn: number }>(
    db,
    'dashboard_consents',
    sql`select ${k.purpose} as purpose, sum(${k.optedIn})::int as opted_in, sum(${k.withdrawn})::int as withdrawn
    from ${k} where ${scopeSql(k, reads)} group by 1`,
  );
}

interface RankRow extends DashboardActionCounts {
  key: string;
  first: string | null;
  last: string | null;
  registrations: number;
}

/** The link counters of a per-hostess or per-point rollup, hourly or daily, in one order. */
type LinkRollup = typeof kpiHostesses | typeof kpiPoints | typeof kpiHostessesDaily | typeof kpiPointsDaily;
const linkColumns = (t: LinkRollup) =>
  sql`${t.planned}, ${t.startedOnTime}, ${t.startedLate}, ${t.notStarted}, ${t.finished},
    ${t.finishedEarly}, ${t.cancelled}, ${t.hostessCancelled}, ${t.registered}`;

/**
 * The columns of rankRows' subquery `u`, in the order its two selects give them (day, hour, key,
 * then linkColumns' counters), and each as `u."name"` for actionSums.
 */
const RANK_COUNTERS = [
  'planned',
  'startedOnTime',
  'startedLate',
  'notStarted',
  'finished',
  'finishedEarly',
  'cancelled',
  'hostessCancelled',
] as const;
const RANK_COLUMNS = sql.raw(
  ['day', 'hour', 'key', ...RANK_COUNTERS, 'registered'].map((c) => `"${c}"`).join(', '),
);
const U = Object.fromEntries(
  ['day', 'hour', ...RANK_COUNTERS].map((c) => [c, sql.raw(`u."${c}"`)]),
) as ActionColumns;

/**
 * Plan against reality and registrations summed per key of a ranked rollup (a hostess, a point),
 * most registrations first, with the names the `names` join brings (first and last columns). The
 * days other than today are read from the daily sums (ADR 0044), where an accepted action not
 * started is a no-show on a past day and not yet one on a later day (hour -1 stands for "the whole
 * day" in actionSums); today from the hourly rows, where it becomes one by its hour.
 */
function rankRows(
  db: Db,
  name: string,
  rollups: {
    hourly: typeof kpiHostesses | typeof kpiPoints;
    daily: typeof kpiHostessesDaily | typeof kpiPointsDaily;
    /** The key column of each: the hostess's id or the point's ident. */
    keys: { hourly: SQL; daily: SQL };
  },
  names: SQL,
  reads: Reads,
) {
  const { hourly, daily, keys } = rollups;
  const today = dayjs(reads.now).tz(ZONE).format('YYYY-MM-DD');
  return preparedRows<RankRow>(
    db,
    name,
    sql`select r.*, n.first, n.last from (
      select u."key" as key, sum(u."registered")::int as registrations, ${actionSums(U, reads.now)}
      from (
        select ${daily.day}, -1, ${keys.daily}, ${linkColumns(daily)}
        from ${daily} where ${scopeSql(daily, reads)} and ${daily.day} <> ${today}::date
        union all
        select ${hourly.day}, ${hourly.hour}, ${keys.hourly}, ${linkColumns(hourly)}
        from ${hourly} where ${scopeSql(hourly, reads)} and ${hourly.day} = ${today}::date
      ) u (${RANK_COLUMNS})
      group by 1) r
    left join lateral (${names}) n on true
    where r.registrations > 0 or r.planned > 0 order by r.registrations desc, r.planned desc, r.key`,
  );
}

const hostessRows = (db: Db, reads: Reads) =>
  rankRows(
    db,
    'dashboard_hostesses',
    {
      hourly: kpiHostesses,
      daily: kpiHostessesDaily,
      keys: { hourly: sql`${kpiHostesses.hostessId}`, daily: sql`${kpiHostessesDaily.hostessId}` },
    },
    sql`select ${users.firstname} as first, ${users.lastname} as last from ${users} where ${users.id} = r.key`,
    reads,
  );

const pointRows = (db: Db, reads: Reads) =>
  rankRows(
    db,
    'dashboard_points',
    {
      hourly: kpiPoints,
      daily: kpiPointsDaily,
      keys: { hourly: sql`${kpiPoints.pointIdent}`, daily: sql`${kpiPointsDaily.pointIdent}` },
    },
    sql`select ${points.name} as first, null::text as last from ${points} where ${points.ident} = r.key and r.key <> ''`,
    reads,
  );

interface ReviewRow {
  accepted: number;
  to_fix: number;
  rejected: number;
  pending: number;
  with_signals: number;
}

/**
 * The review figures (issue 30): the photos of the finished actions planned in the range, by
 * decision, and those actions with signals, from the kpi_reviews rollup (migration 0028, ADR 0043).
 */
function reviewRow(db: Db, reads: Reads) {
  const k = kpiReviews;
  return preparedRows<ReviewRow>(
    db,
    'dashboard_review',
    sql`select coalesce(sum(${k.photosAccepted}), 0)::int as accepted,
      coalesce(sum(${k.photosToFix}), 0)::int as to_fix,
      coalesce(sum(${k.photosRejected}), 0)::int as rejected,
      coalesce(sum(${k.photosPending}), 0)::int as pending,
      coalesce(sum(${k.actionsWithSignals}), 0)::int as with_signals
    from ${k} where ${scopeSql(k, reads)}`,
  );
}

/** All when 20 or fewer, else the top 10 then the bottom 10 (already sorted, most first). */
const topAndBottom = <T>(rows: T[]): T[] =>
  rows.length <= 20 ? rows : [...rows.slice(0, 10), ...rows.slice(-10)];

/** Every day of the range, 'YYYY-MM-DD'. */
function daysOf(range: DashboardRange): string[] {
  const out: string[] = [];
  for (let d = dayjs.utc(range.since); !d.isAfter(dayjs.utc(range.until)); d = d.add(1, 'day'))
    out.push(d.format('YYYY-MM-DD'));
  return out;
}

const addCounts = (into: DashboardActionCounts, row: DashboardActionCounts) => {
  for (const key of ACTION_KEYS) into[key] += row[key];
};

/** Rows summed by a key, in first-seen order. */
function sumBy(rows: ActionRow[], keyOf: (r: ActionRow) => string): Map<string, DashboardActionCounts> {
  const by = new Map<string, DashboardActionCounts>();
  for (const r of rows) {
    const key = keyOf(r);
    let acc = by.get(key);
    if (!acc) {
      acc = { ...ZERO_ACTIONS };
      by.set(key, acc);
    }
    addCounts(acc, r);
  }
  return by;
}

/** The rollups' zero uuid (no territory, no event) as the wire's null. */
const orNull = (id: string) => (id === KPI_NONE ? null : id);

/**
 * Plan against reality per territory or per event (one builder for both groupings): the rows
 * summed by the id column, the zero uuid as null, in first-seen order.
 */
const groupedBy = (rows: ActionRow[], column: 'territory_id' | 'event_id') =>
  [...sumBy(rows, (r) => r[column])].map(([id, c]) => ({ uuid: orNull(id), ...c }));

/** A hostess's name as the caller may see it: a client gets 'Anna K.'. */
const hostessName = (first: string, last: string, initialsOnly: boolean): string =>
  `${first} ${initialsOnly ? lastNameForClient(last) : last}`.trim();

export async function dashboardSummary(
  deps: Pick<AppDeps, 'db' | 'now'>,
  range: DashboardRange,
  scope: DashboardScope,
): Promise<DashboardSummary> {
  const { db } = deps;
  const reads: Reads = { range, scope, now: deps.now() };
  const [acts, leads, cons, hostesses, pts, [review]] = await Promise.all([
    actionRows(db, reads),
    leadRows(db, reads),
    consentRows(db, reads),
    hostessRows(db, reads),
    pointRows(db, reads),
    reviewRow(db, reads),
  ]);
  const days = daysOf(range);

  const totals = { ...ZERO_ACTIONS };
  let runSeconds = 0;
  for (const r of acts) {
    addCounts(totals, r);
    runSeconds += r.run_seconds;
  }
  const actionsByDay = sumBy(acts, (r) => r.day);

  const funnel = { codesSent: 0, verified: 0, registered: 0 };
  let newConsumers = 0;
  const byOffer = Object.fromEntries(OFFER_KEYS.map((o) => [o, 0])) as Record<
    (typeof OFFER_KEYS)[number],
    number
  >;
  const regByDay = new Map<string, number>();
  const regByHour = new Array<number>(24).fill(0);
  for (const r of leads) {
    funnel.codesSent += r.codes;
    funnel.verified += r.verified;
    funnel.registered += r.registered;
    newConsumers += r.new_consumers;
    for (const o of OFFER_KEYS) byOffer[o] += r[o];
    regByDay.set(r.day, (regByDay.get(r.day) ?? 0) + r.registered);
    regByHour[r.hour] = (regByHour[r.hour] ?? 0) + r.registered;
  }
  const total = funnel.registered;

  const consentsByPurpose = new Map(cons.map((c) => [c.purpose, c]));
  const consents = Object.fromEntries(
    Object.entries(CONSENT_CHANNELS).map(([channel, purpose]) => {
      const c = consentsByPurpose.get(purpose);
      const optedIn = c?.opted_in ?? 0;
      return [
        channel,
        { optedIn, share: total ? Math.min(1, optedIn / total) : 0, withdrawn: c?.withdrawn ?? 0 },
      ];
    }),
  ) as DashboardSummary['consents'];

  return {
    since: range.since,
    until: range.until,
    actions: {
      ...totals,
      byDay: days.map((date) => ({ date, ...(actionsByDay.get(date) ?? ZERO_ACTIONS) })),
      byTerritory: groupedBy(acts, 'territory_id'),
      byEvent: groupedBy(acts, 'event_id'),
    },
    registrations: {
      total,
      newConsumers,
      knownConsumers: total - newConsumers,
      byOffer,
      byDay: days.map((date) => ({ date, count: regByDay.get(date) ?? 0 })),
      byHour: regByHour.map((count, hour) => ({ hour, count })),
      perActionHour: runSeconds > 0 ? Math.round((total / (runSeconds / 3600)) * 100) / 100 : null,
    },
    funnel,
    consents,
    review: {
      photos: {
        accepted: review?.accepted ?? 0,
        toFix: review?.to_fix ?? 0,
        rejected: review?.rejected ?? 0,
        pending: review?.pending ?? 0,
      },
      actionsWithSignals: review?.with_signals ?? 0,
    },
    hostesses: topAndBottom(hostesses).map((h) => ({
      uuid: h.key,
      name: hostessName(h.first ?? '', h.last ?? '', scope.initialsOnly),
      registrations: h.registrations,
      ...countsOf(h),
    })),
    points: topAndBottom(pts).map((p) => ({
      ident: p.key,
      name: p.first,
      registrations: p.registrations,
      ...countsOf(p),
    })),
  };
}

type OfferCounts = Record<(typeof OFFER_KEYS)[number], number>;

interface HostessDayRow extends DashboardActionCounts, OfferCounts {
  day: string;
  registrations: number;
}

/**
 * The signed-in hostess's own numbers ('Moje wyniki' in the webform): her rows of kpi_hostesses
 * only (by her id; the index on hostess and day reads no one else's), per Warsaw day from the
 * earlier of Monday and the 1st to today, then summed per period. Same definitions as the Pulpit.
 */
export async function hostessStats(
  deps: Pick<AppDeps, 'db' | 'now'>,
  hostessId: string,
): Promise<HostessStats> {
  const now = deps.now();
  const todayDay = dayjs(now).tz(ZONE).format('YYYY-MM-DD');
  // Calendar arithmetic on the date alone (UTC), so a change of the clock moves no day.
  const today = dayjs.utc(todayDay);
  // Monday of this week (ISO weeks: Sunday is the week's last day).
  const weekStart = today.subtract((today.day() + 6) % 7, 'day').format('YYYY-MM-DD');
  const monthStart = today.startOf('month').format('YYYY-MM-DD');
  const since = [weekStart, monthStart].sort()[0]!;
  const k = kpiHostesses;
  const rows = await preparedRows<HostessDayRow>(
    deps.db,
    'hostess_stats',
    sql`select ${k.day}::text as day, ${actionSums(k, now)}, sum(${k.registered})::int as registrations,
      sum(${k.glo})::int as "Glo", sum(${k.gloHutd})::int as "Glo_HUTD", sum(${k.vuse})::int as "Vuse",
      sum(${k.velo})::int as "Velo", sum(${k.neo})::int as "Neo", sum(${k.inspirationClub})::int as "InspirationClub"
    from ${k} where ${k.hostessId} = ${hostessId} and ${k.day} between ${since}::date and ${todayDay}::date
    group by 1`,
  );
  const period = (from: string): HostessStatsPeriod => {
    const actions = { ...ZERO_ACTIONS };
    const byOffer = Object.fromEntries(OFFER_KEYS.map((o) => [o, 0])) as OfferCounts;
    let registrations = 0;
    for (const r of rows) {
      if (r.day < from) continue;
      addCounts(actions, r);
      registrations += r.registrations;
      for (const o of OFFER_KEYS) byOffer[o] += r[o];
    }
    return { since: from, until: todayDay, actions, registrations, byOffer };
  };
  return { today: period(todayDay), week: period(weekStart), month: period(monthStart) };
}
