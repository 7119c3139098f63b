// /notification/list and /notification/read (./service.ts); the alerts themselves are raised by
// jobs (./alerts.service.ts).
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { listNotifications, markNotificationsRead } from './service';

export const notificationHandlers = defineHandlers({
  async notificationList(ctx) {
    return { data: await listNotifications(ctx.deps, caller(ctx), ctx.body.pagination) };
  },
  async notificationRead(ctx) {
    return { data: await markNotificationsRead(ctx.deps, caller(ctx), ctx.body.uuids) };
  },
});
