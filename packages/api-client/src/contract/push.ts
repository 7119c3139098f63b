// /hostess/push (additions, issue 29 part 2): Web Push to the hostess's installed webform — the
// server's public key, and subscribing or unsubscribing this phone.
import {
  pushEmptyAnswer,
  pushKeyAnswer,
  pushKeyBody,
  pushSubscribeBody,
  pushUnsubscribeBody,
} from '@tourplanner/domain/wire/push';
import { defineCall } from '../define.ts';

export const pushCalls = {
  pushKey: defineCall({
    path: '/hostess/push/key',
    roles: ['HST'],
    request: pushKeyBody,
    response: pushKeyAnswer,
    addition: true,
    summary: "The server's VAPID public key for Web Push, or null when it sends none.",
  }),
  pushSubscribe: defineCall({
    path: '/hostess/push/subscribe',
    roles: ['HST'],
    request: pushSubscribeBody,
    response: pushEmptyAnswer,
    addition: true,
    summary:
      "Keep this phone's push subscription (endpoint and keys) for the hostess's reminders; tied to the session, dropped on sign-out.",
  }),
  pushUnsubscribe: defineCall({
    path: '/hostess/push/unsubscribe',
    roles: ['HST'],
    request: pushUnsubscribeBody,
    response: pushEmptyAnswer,
    addition: true,
    summary: 'Stop pushing to this endpoint (one of her own subscriptions; an unknown one changes nothing).',
  }),
} as const;
