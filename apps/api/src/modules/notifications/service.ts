// The coordinators' alerts as the bell lists them (issue 29): those of the caller's territories
// (ADMIN: all), newest first, with her own read marks; marking read is hers alone.
import type { NotificationRow } from '@tourplanner/domain/wire/notifications';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { territoryCondition } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { notificationReads, notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { toWireBox, toWireBoxOrNull } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';

const visible = (user: SessionUser): SQL | undefined => territoryCondition(user, notifications.territoryId);

async function unreadCount(deps: AppDeps, user: SessionUser): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, user.id)),
    )
    .where(and(visible(user), isNull(notificationReads.userId)));
  return Number(row?.n ?? 0);
}

export async function listNotifications(
  deps: AppDeps,
  user: SessionUser,
  page: { page: number; pageSize: number },
): Promise<{ notifications: NotificationRow[]; unread: number }> {
  const rows = await deps.db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      createdAt: notifications.createdAt,
      text: notifications.text,
      readAt: notificationReads.readAt,
      actionId: actions.id,
      ident: actions.ident,
      name: actions.name,
      since: actions.since,
      until: actions.until,
      status: actions.status,
      territoryId: actions.territoryId,
      hostessId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(notifications)
    .innerJoin(actions, eq(actions.id, notifications.actionId))
    .innerJoin(users, eq(users.id, notifications.hostessId))
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, user.id)),
    )
    .where(visible(user))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset(page.page * page.pageSize);
  const ids = [...new Set(rows.map((r) => r.actionId))];
  const [pts, people] = ids.length
    ? await Promise.all([
        deps.db
          .select({ actionId: actionPoints.actionId, id: actionPoints.pointId })
          .from(actionPoints)
          .where(inArray(actionPoints.actionId, ids)),
        deps.db
          .select({ actionId: actionUsers.actionId, id: actionUsers.userId })
          .from(actionUsers)
          .where(inArray(actionUsers.actionId, ids)),
      ])
    : [[], []];
  const of = (list: { actionId: string; id: string }[], actionId: string) =>
    list
      .filter((x) => x.actionId === actionId)
      .map((x) => ({ uuid: x.id }))
      .sort((a, b) => a.uuid.localeCompare(b.uuid));
  return {
    notifications: rows.map((r) => ({
      uuid: r.id,
      kind: r.kind,
      created: toWireBox(r.createdAt),
      read: r.readAt !== null,
      text: r.text,
      action: {
        uuid: r.actionId,
        ident: r.ident,
        name: r.name,
        since: toWireBoxOrNull(r.since),
        until: toWireBoxOrNull(r.until),
        status: r.status,
        territory: r.territoryId ? { uuid: r.territoryId } : null,
        points: of(pts, r.actionId),
        users: of(people, r.actionId),
      },
      hostess: { uuid: r.hostessId, firstname: r.firstname, lastname: r.lastname },
    })),
    unread: await unreadCount(deps, user),
  };
}

/** Marks the caller's reachable ones among `ids` read (again: no change); answers her unread count. */
export async function markNotificationsRead(
  deps: AppDeps,
  user: SessionUser,
  ids: string[],
): Promise<{ unread: number }> {
  const reachable = await deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inArray(notifications.id, [...new Set(ids)]), visible(user)));
  if (reachable.length) {
    await deps.db
      .insert(notificationReads)
      .values(reachable.map((r) => ({ notificationId: r.id, userId: user.id, readAt: deps.now() })))
      .onConflictDoNothing();
  }
  return { unread: await unreadCount(deps, user) };
}
