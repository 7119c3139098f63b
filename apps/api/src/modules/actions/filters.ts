// The action-list filter of SPEC §7, already limited to what the caller may see (ASM/HSADM: their
// territories; HST: her own actions; CLIENT: the finished actions of its events), as a plan: the
// list_at range, the other conditions, and the one key the list is walked by (a person, the
// points of a city or street, events, territories, statuses, or list_at alone), each key on an
// index in list order (ADR 0019). ./list.service.ts turns the plan into the page query;
// actionWhere() gives the same filter as one WHERE condition (the reports use it).
import type { ActionFilters } from '@tourplanner/api-client/contract';
import { REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, type Column, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { narrowTerritories } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { FOLD_FROM, FOLD_TO, points } from '../../db/schema/points';
import { ApiError, fail } from '../../errors';
import { endOfDayExclusive, fromWire, isDay } from '../../infra/dates';
import { existsSub } from '../../infra/sql';
import { type AttendanceClock, attendanceSql, attendanceStatuses } from './attendance.service';

const wireOrFail = (s: string, path: string): Date => {
  const d = fromWire(s);
  if (!d) throw fail.field(path, REQUEST_TEXTS.invalidDate);
  return d;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Filter texts folded like the points' city_key/street_key columns, LIKE wildcards escaped. */
const folded = (xs: string[]) =>
  xs
    .map((x) =>
      x
        .trim()
        .toLowerCase()
        .replace(new RegExp(`[${FOLD_FROM}]`, 'g'), (c) => FOLD_TO[FOLD_FROM.indexOf(c)]!)
        .replace(/[\\%_]/g, '\\$&'),
    )
    .filter(Boolean);
/** Any of the texts as a prefix of the key (SPEC §3 city and street filters): index range scans. */
const anyPrefix = (col: Column, xs: string[]) =>
  sql`(${sql.join(
    xs.map((x) => sql`${col} like ${`${x}%`}`),
    sql` or `,
  )})`;

/** One array parameter, `= any($n)`: one placeholder whatever the number of values. */
export const anyOf = (col: Column | SQL, xs: string[], type: 'uuid' | 'text') =>
  sql`${col} = any(${sql.param(xs)}::${sql.raw(type)}[])`;

/** A filter on one of the columns the actions and their link tables both carry. */
export interface Dim {
  column: 'status' | 'territory_id' | 'event_id' | 'review_state';
  type: 'uuid' | 'text';
  keys: string[];
}
/** The dim as a condition on `table` (actions, action_users or action_points). */
export const dimSql = (table: unknown, d: Dim) =>
  d.keys.length ? anyOf(sql`${table}.${sql.identifier(d.column)}`, d.keys, d.type) : sql`false`;

/** How the list is walked: every kind reads an index in list order, at most a page per key. */
export type ActionDriver =
  | { kind: 'list' }
  /** One or two dims (territory and status) keyed together on an actions index. */
  | { kind: 'column'; dims: Dim[] }
  | { kind: 'users'; keys: string[] }
  | { kind: 'points'; where: SQL }
  /** A city filter alone: the action point rows' copy of the city key, a page per city. */
  | { kind: 'cities'; where: SQL };

export interface ActionPlan {
  /** The list_at bounds, on the given column (actions.list_at or a link table's copy). */
  range: (col: Column) => SQL[];
  /** Filters on status, territory, event not walked by the driver (link tables carry them too). */
  dims: Dim[];
  /** Every other condition, on the actions table. */
  conds: SQL[];
  driver: ActionDriver;
}

function rangeOf(f: Partial<ActionFilters>): ActionPlan['range'] {
  const since = f.since ? wireOrFail(f.since, 'actions.since') : undefined;
  const until = f.until ? wireOrFail(f.until, 'actions.until') : undefined;
  return (col) => {
    const out: SQL[] = [];
    // list_at is the start, or the creation time of an undated draft (which must still be found).
    if (since) out.push(gte(col, since));
    // A day alone (YYYY-MM-DD) as until counts whole: up to the start of the next day.
    if (until && isDay(f.until)) out.push(lt(col, endOfDayExclusive(f.until!)!));
    else if (until) out.push(lte(col, until));
    return out;
  };
}

const usersExist = (ids: string[]) =>
  existsSub(
    sql`select 1 from ${actionUsers} where ${actionUsers.actionId} = ${actions.id} and ${anyOf(actionUsers.userId, ids, 'uuid')}`,
  );

/** An action with a point matching `where` (a condition on points). */
const pointsExist = (where: SQL) =>
  existsSub(
    sql`select 1 from ${actionPoints} join ${points} on ${points.id} = ${actionPoints.pointId} where ${actionPoints.actionId} = ${actions.id} and ${where}`,
  );

const DRIVE_ORDER = ['event_id', 'territory_id', 'status'];

export function actionPlan(user: SessionUser, f: Partial<ActionFilters>, clock: AttendanceClock): ActionPlan {
  const range = rangeOf(f);
  const conds: SQL[] = [];
  // Each dimension as [column, type, keys]; the most selective becomes the driver, the rest conditions.
  const dims: { column: 'status' | 'territory_id' | 'event_id'; type: 'uuid' | 'text'; keys: string[] }[] =
    [];
  if (f.availability) {
    const s = wireOrFail(f.availability.since, 'actions.availability.since');
    const u = wireOrFail(f.availability.until, 'actions.availability.until');
    conds.push(lt(actions.since, u), gt(actions.until, s));
  }
  const statuses = f.statuses?.idents.length ? [...f.statuses.idents] : undefined;
  if (f.finished) {
    const keys = statuses ? statuses.filter((s) => s === 'finished') : ['finished'];
    dims.push({ column: 'status', type: 'text', keys });
  } else if (statuses) dims.push({ column: 'status', type: 'text', keys: statuses });
  // Attendance (issue 29): each state is one status and a condition on the action's times against
  // the clock; the statuses narrow the walk as a status filter does. Not for a client (Raporty
  // shows it none).
  const attendance = f.attendance?.states;
  if (attendance?.length) {
    if (user.role === 'CLIENT') throw new ApiError('E_FORBIDDEN');
    const keys = attendanceStatuses(attendance);
    const status = dims.find((d) => d.column === 'status');
    if (status) status.keys = status.keys.filter((k) => keys.includes(k as never));
    else dims.push({ column: 'status', type: 'text', keys });
    conds.push(attendanceSql(attendance, clock));
  }
  if (f.events?.uuids.length) dims.push({ column: 'event_id', type: 'uuid', keys: f.events.uuids });
  if (f.ids?.length) {
    const ids = f.ids.map((x) => x.trim()).filter(Boolean);
    const uuids = ids.filter((x) => UUID.test(x));
    conds.push(sql`(${anyOf(actions.ident, ids, 'text')} or ${anyOf(actions.id, uuids, 'uuid')})`);
  }
  // The review (issue #30): conditions on the actions table, so the walk's pages and count hold.
  // Only by what the caller is shown: a client sees no review, a hostess no signals (they name
  // other people's actions). No states asked is no filter, as with the statuses.
  const states = f.review?.states;
  if (user.role === 'CLIENT' && (states?.length || f.review?.signals !== undefined))
    throw new ApiError('E_FORBIDDEN');
  if (f.review?.signals !== undefined) {
    if (user.role === 'HST') throw new ApiError('E_FORBIDDEN');
    // Whether the signals job found anything: the action's own flag, kept by a trigger on its
    // stored signals (migration 0028).
    conds.push(f.review.signals ? sql`${actions.signalled}` : sql`not ${actions.signalled}`);
  }
  // Who may see what.
  let people: string[] | undefined;
  if (user.role === 'HST') {
    people = [user.id];
    if (f.users?.uuids.length) conds.push(usersExist(f.users.uuids));
    if (f.territories?.uuids.length)
      dims.push({ column: 'territory_id', type: 'uuid', keys: f.territories.uuids });
  } else if (user.role === 'CLIENT') {
    // A brand client: the finished actions of its events, any territory (docs/product/kpi.md).
    if (f.users?.uuids.length) people = f.users.uuids;
    const asked = f.events?.uuids;
    if (asked?.some((id) => !user.eventIds.includes(id))) throw new ApiError('E_FORBIDDEN');
    if (!asked?.length) dims.push({ column: 'event_id', type: 'uuid', keys: user.eventIds });
    const status = dims.find((d) => d.column === 'status');
    if (status) status.keys = status.keys.filter((k) => k === 'finished');
    else dims.push({ column: 'status', type: 'text', keys: ['finished'] });
    if (f.territories?.uuids.length)
      dims.push({ column: 'territory_id', type: 'uuid', keys: f.territories.uuids });
  } else {
    if (f.users?.uuids.length) people = f.users.uuids;
    const reach = narrowTerritories(user, f.territories?.uuids);
    if (reach !== 'all') dims.push({ column: 'territory_id', type: 'uuid', keys: reach });
  }
  // The fewest rows a key first: an event's, a territory's, a status's.
  dims.sort((a, b) => DRIVE_ORDER.indexOf(a.column) - DRIVE_ORDER.indexOf(b.column));
  const cities = folded(f.cities ?? []);
  const streets = folded(f.streets ?? []);
  const pointsWhere =
    cities.length || streets.length
      ? and(
          cities.length ? anyPrefix(points.cityKey, cities) : undefined,
          streets.length ? anyPrefix(points.streetKey, streets) : undefined,
        )!
      : undefined;

  let driver: ActionDriver;
  if (people) driver = { kind: 'users', keys: people };
  // A city alone is walked on the action point rows' copy of the city key: a page per city,
  // however many points the city has. A street narrows the points to a few: walked point by point.
  else if (pointsWhere) driver = { kind: streets.length ? 'points' : 'cities', where: pointsWhere };
  else if (dims[0]?.column === 'territory_id' && dims[1]?.column === 'status') {
    driver = { kind: 'column', dims: dims.splice(0, 2) };
  } else if (dims.length) driver = { kind: 'column', dims: dims.splice(0, 1) };
  else driver = { kind: 'list' };
  // Walked by people, the points are a condition; otherwise they drive the walk.
  if (people && pointsWhere) conds.push(pointsExist(pointsWhere));
  if (states?.length) driver = reviewWalk(driver, states, conds);
  return { range, dims, conds, driver };
}

/** The walks the review state can join as a key, each on an index ending (review_state, list_at, no, id). */
const REVIEW_KEYED = ['', 'status', 'territory_id,status'];

/**
 * The review filter on the stored state (actions.review_state, ADR 0045). Decided states only
 * (Zaakceptowany, Do poprawy: the few) on a walk of the actions table by nothing, a status, or a
 * territory and a status: the state becomes the walk's last key, on the partial indexes of the
 * decided actions (`<> 'pending'` written out so the planner may use them). Otherwise (pending asked,
 * the most of a list; or a walk by people or points) a condition on the walked rows.
 */
function reviewWalk(driver: ActionDriver, states: string[], conds: SQL[]): ActionDriver {
  const keyed =
    driver.kind === 'list' ? '' : driver.kind === 'column' ? driver.dims.map((d) => d.column).join() : null;
  if (keyed === null || !REVIEW_KEYED.includes(keyed) || states.includes('pending')) {
    conds.push(anyOf(actions.reviewState, states, 'text'));
    return driver;
  }
  conds.push(sql`${actions.reviewState} <> 'pending'`);
  const review: Dim = { column: 'review_state', type: 'text', keys: states };
  return { kind: 'column', dims: [...(driver.kind === 'column' ? driver.dims : []), review] };
}

/** The plan as one WHERE condition on actions (for the reports). */
export function actionWhere(
  user: SessionUser,
  f: Partial<ActionFilters>,
  clock: AttendanceClock,
): SQL | undefined {
  const { range, dims, conds, driver } = actionPlan(user, f, clock);
  const all = [...range(actions.listAt), ...dims.map((d) => dimSql(actions, d)), ...conds];
  if (driver.kind === 'users') all.push(usersExist(driver.keys));
  else if (driver.kind === 'points' || driver.kind === 'cities') all.push(pointsExist(driver.where));
  else if (driver.kind === 'column') all.push(...driver.dims.map((d) => dimSql(actions, d)));
  return and(...all);
}
