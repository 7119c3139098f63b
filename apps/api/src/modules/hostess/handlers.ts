// The hostess's own side of an action (DESIGN.md "Closing the loop"): her actions from today on,
// start with a photo and GPS, finish with a photo and the survey (./work.ts), or cancel.

import { and, asc, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { events } from '../../db/schema/events';
import { points } from '../../db/schema/points';
import { type AppDeps, caller } from '../../http/context';
import { ApiError } from '../../http/errors';
import { defineHandlers } from '../../http/handlers';
import { fromWire, startOfToday } from '../../lib/dates';
import { wireActions } from '../actions/wire';
import { finishAction, ownAction, startAction, transition } from './work';

const HOSTESS_LIST_LIMIT = 200;

async function actionAnswer(deps: AppDeps, id: string) {
  const [a] = await wireActions(deps.db, [id]);
  return a!;
}

export const hostessHandlers = defineHandlers({
  async hostessActions(ctx) {
    const user = caller(ctx);
    const since = ctx.body.since ? fromWire(ctx.body.since) : startOfToday(ctx.deps.now());
    const until = ctx.body.until ? fromWire(ctx.body.until) : null;
    if (!since || (ctx.body.until && !until)) {
      throw new ApiError('E_VALIDATION', { fields: [{ path: 'since', message: 'Niepoprawna data' }] });
    }
    const mine: SQL = sql`exists (select 1 from ${actionUsers} where ${actionUsers.actionId} = ${actions.id} and ${actionUsers.userId} = ${user.id})`;
    const where = and(mine, gte(actions.since, since), until ? lte(actions.since, until) : undefined);
    const [rows, total] = await Promise.all([
      ctx.deps.db
        .select({ id: actions.id, eventIdent: events.ident })
        .from(actions)
        .leftJoin(events, eq(events.id, actions.eventId))
        .where(where)
        .orderBy(asc(actions.since))
        .limit(HOSTESS_LIST_LIMIT),
      ctx.deps.db.select({ n: count() }).from(actions).where(where),
    ]);
    const ids = rows.map((r) => r.id);
    const [wire, pts] = await Promise.all([
      wireActions(ctx.deps.db, ids),
      ids.length
        ? ctx.deps.db
            .select({ actionId: actionPoints.actionId, p: points })
            .from(actionPoints)
            .innerJoin(points, eq(points.id, actionPoints.pointId))
            .where(inArray(actionPoints.actionId, ids))
        : Promise.resolve([]),
    ]);
    const eventIdent = new Map(rows.map((r) => [r.id, r.eventIdent]));
    return {
      data: {
        actions: wire.map((a) => ({
          ...a,
          eventIdent: eventIdent.get(a.uuid) ?? null,
          points: pts
            .filter((x) => x.actionId === a.uuid)
            .map(({ p }) => ({
              uuid: p.id,
              ident: p.ident,
              name: p.name,
              address: { streetAddress: p.streetAddress, streetNumber: p.streetNumber, cityName: p.cityName },
              lat: p.lat,
              lng: p.lng,
            })),
        })),
        count: Number(total[0]?.n ?? 0),
      },
    };
  },

  async actionStart(ctx) {
    const id = await startAction(ctx.deps, caller(ctx), ctx.body, ctx.files, ctx.idempotencyKey);
    return { data: await actionAnswer(ctx.deps, id) };
  },

  async actionFinish(ctx) {
    const id = await finishAction(ctx.deps, caller(ctx), ctx.body, ctx.files, ctx.idempotencyKey);
    return { data: await actionAnswer(ctx.deps, id) };
  },

  async actionCancel(ctx) {
    const user = caller(ctx);
    const row = await ownAction(ctx.deps, user, ctx.body.action.uuid);
    const reason = ctx.body.reason?.trim();
    await transition(ctx.deps.db, ctx.deps.now(), row.id, ['editable', 'accepted'], {
      status: 'hst_cancelled',
      ...(reason
        ? { description: [row.description, `Odwołane przez hostessę: ${reason}`].filter(Boolean).join('\n') }
        : {}),
    });
    return { data: await actionAnswer(ctx.deps, row.id) };
  },
});
