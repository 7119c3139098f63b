// /action/create, /action/update, /action/set-status and /action/list.
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { createAction, listActions, setActionStatus, updateAction } from './service';

export const actionHandlers = defineHandlers({
  async actionCreate(ctx) {
    return { data: await createAction(ctx.deps, caller(ctx), ctx.body.action) };
  },
  async actionUpdate(ctx) {
    return { data: await updateAction(ctx.deps, caller(ctx), ctx.body.action) };
  },
  async actionSetStatus(ctx) {
    return {
      data: await setActionStatus(ctx.deps, caller(ctx), ctx.body.action.uuid, ctx.body.status.ident),
    };
  },
  async actionList(ctx) {
    return { data: await listActions(ctx.deps, caller(ctx), ctx.body.actions, ctx.body.pagination) };
  },
});
