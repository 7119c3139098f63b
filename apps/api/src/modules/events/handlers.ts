// /event/list (with the date-range addition), /event/create and /event/update (addition).
import { EVENT_TEXTS, REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { reachableTerritories } from '../../access/scope';
import { fail } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { fromWire } from '../../infra/dates';
import { createEvent, type EventValues, listEvents, updateEvent } from './service';

interface EventBody {
  ident: string;
  name: string;
  chain?: string | null | undefined;
  since: { date: string };
  until: { date: string };
  territory: { uuid: string; trash?: boolean | undefined }[];
}

/** The event as sent: real dates, the end not before the start, its territories without the trashed. */
function eventValues(e: EventBody): EventValues {
  const since = fromWire(e.since.date);
  const until = fromWire(e.until.date);
  if (!since) throw fail.field('event.since.date', REQUEST_TEXTS.invalidDate);
  if (!until) throw fail.field('event.until.date', REQUEST_TEXTS.invalidDate);
  if (until < since) throw fail.field('event.until', EVENT_TEXTS.untilBeforeSince);
  return {
    values: { ident: e.ident.trim(), name: e.name.trim(), chain: e.chain ?? null, since, until },
    territoryIds: [...new Set(e.territory.filter((t) => !t.trash).map((t) => t.uuid))],
  };
}

export const eventHandlers = defineHandlers({
  async eventList(ctx) {
    const user = caller(ctx);
    const since = ctx.body.since ? fromWire(ctx.body.since) : null;
    const until = ctx.body.until ? fromWire(ctx.body.until) : null;
    if ((ctx.body.since && !since) || (ctx.body.until && !until)) {
      throw fail.field(since ? 'until' : 'since', REQUEST_TEXTS.invalidDate);
    }
    // A client sees its own events, whatever their territories.
    const query =
      user.role === 'CLIENT'
        ? { reach: 'all' as const, ids: user.eventIds, since, until }
        : { reach: reachableTerritories(user), since, until };
    return { data: await listEvents(ctx.deps, query, ctx.body.pagination) };
  },

  async eventCreate(ctx) {
    const event = await createEvent(ctx.deps, caller(ctx), eventValues(ctx.body.event));
    return { data: { ...event, new: true } };
  },

  async eventUpdate(ctx) {
    return { data: await updateEvent(ctx.deps, ctx.body.event.uuid, eventValues(ctx.body.event)) };
  },
});
