// The hostess's own side of an action (docs/product/design.md "Closing the loop"): her actions from
// today on, start with a photo and GPS, finish with a photo and the survey, or cancel
// (./service.ts); the retake of a photo the coordinator asked her to redo (../review/service.ts).
import { REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { fail } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { fromWire, startOfToday } from '../../infra/dates';
import { retakePhoto } from '../review/service';
import { withReviews } from '../signals/reviews.service';
import {
  cancelAction,
  confirmAction,
  finishAction,
  hostessActionAnswer,
  listHostessActions,
  startAction,
} from './service';

export const hostessHandlers = defineHandlers({
  async hostessActions(ctx) {
    const since = ctx.body.since ? fromWire(ctx.body.since) : startOfToday(ctx.deps.now());
    const until = ctx.body.until ? fromWire(ctx.body.until) : null;
    if (!since || (ctx.body.until && !until)) throw fail.field('since', REQUEST_TEXTS.invalidDate);
    const list = await listHostessActions(ctx.deps, caller(ctx), since, until);
    return { data: { ...list, actions: await withReviews(ctx.deps, caller(ctx), list.actions) } };
  },

  async actionStart(ctx) {
    const id = await startAction(ctx.deps, caller(ctx), ctx.body, ctx.files, ctx.idempotencyKey);
    return { data: await hostessActionAnswer(ctx.deps, id) };
  },

  async actionFinish(ctx) {
    const id = await finishAction(ctx.deps, caller(ctx), ctx.body, ctx.files, ctx.idempotencyKey);
    return { data: await hostessActionAnswer(ctx.deps, id) };
  },

  async actionRetake(ctx) {
    const id = await retakePhoto(ctx.deps, caller(ctx), ctx.body, ctx.files);
    return { data: await hostessActionAnswer(ctx.deps, id) };
  },

  async actionConfirm(ctx) {
    const id = await confirmAction(ctx.deps, caller(ctx), ctx.body.action.uuid);
    return { data: await hostessActionAnswer(ctx.deps, id) };
  },

  async actionCancel(ctx) {
    const id = await cancelAction(ctx.deps, caller(ctx), ctx.body.action.uuid, ctx.body.reason?.trim());
    return { data: await hostessActionAnswer(ctx.deps, id) };
  },
});
