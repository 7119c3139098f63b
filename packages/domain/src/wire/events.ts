// /event/list, /event/create and /event/update: the events screen's calls.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { dateBox, event, uuid, wireDateTime } from '../entities.ts';
import { pagePagination } from '../paging.ts';

/** An event as the back office sends it (the server fills `new` and the territories' names). */
export const eventInput = z.object({
  ident: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  chain: z.string().max(200).nullable().optional(),
  since: dateBox,
  until: dateBox,
  territory: z
    .array(z.object({ uuid, ident: z.string().optional(), trash: z.boolean().optional() }))
    .max(500),
});
export type EventInput = z.infer<typeof eventInput>;

export const eventListBody = z.object({
  pagination: pagePagination(LIMITS.eventsPageSize),
  /** Addition: events overlapping the range (the events screen). */
  since: wireDateTime.optional(),
  until: wireDateTime.optional(),
});
export const eventListAnswer = z.array(event);
export const eventCreateBody = z.object({ event: eventInput });
export const eventUpdateBody = z.object({ event: eventInput.extend({ uuid }) });
