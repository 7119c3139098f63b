// /user/list: the personnel of the caller's territories with availability and actions in a range.
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { users, userTerritories } from '../../db/schema/users';
import { caller } from '../../http/context';
import { ApiError } from '../../http/errors';
import { defineHandlers } from '../../http/handlers';
import { narrowTerritories } from '../../http/scope';
import { dayjs, fromWire, startOfToday } from '../../lib/dates';
import { existsSub } from '../../lib/sql';
import { wireUsers } from './wire';

export const userHandlers = defineHandlers({
  async userList(ctx) {
    const user = caller(ctx);
    const { page, pageSize } = ctx.body.pagination;
    const t = ctx.body.territory;
    const requested = t ? [...(t.uuid ? [t.uuid] : []), ...(t.uuids ?? [])] : [];
    const reach = narrowTerritories(user, requested);
    let range: { since: Date; until: Date };
    if (ctx.body.availability) {
      const since = fromWire(ctx.body.availability.since);
      const until = fromWire(ctx.body.availability.until);
      if (!since || !until || until < since) {
        throw new ApiError('E_VALIDATION', {
          fields: [{ path: 'availability', message: 'Niepoprawny zakres dat' }],
        });
      }
      range = { since, until };
    } else {
      const since = startOfToday(ctx.deps.now());
      range = { since, until: dayjs(since).add(30, 'day').toDate() };
    }
    let inReach: SQL | undefined;
    if (reach !== 'all') {
      inReach = reach.length
        ? existsSub(
            sql`select 1 from ${userTerritories} where ${userTerritories.userId} = ${users.id} and ${inArray(userTerritories.territoryId, reach)}`,
          )
        : sql`false`;
    }
    const rows = await ctx.deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.active, true), inReach, ctx.body.role ? eq(users.role, ctx.body.role.uuid) : undefined),
      )
      .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
      .limit(pageSize)
      .offset(page * pageSize);
    return {
      data: await wireUsers(
        ctx.deps.db,
        rows.map((r) => r.id),
        { availability: range, actions: range },
      ),
    };
  },
});
