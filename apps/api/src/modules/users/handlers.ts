// /user/list: the personnel of the caller's territories with availability and actions in a range
// (by default the next 30 days); /user/search (the 'Konta' tab's pages), /user/create,
// /user/update, /user/deactivate, /user/activate: account management. Services: ./service.ts
// (the list, the search, people as the wire shows them), ./accounts.service.ts (accounts;
// ./account-input.ts checks the fields) and ./first-admin.service.ts (the create-admin command).
import { REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { narrowTerritories } from '../../access/scope';
import { fail } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { dayjs, endOfDayExclusive, fromWire, isDay, startOfToday } from '../../infra/dates';
import { accountValues } from './account-input';
import { activateAccount, createAccount, deactivateAccount, updateAccount } from './accounts.service';
import { listUsers, type Range, searchAccounts } from './service';

export const userHandlers = defineHandlers({
  async userList(ctx) {
    const user = caller(ctx);
    const t = ctx.body.territory;
    const requested = t ? [...(t.uuid ? [t.uuid] : []), ...(t.uuids ?? [])] : [];
    const reach = narrowTerritories(user, requested);
    let range: Range | null;
    if (ctx.body.withSchedule === false) range = null;
    else if (ctx.body.availability) {
      const since = fromWire(ctx.body.availability.since);
      const u = ctx.body.availability.until;
      // A day alone as until counts whole, as /action/list reads it.
      const until = isDay(u) ? endOfDayExclusive(u) : fromWire(u);
      if (!since || !until || until < since) throw fail.field('availability', REQUEST_TEXTS.invalidDateRange);
      range = { since, until };
    } else {
      const since = startOfToday(ctx.deps.now());
      range = { since, until: dayjs(since).add(30, 'day').toDate() };
    }
    const query = { reach, role: ctx.body.role?.uuid, range, withInactive: ctx.body.withInactive ?? false };
    return { data: await listUsers(ctx.deps, query, ctx.body.pagination) };
  },

  async userSearch(ctx) {
    const { search, role, active, pagination } = ctx.body;
    const reach = narrowTerritories(caller(ctx), []);
    const query = { reach, search, role: role?.uuid, active };
    return { data: await searchAccounts(ctx.deps, query, pagination) };
  },

  async userCreate(ctx) {
    return { data: await createAccount(ctx.deps, caller(ctx), accountValues(ctx.body.user)) };
  },

  async userUpdate(ctx) {
    const { uuid } = ctx.body.user;
    return { data: await updateAccount(ctx.deps, caller(ctx), uuid, accountValues(ctx.body.user)) };
  },

  async userDeactivate(ctx) {
    return { data: await deactivateAccount(ctx.deps, caller(ctx), ctx.body.user.uuid) };
  },

  async userActivate(ctx) {
    return { data: await activateAccount(ctx.deps, caller(ctx), ctx.body.user.uuid) };
  },
});
