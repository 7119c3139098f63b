// /calendar/feed/create and /hostess/action/ics (issue 29). The database work is in
// feeds.service.ts (the feed's token) and service.ts (the actions a calendar shows); the iCalendar
// text in ics.ts; the feed itself, GET /calendar/<token>.ics, in feed-route.ts.
import { CALENDAR_FEED } from '@tourplanner/i18n-pl/calendar';
import { format } from '@tourplanner/i18n-pl/format';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { createFeed } from './feeds.service';
import { buildIcs, ICS_CONTENT_TYPE, publicHost } from './ics';
import { hostessCalendarAction } from './service';

export const calendarHandlers = defineHandlers({
  async calendarFeedCreate(ctx) {
    return { data: { url: await createFeed(ctx.deps, caller(ctx)) } };
  },

  async hostessActionIcs(ctx) {
    const user = caller(ctx);
    const action = await hostessCalendarAction(ctx.deps, user.id, ctx.body.action.uuid);
    const text = buildIcs([action], {
      host: publicHost(ctx.deps.env),
      names: { kind: 'only', userId: user.id },
      now: ctx.deps.now(),
    });
    return {
      file: Buffer.from(text, 'utf8'),
      contentType: ICS_CONTENT_TYPE,
      filename: format(CALENDAR_FEED.actionFile, { ident: action.ident }),
    };
  },
});
