// /action/history (issue 29): an action's history, oldest first, scoped like the action
// (./service.ts; the entries are written by the modules that change the action).
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { listActionHistory } from './service';

export const historyHandlers = defineHandlers({
  async actionHistory(ctx) {
    return { data: await listActionHistory(ctx.deps, caller(ctx), ctx.body.action.uuid) };
  },
});
