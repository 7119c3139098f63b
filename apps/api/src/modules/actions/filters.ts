// The action-list filter of SPEC §7 as one WHERE condition, already limited to what the caller
// may see (ASM/HSADM: their territories; HST: her own actions). The list and the reports share it.
import type { ActionFilters } from '@tourplanner/api-client/contract';
import { REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { narrowTerritories } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { points } from '../../db/schema/points';
import { fail } from '../../errors';
import { endOfDayExclusive, fromWire } from '../../infra/dates';
import { existsSub } from '../../infra/sql';

const wireOrFail = (s: string, path: string): Date => {
  const d = fromWire(s);
  if (!d) throw fail.field(path, REQUEST_TEXTS.invalidDate);
  return d;
};

const isDay = (s: string | undefined) => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s.trim());

// The Polish letters (written as escapes: the server's texts keep no Polish letters in code).
const PL = '\u0105\u0107\u0119\u0142\u0144\u00f3\u015b\u017a\u017c';
const ASCII = 'acelnoszz';
/** Filter texts folded like foldSql: lower case, Polish letters plain, LIKE wildcards escaped. */
const folded = (xs: string[]) =>
  xs
    .map((x) =>
      x
        .trim()
        .toLowerCase()
        .replace(new RegExp(`[${PL}]`, 'g'), (c) => ASCII[PL.indexOf(c)]!)
        .replace(/[\\%_]/g, '\\$&'),
    )
    .filter(Boolean);
/** A column folded in SQL the same way, so 'gdan' finds 'Gdańsk'. */
const foldSql = (col: unknown) => sql`translate(lower(${col}), ${PL}, ${ASCII})`;
/** Any of the texts as a prefix of the column (SPEC §3 city and street filters). */
const anyPrefix = (col: unknown, xs: string[]) =>
  sql`(${sql.join(
    xs.map((x) => sql`${foldSql(col)} like ${`${x}%`}`),
    sql` or `,
  )})`;

export function actionWhere(user: SessionUser, f: Partial<ActionFilters>): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.since || f.until) {
    const since = f.since ? wireOrFail(f.since, 'actions.since') : undefined;
    const until = f.until ? wireOrFail(f.until, 'actions.until') : undefined;
    // list_at is the start, or the creation time of an undated draft (which must still be found).
    if (since) conds.push(gte(actions.listAt, since));
    // A day alone (YYYY-MM-DD) as until counts whole: up to the start of the next day.
    if (until && isDay(f.until)) conds.push(lt(actions.listAt, endOfDayExclusive(f.until!)!));
    else if (until) conds.push(lte(actions.listAt, until));
  }
  if (f.availability) {
    const s = wireOrFail(f.availability.since, 'actions.availability.since');
    const u = wireOrFail(f.availability.until, 'actions.availability.until');
    conds.push(lt(actions.since, u), gt(actions.until, s));
  }
  if (f.finished) conds.push(eq(actions.status, 'finished'));
  if (f.statuses?.idents.length) conds.push(inArray(actions.status, f.statuses.idents));
  if (f.events?.uuids.length) conds.push(inArray(actions.eventId, f.events.uuids));
  if (f.ids?.length) {
    const ids = f.ids.map((x) => x.trim()).filter(Boolean);
    conds.push(or(inArray(actions.ident, ids), inArray(sql`${actions.id}::text`, ids)));
  }
  if (f.users?.uuids.length) {
    conds.push(
      existsSub(
        sql`select 1 from ${actionUsers} where ${actionUsers.actionId} = ${actions.id} and ${inArray(actionUsers.userId, f.users.uuids)}`,
      ),
    );
  }
  const cities = folded(f.cities ?? []);
  const streets = folded(f.streets ?? []);
  if (cities.length || streets.length) {
    conds.push(
      existsSub(
        sql`select 1 from ${actionPoints} join ${points} on ${points.id} = ${actionPoints.pointId} where ${actionPoints.actionId} = ${actions.id}${
          cities.length ? sql` and ${anyPrefix(points.cityName, cities)}` : sql``
        }${streets.length ? sql` and ${anyPrefix(points.streetAddress, streets)}` : sql``}`,
      ),
    );
  }
  // Who may see what.
  if (user.role === 'HST') {
    conds.push(
      existsSub(
        sql`select 1 from ${actionUsers} where ${actionUsers.actionId} = ${actions.id} and ${actionUsers.userId} = ${user.id}`,
      ),
    );
    if (f.territories?.uuids.length) conds.push(inArray(actions.territoryId, f.territories.uuids));
  } else {
    const reach = narrowTerritories(user, f.territories?.uuids);
    if (reach !== 'all') conds.push(reach.length ? inArray(actions.territoryId, reach) : sql`false`);
  }
  return and(...conds);
}
