// Calendar feeds (issue 29): a new secret feed URL for the signed-in person, and one action's .ics
// for the hostess's 'Dodaj do kalendarza'.
import { z } from 'zod';
import { ref } from './common.ts';

/** `/calendar/feed/create` takes nothing: the feed is the caller's. */
export const calendarFeedCreateBody = z.object({}).strict();
/** The feed's URL, shown once: only its token's hash is kept. */
export const calendarFeedAnswer = z.object({ url: z.string().url() });

/** `/hostess/action/ics`: one of her own actions. */
export const hostessActionIcsBody = z.object({ action: ref });
