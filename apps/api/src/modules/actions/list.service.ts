// The action list (/action/list) and actions as the wire shows them, each in one statement: the
// filter's plan (./filters.ts) walks one index in list order and reads at most a page per key; the
// count stops ten pages past the asked page (ADR 0019); the rows come flat (an action with each of
// its points and people), grouped by ./wire.ts in one pass.
import type { ActionFilters } from '@tourplanner/api-client/contract';
import type { Action } from '@tourplanner/domain/entities';
import { COUNT_PAGES_AHEAD } from '@tourplanner/domain/paging';
import type { ActionAttendance } from '@tourplanner/domain/wire/attendance';
import { and, type Column, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { points } from '../../db/schema/points';
import type { AppDeps } from '../../infra/deps';
import { preparedRows } from '../../infra/sql';
import { type AttendanceClock, attendanceClock, wireAttendance } from './attendance.service';
import { type ActionPlan, actionPlan, dimSql } from './filters';
import { type ActionListRow, toWireActions } from './wire';

/** A person's or a point's actions (`keys`: the ids as k.v) from the link table's own index. */
function viaLink(
  plan: ActionPlan,
  n: number,
  link: typeof actionUsers | typeof actionPoints,
  key: Column,
  keys: SQL,
) {
  const { range, dims, conds } = plan;
  // The actions table only when a condition needs it: status, territory and event are on the link.
  const join = conds.length ? sql` join ${actions} on ${actions.id} = ${link.actionId}` : sql``;
  const where = and(sql`${key} = k.v`, ...range(link.listAt), ...dims.map((d) => dimSql(link, d)), ...conds);
  return sql`select distinct x.id, x.list_at, x.no from ${keys} cross join lateral (
    select ${link.actionId} as id, ${link.listAt} as list_at, ${link.actionNo} as no from ${link}${join}
    where ${where} order by ${link.listAt}, ${link.actionNo} limit ${n}) x`;
}

/** (id, list_at, no) of the plan's first `n` actions in list order (duplicates removed). */
export function walked(plan: ActionPlan, n: number): SQL {
  const { range, dims, conds, driver } = plan;
  const cols = sql`${actions.id} as id, ${actions.listAt} as list_at, ${actions.no} as no`;
  const rest = [...range(actions.listAt), ...dims.map((d) => dimSql(actions, d)), ...conds];
  const order = sql`order by ${actions.listAt}, ${actions.no} limit ${n}`;
  switch (driver.kind) {
    case 'list':
      return sql`select ${cols} from ${actions} where ${and(...rest) ?? sql`true`} ${order}`;
    case 'column': {
      // One key (or key pair) at a time, each walked on its index in list order.
      const keys = sql.join(
        driver.dims.map(
          (d, i) => sql`unnest(${sql.param(d.keys)}::${sql.raw(d.type)}[]) as ${sql.raw(`k${i}`)}(v)`,
        ),
        sql` cross join `,
      );
      const eq = driver.dims.map(
        (d, i) => sql`${actions}.${sql.identifier(d.column)} = ${sql.raw(`k${i}`)}.v`,
      );
      return sql`select x.id, x.list_at, x.no from ${keys}
        cross join lateral (select ${cols} from ${actions} where ${and(...eq, ...rest)} ${order}) x`;
    }
    case 'users':
      return viaLink(
        plan,
        n,
        actionUsers,
        actionUsers.userId,
        sql`unnest(${sql.param(driver.keys)}::uuid[]) as k(v)`,
      );
    case 'points':
      return viaLink(
        plan,
        n,
        actionPoints,
        actionPoints.pointId,
        sql`(select ${points.id} as v from ${points} where ${driver.where}) as k`,
      );
    case 'cities':
      return viaLink(
        plan,
        n,
        actionPoints,
        actionPoints.cityKey,
        sql`(select distinct ${points.cityKey} as v from ${points} where ${driver.where}) as k`,
      );
  }
}

/** Each column of a shaped row (./wire.ts) and the expression it is read from. */
const SHAPED: Record<keyof ActionListRow, string> = {
  id: 'a.id',
  ident: 'a.ident',
  name: 'a.name',
  type: 'a.type',
  status: 'a.status',
  event_id: 'a.event_id',
  event_name: 'e.name',
  territory_id: 'a.territory_id',
  territory_ident: 't.ident',
  area_id: 'a.area_id',
  since: '(extract(epoch from a.since) * 1000)::float8',
  until: '(extract(epoch from a.until) * 1000)::float8',
  excerpt: 'a.excerpt',
  description: 'a.description',
  start_lat: 'a.start_lat',
  start_lng: 'a.start_lng',
  start_distance: 'a.start_distance',
  out_of_bounds: 'a.out_of_bounds',
  finish_distance: 'a.finish_distance',
  availability_override: 'a.availability_override',
  p_id: 'p.id',
  p_ident: 'p.ident',
  p_name: 'p.name',
  p_street: 'p.street_address',
  p_number: 'p.street_number',
  p_city: 'p.city_name',
  u_id: 'u.id',
  u_ident: 'u.ident',
  u_first: 'u.firstname',
  u_last: 'u.lastname',
  u_active: 'u.active',
  started_at: '(extract(epoch from a.started_at) * 1000)::float8',
  finished_at: '(extract(epoch from a.finished_at) * 1000)::float8',
  confirmed_at: '(extract(epoch from a.confirmed_at) * 1000)::float8',
};
const shapedColumns = sql.raw(
  Object.entries(SHAPED)
    .map(([as, expr]) => `${expr} as ${as}`)
    .join(', '),
);
/** The same columns read from the shaped query's alias (the list's ordering columns left out). */
const shapedOf = (alias: string) =>
  sql.raw(
    Object.keys(SHAPED)
      .map((c) => `${alias}.${c}`)
      .join(', '),
  );

/**
 * The wire columns of the actions whose ids `ids` (a subquery or CTE with id) holds: one flat row
 * per action, point and person (an action has one or a few of each), grouped by ./wire.ts.
 */
const shaped = (ids: SQL, extra: SQL = sql``) => sql`select ${extra}${shapedColumns}
  from ${ids} as i join actions a on a.id = i.id
  left join events e on e.id = a.event_id left join territories t on t.id = a.territory_id
  left join action_points ap on ap.action_id = a.id left join points p on p.id = ap.point_id
  left join action_users au on au.action_id = a.id left join users u on u.id = au.user_id`;

export async function listActions(
  deps: AppDeps,
  user: SessionUser,
  filters: Partial<ActionFilters>,
  page: { limit: number; offset: number },
) {
  const clock = attendanceClock(deps);
  const plan = actionPlan(user, filters, clock);
  // Enough rows for the page and ten pages more: the count of them, and the page out of them. A
  // walk by several keys (cities, points, people, territories) reads up to `cap` rows per key; the
  // first `cap` of them all, in list order, are counted, so no count passes the cap.
  const cap = page.offset + page.limit * COUNT_PAGES_AHEAD + 1;
  const first =
    plan.driver.kind === 'list'
      ? walked(plan, cap)
      : sql`select id, list_at, no from (${walked(plan, cap)}) w order by list_at, no limit ${cap}`;
  const rows = await preparedRows<ActionListRow & { total: number }>(
    deps.db,
    'action_list',
    sql`with d as materialized (${first}),
    pg as (select id, list_at, no from d order by list_at, no limit ${page.limit} offset ${page.offset})
    select c.total, ${shapedOf('r')} from (select count(*)::int as total from d) c
    left join lateral (${shaped(sql`pg`, sql`i.list_at as order_at, i.no as order_no, `)}) r on true
    order by r.order_at, r.order_no, r.p_ident, r.u_last, r.u_id`,
  );
  return { actions: withAttendance(rows, toWireActions(rows), clock), count: rows[0]?.total ?? 0 };
}

/**
 * Each action with its attendance, worked out from its shaped rows (the page's rows only: the
 * times ride along with the columns the page reads anyway, nothing is read per row).
 */
function withAttendance<T extends { uuid: string }>(
  rows: ActionListRow[],
  list: T[],
  clock: AttendanceClock,
) {
  const byId = new Map<string, ActionAttendance | null>();
  for (const r of rows) if (r.id !== null && !byId.has(r.id)) byId.set(r.id, wireAttendance(r, clock));
  return list.map((a) => ({ ...a, attendance: byId.get(a.uuid) ?? null }));
}

async function shapedRows(db: Db, ids: string[]): Promise<ActionListRow[]> {
  if (ids.length === 0) return [];
  const res = await db.execute(
    sql`${shaped(sql`(select distinct unnest(${sql.param(ids)}::uuid[]) as id)`)} order by a.id, p.ident, u.lastname, u.id`,
  );
  return res.rows as unknown as ActionListRow[];
}

const inOrder = <T extends { uuid: string }>(ids: string[], list: T[]) => {
  const byId = new Map(list.map((a) => [a.uuid, a]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** Actions as the wire shows them, in the order of `ids` (an id without a row is left out). */
export async function loadWireActions(db: Db, ids: string[]): Promise<Action[]> {
  return inOrder(ids, toWireActions(await shapedRows(db, ids)));
}

/** loadWireActions, each action with its attendance at the app clock's moment. */
export async function loadAttendedActions(deps: AppDeps, ids: string[]) {
  const rows = await shapedRows(deps.db, ids);
  return inOrder(ids, withAttendance(rows, toWireActions(rows), attendanceClock(deps)));
}
