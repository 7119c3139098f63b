// /territory/list: the territories the caller may reach.
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { listTerritories } from './service';

export const territoryHandlers = defineHandlers({
  async territoryList(ctx) {
    return { data: await listTerritories(ctx.deps, caller(ctx), ctx.body.pagination) };
  },
});
