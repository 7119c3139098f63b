// /notification/list and /notification/read (issue 29): the coordinators' alerts, newest first, with
// read marks per person. Each alert carries what its panel needs to offer a replacement: the
// action's window, territory, points and hostesses.
import { z } from 'zod';
import { ALERT_KINDS, NOTIFICATION_PAGE_SIZE } from '../alerts.ts';
import { dateBox, uuid } from '../entities.ts';
import { pagePagination } from '../paging.ts';
import { ref } from './common.ts';

export const notificationListBody = z.object({ pagination: pagePagination(NOTIFICATION_PAGE_SIZE) });

export const notificationRow = z.object({
  uuid,
  kind: z.enum(ALERT_KINDS),
  created: dateBox,
  read: z.boolean(),
  /** The Polish sentence written when the alert was raised. */
  text: z.string(),
  action: z.object({
    uuid,
    ident: z.string(),
    name: z.string(),
    since: dateBox.nullable(),
    until: dateBox.nullable(),
    status: z.string(),
    territory: ref.nullable(),
    points: z.array(ref),
    /** The action's hostesses now (after a replacement: the new one). */
    users: z.array(ref),
  }),
  /** The hostess the alert is about. */
  hostess: z.object({ uuid, firstname: z.string(), lastname: z.string() }),
});
export type NotificationRow = z.infer<typeof notificationRow>;

export const notificationListAnswer = z.object({
  notifications: z.array(notificationRow),
  /** The caller's unread alerts in all (not only this page). */
  unread: z.number().int().min(0),
});

export const notificationReadBody = z.object({ uuids: z.array(uuid).min(1).max(NOTIFICATION_PAGE_SIZE) });
export const notificationReadAnswer = z.object({ unread: z.number().int().min(0) });
