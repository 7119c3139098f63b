// /event/list (with the date-range addition), /event/create and /event/update (addition).
import type { Event } from '@tourplanner/domain/entities';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, eventTerritories } from '../../db/schema/events';
import { territories } from '../../db/schema/territories';
import { caller } from '../../http/context';
import { ApiError } from '../../http/errors';
import { defineHandlers } from '../../http/handlers';
import { reachableTerritories } from '../../http/scope';
import { fromWire, toWireBox } from '../../lib/dates';
import { existsSub, notExistsSub } from '../../lib/sql';

async function wireEvents(db: Db, ids: string[]): Promise<Event[]> {
  if (!ids.length) return [];
  const [rows, terr] = await Promise.all([
    db.select().from(events).where(inArray(events.id, ids)),
    db
      .select({ eventId: eventTerritories.eventId, uuid: territories.id, ident: territories.ident })
      .from(eventTerritories)
      .innerJoin(territories, eq(territories.id, eventTerritories.territoryId))
      .where(inArray(eventTerritories.eventId, ids))
      .orderBy(asc(territories.ident)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const e = byId.get(id);
    if (!e) return [];
    return [
      {
        uuid: e.id,
        ident: e.ident,
        name: e.name,
        chain: e.chain,
        since: toWireBox(e.since),
        until: toWireBox(e.until),
        territory: terr.filter((t) => t.eventId === id).map((t) => ({ uuid: t.uuid, ident: t.ident })),
      },
    ];
  });
}

interface EventBody {
  ident: string;
  name: string;
  chain?: string | null | undefined;
  since: { date: string };
  until: { date: string };
  territory: { uuid: string; trash?: boolean | undefined }[];
}

async function resolveEvent(db: Db, e: EventBody) {
  const since = fromWire(e.since.date);
  const until = fromWire(e.until.date);
  if (!since)
    throw new ApiError('E_VALIDATION', {
      fields: [{ path: 'event.since.date', message: 'Niepoprawna data' }],
    });
  if (!until)
    throw new ApiError('E_VALIDATION', {
      fields: [{ path: 'event.until.date', message: 'Niepoprawna data' }],
    });
  if (until < since) {
    throw new ApiError('E_VALIDATION', {
      fields: [{ path: 'event.until', message: 'Koniec eventu nie może być przed początkiem.' }],
    });
  }
  const territoryIds = [...new Set(e.territory.filter((t) => !t.trash).map((t) => t.uuid))];
  if (territoryIds.length) {
    const found = await db
      .select({ id: territories.id })
      .from(territories)
      .where(inArray(territories.id, territoryIds));
    if (found.length !== territoryIds.length) throw new ApiError('E_NOT_FOUND');
  }
  return {
    values: { ident: e.ident.trim(), name: e.name.trim(), chain: e.chain ?? null, since, until },
    territoryIds,
  };
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export const eventHandlers = defineHandlers({
  async eventList(ctx) {
    const user = caller(ctx);
    const { page, pageSize } = ctx.body.pagination;
    const since = ctx.body.since ? fromWire(ctx.body.since) : null;
    const until = ctx.body.until ? fromWire(ctx.body.until) : null;
    if ((ctx.body.since && !since) || (ctx.body.until && !until)) {
      throw new ApiError('E_VALIDATION', {
        fields: [{ path: since ? 'until' : 'since', message: 'Niepoprawna data' }],
      });
    }
    const reach = reachableTerritories(user);
    const rows = await ctx.deps.db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          // Overlapping the range: it ends after the range starts and starts before it ends.
          since ? gte(events.until, since) : undefined,
          until ? lte(events.since, until) : undefined,
          reach === 'all'
            ? undefined
            : or(
                notExistsSub(
                  sql`select 1 from ${eventTerritories} where ${eventTerritories.eventId} = ${events.id}`,
                ),
                reach.length
                  ? existsSub(
                      sql`select 1 from ${eventTerritories} where ${eventTerritories.eventId} = ${events.id} and ${inArray(eventTerritories.territoryId, reach)}`,
                    )
                  : undefined,
              ),
        ),
      )
      .orderBy(asc(events.since), asc(events.ident))
      .limit(pageSize)
      .offset(page * pageSize);
    return {
      data: await wireEvents(
        ctx.deps.db,
        rows.map((r) => r.id),
      ),
    };
  },

  async eventCreate(ctx) {
    const user = caller(ctx);
    const r = await resolveEvent(ctx.deps.db, ctx.body.event);
    try {
      const id = await ctx.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(events)
          .values({ ...r.values, createdBy: user.id })
          .returning({ id: events.id });
        if (r.territoryIds.length) {
          await tx
            .insert(eventTerritories)
            .values(r.territoryIds.map((territoryId) => ({ eventId: row!.id, territoryId })));
        }
        return row!.id;
      });
      const [e] = await wireEvents(ctx.deps.db, [id]);
      return { data: { ...e!, new: true } };
    } catch (err) {
      if (isUniqueViolation(err))
        throw new ApiError('E_CONFLICT', {
          fields: [{ path: 'event.ident', message: 'Event o tym Id już istnieje.' }],
        });
      throw err;
    }
  },

  async eventUpdate(ctx) {
    const r = await resolveEvent(ctx.deps.db, ctx.body.event);
    const id = ctx.body.event.uuid;
    try {
      await ctx.deps.db.transaction(async (tx) => {
        const updated = await tx
          .update(events)
          .set({ ...r.values, updatedAt: ctx.deps.now() })
          .where(eq(events.id, id))
          .returning({ id: events.id });
        if (!updated.length) throw new ApiError('E_NOT_FOUND');
        await tx.delete(eventTerritories).where(eq(eventTerritories.eventId, id));
        if (r.territoryIds.length) {
          await tx
            .insert(eventTerritories)
            .values(r.territoryIds.map((territoryId) => ({ eventId: id, territoryId })));
        }
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw new ApiError('E_CONFLICT', {
          fields: [{ path: 'event.ident', message: 'Event o tym Id już istnieje.' }],
        });
      throw err;
    }
    const [e] = await wireEvents(ctx.deps.db, [id]);
    return { data: e! };
  },
});
