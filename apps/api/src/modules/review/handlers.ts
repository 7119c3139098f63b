// /review/decide (issue #30): the coordinator's decisions on an action's photos (./service.ts).
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { decide } from './service';

export const reviewHandlers = defineHandlers({
  async reviewDecide(ctx) {
    return { data: await decide(ctx.deps, caller(ctx), ctx.body.items) };
  },
});
