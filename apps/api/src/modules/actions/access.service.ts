// Who may read an action's data (photos, receipts, survey): ADMIN any, ASM/HSADM within their
// territories, a hostess only the actions she is assigned to, a client the finished actions of its
// events (the contract keeps it from receipts).
import { and, eq } from 'drizzle-orm';
import { assertTerritory } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { actions, actionUsers } from '../../db/schema/actions';
import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';

export async function isAssigned(db: Db, userId: string, actionId: string): Promise<boolean> {
  const rows = await db
    .select({ a: actionUsers.actionId })
    .from(actionUsers)
    .where(and(eq(actionUsers.actionId, actionId), eq(actionUsers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The action's id and territory when the user may read its data; E_NOT_FOUND or E_FORBIDDEN otherwise. */
export async function assertCanReadAction(deps: Pick<AppDeps, 'db'>, user: SessionUser, actionId: string) {
  const { db } = deps;
  const [row] = await db
    .select({
      id: actions.id,
      territoryId: actions.territoryId,
      eventId: actions.eventId,
      status: actions.status,
    })
    .from(actions)
    .where(eq(actions.id, actionId));
  if (!row) throw new ApiError('E_NOT_FOUND');
  if (user.role === 'HST') {
    if (!(await isAssigned(db, user.id, actionId))) throw new ApiError('E_FORBIDDEN');
    return row;
  }
  if (user.role === 'CLIENT') {
    if (row.status !== 'finished' || !row.eventId || !user.eventIds.includes(row.eventId))
      throw new ApiError('E_FORBIDDEN');
    return row;
  }
  assertTerritory(user, row.territoryId);
  return row;
}
