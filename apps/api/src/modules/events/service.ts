// Events: the list within the caller's reach and a date range, and creating and updating one
// with its territories (an event without territories runs everywhere).
import type { Event } from '@tourplanner/domain/entities';
import { EVENT_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { events, eventTerritories } from '../../db/schema/events';
import { territories } from '../../db/schema/territories';
import { ApiError, fail } from '../../errors';
import { toWireBox } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';
import { existsSub, notExistsSub, uniqueAsConflict } from '../../infra/sql';

/** An event as sent, its dates parsed and its territories chosen (the handler checks the dates). */
export interface EventValues {
  values: { ident: string; name: string; chain: string | null; since: Date; until: Date };
  territoryIds: string[];
}

/** Events as the wire shows them, in the order of `ids`, with their territories. */
export async function loadWireEvents(db: Db, ids: string[]): Promise<Event[]> {
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

/** A page of the events in `reach` (territory ids or 'all') overlapping [since, until]. */
export async function listEvents(
  deps: AppDeps,
  query: { reach: 'all' | string[]; ids?: string[]; since: Date | null; until: Date | null },
  page: { page: number; pageSize: number },
): Promise<Event[]> {
  const { reach, ids, since, until } = query;
  const rows = await deps.db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        // Overlapping the range: it ends after the range starts and starts before it ends.
        ids ? (ids.length ? inArray(events.id, ids) : sql`false`) : undefined,
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
    .limit(page.pageSize)
    .offset(page.page * page.pageSize);
  return loadWireEvents(
    deps.db,
    rows.map((r) => r.id),
  );
}

/** Every territory exists; a retired one only where the event has it already (ADR 0015). */
async function checkTerritories(db: Db, territoryIds: string[], eventId?: string) {
  if (!territoryIds.length) return;
  const found = await db
    .select({ id: territories.id, trashedAt: territories.trashedAt })
    .from(territories)
    .where(inArray(territories.id, territoryIds));
  if (found.length !== territoryIds.length) throw new ApiError('E_NOT_FOUND');
  const retired = found.filter((t) => t.trashedAt !== null).map((t) => t.id);
  if (!retired.length) return;
  const kept = eventId
    ? await db
        .select({ id: eventTerritories.territoryId })
        .from(eventTerritories)
        .where(and(eq(eventTerritories.eventId, eventId), inArray(eventTerritories.territoryId, retired)))
    : [];
  if (kept.length !== retired.length) throw fail.field('event.territory', EVENT_TEXTS.territoryRetired);
}

/** E_CONFLICT on event.ident for an Id another event has; other errors as they are. */
const identTaken = (err: unknown) => uniqueAsConflict(err, 'event.ident', EVENT_TEXTS.identTaken);

async function linkTerritories(db: Db, eventId: string, territoryIds: string[]) {
  if (territoryIds.length) {
    await db.insert(eventTerritories).values(territoryIds.map((territoryId) => ({ eventId, territoryId })));
  }
}

export async function createEvent(deps: AppDeps, user: SessionUser, e: EventValues): Promise<Event> {
  await checkTerritories(deps.db, e.territoryIds);
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(events)
        .values({ ...e.values, createdBy: user.id })
        .returning({ id: events.id });
      await linkTerritories(tx, row!.id, e.territoryIds);
      return row!.id;
    });
  } catch (err) {
    throw identTaken(err);
  }
  const [wire] = await loadWireEvents(deps.db, [id]);
  return wire!;
}

export async function updateEvent(deps: AppDeps, id: string, e: EventValues): Promise<Event> {
  await checkTerritories(deps.db, e.territoryIds, id);
  try {
    await deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(events)
        .set({ ...e.values, updatedAt: deps.now() })
        .where(eq(events.id, id))
        .returning({ id: events.id });
      if (!updated.length) throw new ApiError('E_NOT_FOUND');
      await tx.delete(eventTerritories).where(eq(eventTerritories.eventId, id));
      await linkTerritories(tx, id, e.territoryIds);
    });
  } catch (err) {
    throw identTaken(err);
  }
  const [wire] = await loadWireEvents(deps.db, [id]);
  return wire!;
}
