// /user/list: the personnel of the caller's territories with availability and actions in a range
// (by default the next 30 days).
import { REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { narrowTerritories } from '../../access/scope';
import { fail } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { dayjs, fromWire, startOfToday } from '../../infra/dates';
import { listUsers, type Range } from './service';

export const userHandlers = defineHandlers({
  async userList(ctx) {
    const user = caller(ctx);
    const t = ctx.body.territory;
    const requested = t ? [...(t.uuid ? [t.uuid] : []), ...(t.uuids ?? [])] : [];
    const reach = narrowTerritories(user, requested);
    let range: Range;
    if (ctx.body.availability) {
      const since = fromWire(ctx.body.availability.since);
      const until = fromWire(ctx.body.availability.until);
      if (!since || !until || until < since) throw fail.field('availability', REQUEST_TEXTS.invalidDateRange);
      range = { since, until };
    } else {
      const since = startOfToday(ctx.deps.now());
      range = { since, until: dayjs(since).add(30, 'day').toDate() };
    }
    const query = { reach, role: ctx.body.role?.uuid, range };
    return { data: await listUsers(ctx.deps, query, ctx.body.pagination) };
  },
});
