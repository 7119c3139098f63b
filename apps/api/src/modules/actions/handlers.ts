// /action/create, /action/update, /action/set-status, /action/list, /action/personnel (the
// wizard's ranked hostesses, ./personnel.service.ts) and /action/reassign (./reassign.service.ts).

import { REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { fail } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { fromWire } from '../../infra/dates';
import { withReviews } from '../signals/reviews.service';
import { rankPersonnel } from './personnel.service';
import { reassignAction } from './reassign.service';
import { createAction, listActions, setActionStatus, updateAction } from './service';
import { forClient } from './wire';

export const actionHandlers = defineHandlers({
  async actionCreate(ctx) {
    return { data: await createAction(ctx.deps, caller(ctx), ctx.body.action) };
  },
  async actionUpdate(ctx) {
    return { data: await updateAction(ctx.deps, caller(ctx), ctx.body.action) };
  },
  async actionSetStatus(ctx) {
    return {
      data: await setActionStatus(
        ctx.deps,
        caller(ctx),
        ctx.body.action.uuid,
        ctx.body.status.ident,
        ctx.body.availabilityOverride ?? null,
      ),
    };
  },
  async actionPersonnel(ctx) {
    const since = fromWire(ctx.body.since);
    const until = fromWire(ctx.body.until);
    // One action's window: at most a week (the ranking reads her week around it).
    const week = 7 * 86_400_000;
    if (!since || !until || until <= since || until.getTime() - since.getTime() > week)
      throw fail.field('until', REQUEST_TEXTS.invalidDateRange);
    const pointIds = [...new Set((ctx.body.points ?? []).map((p) => p.uuid))];
    return {
      data: await rankPersonnel(ctx.deps, caller(ctx), {
        window: { since, until, pointIds },
        territoryId: ctx.body.territory?.uuid ?? null,
        actionId: ctx.body.action?.uuid ?? null,
      }),
    };
  },
  async actionReassign(ctx) {
    return {
      data: await reassignAction(ctx.deps, caller(ctx), {
        actionId: ctx.body.action.uuid,
        userId: ctx.body.user.uuid,
        fromId: ctx.body.from?.uuid ?? null,
        reason: ctx.body.availabilityOverride ?? null,
      }),
    };
  },
  async actionList(ctx) {
    const user = caller(ctx);
    const page = await listActions(ctx.deps, user, ctx.body.actions, ctx.body.pagination);
    // A client sees neither the photos' review nor its signals: only what Raporty shows it.
    if (user.role === 'CLIENT')
      return { data: { ...page, actions: forClient(page.actions.map(({ attendance: _, ...a }) => a)) } };
    return { data: { ...page, actions: await withReviews(ctx.deps, user, page.actions) } };
  },
});
