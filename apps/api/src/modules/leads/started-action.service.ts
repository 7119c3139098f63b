// The action a webform call happens in: a hostess's own started action (HSADM: one in her
// territories). Registrations, consents and receipts are tied to it.

import { LEAD_TEXTS } from '@tourplanner/i18n-pl/server';
import { eq } from 'drizzle-orm';
import { canReachTerritory } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import { actionPoints, actions } from '../../db/schema/actions';
import { events } from '../../db/schema/events';
import { points } from '../../db/schema/points';
import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { isAssigned } from '../actions/access.service';

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
      fields: [{ path: 'action', message: LEAD_TEXTS.actionNotStarted }],
    });
  }
  const pts = await deps.db
    .select({ ident: points.ident })
    .from(actionPoints)
    .innerJoin(points, eq(points.id, actionPoints.pointId))
    .where(eq(actionPoints.actionId, actionId));
  return { id: row.id, eventIdent: row.eventIdent, pointIdents: pts.map((p) => p.ident) };
}
