// The one-click replacement (issue 29, docs/decisions/0039): an accepted or draft action's hostess
// swapped for another through the same booking check as a save (./booking.service.ts), inside one
// transaction, so a clash changes nothing; on a running action the check covers the rest of it. Her confirmation is cleared (the new one confirms
// anew), the history keeps both sides, and the planners (reminders, alerts) look at it again.
import { ALERT_HISTORY } from '@tourplanner/i18n-pl/alerts';
import { format } from '@tourplanner/i18n-pl/format';
import { and, eq, inArray } from 'drizzle-orm';
import { reachableTerritories } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { users } from '../../db/schema/users';
import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { actionsChanged } from '../../infra/jobs/action-changed';
import { recordHistory } from '../history/service';
import { assertBookable } from './booking.service';
import { loadWireActions } from './list.service';
import { checkPeople } from './references.service';
import { loadReachableAction } from './service';

const REASSIGNABLE = ['editable', 'accepted'];

export async function reassignAction(
  deps: AppDeps,
  user: SessionUser,
  input: { actionId: string; userId: string; fromId: string | null; reason: string | null },
) {
  const current = await loadReachableAction(deps.db, user, input.actionId);
  if (!REASSIGNABLE.includes(current.status)) throw new ApiError('E_STATUS_NOT_ALLOWED');
  await checkPeople(deps.db, user, [input.userId], current);
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: actions.status, since: actions.since, until: actions.until })
      .from(actions)
      .where(eq(actions.id, current.id))
      .for('update');
    if (!locked || !REASSIGNABLE.includes(locked.status)) throw new ApiError('E_STATUS_NOT_ALLOWED');
    const had = (
      await tx
        .select({ id: actionUsers.userId })
        .from(actionUsers)
        .where(eq(actionUsers.actionId, current.id))
    ).map((r) => r.id);
    if (had.includes(input.userId)) throw new ApiError('E_CONFLICT');
    const leaving = input.fromId ? had.filter((id) => id === input.fromId) : had;
    if (input.fromId && !leaving.length) throw new ApiError('E_NOT_FOUND');
    let availabilityOverride = current.availabilityOverride;
    if (locked.since && locked.until) {
      const pointIds = (
        await tx
          .select({ id: actionPoints.pointId })
          .from(actionPoints)
          .where(eq(actionPoints.actionId, current.id))
      ).map((r) => r.id);
      // A replacement on a running action works the rest of it: her clashes and her declared hours
      // are checked from now on, as the ranking offered her (the bell's 'Zastępstwo na resztę akcji').
      const now = deps.now();
      const since = locked.since < now && now < locked.until ? now : locked.since;
      availabilityOverride = await assertBookable(tx, deps.env, {
        userIds: [input.userId],
        window: { since, until: locked.until, pointIds },
        actionId: current.id,
        askAvailability: [input.userId],
        reason: input.reason,
        currentReason: null,
        reach: reachableTerritories(user),
      });
    }
    if (leaving.length)
      await tx
        .delete(actionUsers)
        .where(and(eq(actionUsers.actionId, current.id), inArray(actionUsers.userId, leaving)));
    const now = deps.now();
    await tx.insert(actionUsers).values({ actionId: current.id, userId: input.userId, assignedAt: now });
    await tx
      .update(actions)
      .set({ confirmedAt: null, availabilityOverride, updatedAt: now })
      .where(eq(actions.id, current.id));
    const names = new Map(
      (
        await tx
          .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
          .from(users)
          .where(inArray(users.id, [...leaving, input.userId]))
      ).map((u) => [u.id, `${u.firstname} ${u.lastname}`]),
    );
    const previous = leaving.map((id) => names.get(id) ?? '').join(', ');
    await recordHistory(tx, [
      ...leaving.map((id) => ({
        actionId: current.id,
        at: now,
        actorId: user.id,
        kind: 'unassigned' as const,
        text: format(ALERT_HISTORY.unassigned, { person: names.get(id) ?? '' }),
      })),
      {
        actionId: current.id,
        at: now,
        actorId: user.id,
        kind: 'assigned' as const,
        text: format(ALERT_HISTORY.assigned, { person: names.get(input.userId) ?? '', previous }),
      },
    ]);
  });
  await actionsChanged(deps, [current.id]);
  const [wire] = await loadWireActions(deps.db, [current.id]);
  return wire!;
}
