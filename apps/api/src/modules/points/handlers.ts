// /point/list: the points (locations) of an event and territory within the caller's reach.
import { assertTerritory } from '../../access/scope';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { listPoints } from './service';

export const pointHandlers = defineHandlers({
  async pointList(ctx) {
    const user = caller(ctx);
    const territoryId = ctx.body.territory?.uuid;
    if (ctx.body.territory) assertTerritory(user, territoryId);
    const filter = { territoryId, eventId: ctx.body.event?.uuid };
    return { data: await listPoints(ctx.deps, user, filter, ctx.body.pagination) };
  },
});
