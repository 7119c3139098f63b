// /notification: the coordinators' alerts (issue 29), each raised once per action, kind and hostess.
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import {
  notificationListAnswer,
  notificationListBody,
  notificationReadAnswer,
  notificationReadBody,
} from '@tourplanner/domain/wire/notifications';
import { defineCall } from '../define.ts';

export const notificationCalls = {
  notificationList: defineCall({
    path: '/notification/list',
    roles: BACK_OFFICE_ROLES,
    addition: true,
    request: notificationListBody,
    response: notificationListAnswer,
    summary:
      "Addition (issue 29): the alerts of the caller's territories (ADMIN: all), newest first, each with the caller's read mark, and her unread count.",
  }),
  notificationRead: defineCall({
    path: '/notification/read',
    roles: BACK_OFFICE_ROLES,
    addition: true,
    request: notificationReadBody,
    response: notificationReadAnswer,
    summary:
      'Addition (issue 29): marks alerts read for the caller (others keep theirs); unknown or unreachable ones are left alone. Answers her unread count.',
  }),
} as const;
