// The action a webform call happens in: a hostess's own started action (HSADM: one in her
// territories). Registrations, consents and receipts are tied to it.
import { eq } from 'drizzle-orm';
import { actionPoints, actions } from '../../db/schema/actions';
import { events } from '../../db/schema/events';
import { points } from '../../db/schema/points';
import type { AppDeps, SessionUser } from '../../http/context';
import { ApiError } from '../../http/errors';
import { canReachTerritory } from '../../http/scope';
import { isAssigned } from '../actions/access';

export interface StartedAction {
  id: string;
  eventIdent: string | null;
  pointIdents: string[];
}

export async function startedActionOf(
  deps: Pick<AppDeps, 'db'>,
  user: SessionUser,
  actionId: string,
): Promise<StartedAction> {
  const [row] = await deps.db
    .select({
      id: actions.id,
      status: actions.status,
      territoryId: actions.territoryId,
      eventIdent: events.ident,
    })
    .from(actions)
    .leftJoin(events, eq(events.id, actions.eventId))
    .where(eq(actions.id, actionId));
  if (!row) throw new ApiError('E_NOT_FOUND');
  if (user.role === 'HST') {
    // Not hers: answered like a missing action, so ids of others' actions are not confirmed.
    if (!(await isAssigned(deps.db, user.id, actionId))) throw new ApiError('E_NOT_FOUND');
  } else if (!canReachTerritory(user, row.territoryId)) {
    throw new ApiError('E_FORBIDDEN');
  }
  if (row.status !== 'started') {
    throw new ApiError('E_CONFLICT', {
      fields: [{ path: 'action', message: 'Akcja nie jest rozpoczęta.' }],
    });
  }
  const pts = await deps.db
    .select({ ident: points.ident })
    .from(actionPoints)
    .innerJoin(points, eq(points.id, actionPoints.pointId))
    .where(eq(actionPoints.actionId, actionId));
  return { id: row.id, eventIdent: row.eventIdent, pointIdents: pts.map((p) => p.ident) };
}
