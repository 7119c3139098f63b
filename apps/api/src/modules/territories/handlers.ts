// /territory/list: the territories the caller may reach.
import { asc } from 'drizzle-orm';
import { territories } from '../../db/schema/territories';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { territoryCondition } from '../../http/scope';

export const territoryHandlers = defineHandlers({
  async territoryList(ctx) {
    const user = caller(ctx);
    const { page, pageSize } = ctx.body.pagination;
    const rows = await ctx.deps.db
      .select({ uuid: territories.id, ident: territories.ident })
      .from(territories)
      .where(territoryCondition(user, territories.id))
      .orderBy(asc(territories.ident))
      .limit(pageSize)
      .offset(page * pageSize);
    return { data: rows };
  },
});
