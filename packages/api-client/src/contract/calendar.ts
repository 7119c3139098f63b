// /calendar (issue 29, additions): a secret calendar feed of the caller's actions, and one action's
// .ics for the hostess. The feed itself (GET /calendar/<token>.ics) has no session and is no POST
// call: the API registers it beside /health.
import { ROLES } from '@tourplanner/domain/entities';
import {
  calendarFeedAnswer,
  calendarFeedCreateBody,
  hostessActionIcsBody,
} from '@tourplanner/domain/wire/calendar';
import { defineCall } from '../define.ts';
import { fileAnswer } from '../schemas.ts';

export const calendarCalls = {
  calendarFeedCreate: defineCall({
    path: '/calendar/feed/create',
    roles: ROLES,
    request: calendarFeedCreateBody,
    response: calendarFeedAnswer,
    addition: true,
    summary:
      "A new secret calendar feed URL of the caller's actions (shown once; ends the caller's previous one).",
  }),
  hostessActionIcs: defineCall({
    path: '/hostess/action/ics',
    kind: 'file',
    roles: ['HST'],
    request: hostessActionIcsBody,
    response: fileAnswer,
    addition: true,
    summary: "One of the signed-in hostess's actions as an iCalendar file (text/calendar).",
  }),
} as const;
