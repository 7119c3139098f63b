// /point/list: the points (locations) of an event and territory within the caller's reach.
import { and, asc, eq } from 'drizzle-orm';
import { points } from '../../db/schema/points';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { assertTerritory, territoryCondition } from '../../http/scope';
import { pointOfEvent } from './of-event';

export const pointHandlers = defineHandlers({
  async pointList(ctx) {
    const user = caller(ctx);
    const { page, pageSize } = ctx.body.pagination;
    if (ctx.body.territory) assertTerritory(user, ctx.body.territory.uuid);
    const eventId = ctx.body.event?.uuid;
    const rows = await ctx.deps.db
      .select()
      .from(points)
      .where(
        and(
          territoryCondition(user, points.territoryId),
          ctx.body.territory ? eq(points.territoryId, ctx.body.territory.uuid) : undefined,
          eventId ? pointOfEvent(eventId) : undefined,
        ),
      )
      .orderBy(asc(points.cityName), asc(points.ident))
      .limit(pageSize)
      .offset(page * pageSize);
    return {
      data: rows.map((p) => ({
        uuid: p.id,
        ident: p.ident,
        name: p.name,
        address: { streetAddress: p.streetAddress, streetNumber: p.streetNumber, cityName: p.cityName },
        lat: p.lat,
        lng: p.lng,
      })),
    };
  },
});
