// Who may read an action's data (photos, receipts, survey): ADMIN any, ASM/HSADM within their
// territories, a hostess only the actions she is assigned to.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actions, actionUsers } from '../../db/schema/actions';
import type { SessionUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { assertTerritory } from '../../http/scope';

export async function isAssigned(db: Db, userId: string, actionId: string): Promise<boolean> {
  const rows = await db
    .select({ a: actionUsers.actionId })
    .from(actionUsers)
    .where(and(eq(actionUsers.actionId, actionId), eq(actionUsers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function assertCanReadAction(db: Db, user: SessionUser, actionId: string) {
  const [row] = await db
    .select({ id: actions.id, territoryId: actions.territoryId })
    .from(actions)
    .where(eq(actions.id, actionId));
  if (!row) throw new ApiError('E_NOT_FOUND');
  if (user.role === 'HST') {
    if (!(await isAssigned(db, user.id, actionId))) throw new ApiError('E_FORBIDDEN');
    return row;
  }
  assertTerritory(user, row.territoryId);
  return row;
}
