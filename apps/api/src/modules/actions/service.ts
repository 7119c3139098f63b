// Actions for coordinators: create, update, set status and list, with every reference checked
// against the caller's territories (./references.service.ts); and actions as the wire shows them,
// loaded a page at a time for this and other modules.
import { canEdit, missingForStatusChange } from '@tourplanner/domain/action-status';
import { isBooking } from '@tourplanner/domain/booking';
import type { ActionInput, ActionStatus } from '@tourplanner/domain/entities';
import { ACTION_TEXTS } from '@tourplanner/i18n-pl/server';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { assertTerritory, reachableTerritories } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { actionPoints, actions, actionUsers } from '../../db/schema/actions';
import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { actionsChanged } from '../../infra/jobs/action-changed';
import { clearStaleConfirmation } from './attendance.service';
import { assertBookable } from './booking.service';
import { historySnapshot, recordCreation, recordEdit, recordStatusChange } from './history.service';
import { loadWireActions } from './list.service';
import { type ResolvedAction, resolveInput } from './references.service';
import type { ActionRow } from './wire';

export { listActions, loadAttendedActions, loadWireActions } from './list.service';

/** The action's points anew; its people: those who stay keep their row (and a replacement's moment). */
async function replaceLinks(db: Db, actionId: string, pointIds: string[], userIds: string[]) {
  await db.delete(actionPoints).where(eq(actionPoints.actionId, actionId));
  await db
    .delete(actionUsers)
    .where(
      userIds.length
        ? and(eq(actionUsers.actionId, actionId), notInArray(actionUsers.userId, userIds))
        : eq(actionUsers.actionId, actionId),
    );
  if (pointIds.length)
    await db.insert(actionPoints).values(pointIds.map((pointId) => ({ actionId, pointId })));
  if (userIds.length)
    await db
      .insert(actionUsers)
      .values(userIds.map((userId) => ({ actionId, userId })))
      .onConflictDoNothing();
}

export async function loadAction(db: Db, id: string): Promise<ActionRow> {
  const [row] = await db.select().from(actions).where(eq(actions.id, id));
  if (!row) throw new ApiError('E_NOT_FOUND');
  return row;
}

/** Loads an action a coordinator may touch (its territory in reach), else E_NOT_FOUND/E_FORBIDDEN. */
export async function loadReachableAction(db: Db, user: SessionUser, id: string): Promise<ActionRow> {
  const row = await loadAction(db, id);
  assertTerritory(user, row.territoryId);
  return row;
}

/**
 * The hostess check of a save (./booking.service.ts): refuses a clash or an unexplained assignment
 * outside availability; answers the override reason to store. On an edit only the people added
 * and, when the window moved, everyone are asked about their availability.
 */
async function bookingOf(
  tx: Db,
  deps: AppDeps,
  r: ResolvedAction,
  input: ActionInput,
  opts: { askAll?: boolean; current?: ActionRow; reach: 'all' | readonly string[] },
): Promise<string | null> {
  const { since, until } = r.values;
  if (!since || !until || !r.userIds.length) return input.availabilityOverride ?? null;
  const cur = opts.current;
  let ask = r.userIds;
  if (cur && !opts.askAll) {
    const moved = cur.since?.getTime() !== since.getTime() || cur.until?.getTime() !== until.getTime();
    if (!moved) {
      const had = new Set(
        (
          await tx
            .select({ id: actionUsers.userId })
            .from(actionUsers)
            .where(eq(actionUsers.actionId, cur.id))
        ).map((x) => x.id),
      );
      ask = r.userIds.filter((id) => !had.has(id));
    }
  }
  return assertBookable(tx, deps.env, {
    userIds: r.userIds,
    window: { since, until, pointIds: r.pointIds },
    ...(cur ? { actionId: cur.id } : {}),
    askAvailability: ask,
    reason: input.availabilityOverride ?? null,
    currentReason: cur?.availabilityOverride ?? null,
    reach: opts.reach,
  });
}

/**
 * Inserts a checked action inside the caller's transaction: the booking check, its number and
 * ident, its links. The wizard's create and the tour planner's commit (each row) both come here.
 */
export async function insertAction(
  tx: Db,
  deps: AppDeps,
  user: SessionUser,
  input: ActionInput,
  r: ResolvedAction,
  status: 'editable' | 'accepted' = 'editable',
): Promise<{ id: string; ident: string }> {
  const availabilityOverride = await bookingOf(tx, deps, r, input, {
    askAll: true,
    reach: reachableTerritories(user),
  });
  const nextNo = await tx.execute(sql`select nextval(pg_get_serial_sequence('actions', 'no'))::int as no`);
  const no = (nextNo.rows[0] as { no: number }).no;
  const ident = input.ident?.trim() || `AK-${String(no).padStart(6, '0')}`;
  const [row] = await tx
    .insert(actions)
    .values({ ...r.values, no, ident, status, availabilityOverride, createdBy: user.id })
    .returning({ id: actions.id });
  await replaceLinks(tx, row!.id, r.pointIds, r.userIds);
  await recordCreation(tx, user.id, deps.now(), row!.id);
  return { id: row!.id, ident };
}

export async function createAction(deps: AppDeps, user: SessionUser, input: ActionInput) {
  const r = await resolveInput(deps.db, user, input);
  const { id } = await deps.db.transaction((tx) => insertAction(tx, deps, user, input, r));
  await actionsChanged(deps, [id]);
  const [wire] = await loadWireActions(deps.db, [id]);
  return wire!;
}

/**
 * Saves a coordinator's edit. `notify` false leaves queueing the planners' look at it
 * (infra/jobs/action-changed.ts) to a caller that runs this inside its own transaction.
 */
export async function updateAction(
  deps: AppDeps,
  user: SessionUser,
  input: ActionInput & { uuid: string },
  notify = true,
) {
  const current = await loadReachableAction(deps.db, user, input.uuid);
  if (!canEdit(current.status)) throw new ApiError('E_ACTION_NOT_EDITABLE');
  const r = await resolveInput(deps.db, user, input, current);
  await deps.db.transaction(async (tx) => {
    // Re-checked under the row lock: a hostess may have started it meanwhile.
    const [locked] = await tx
      .select({ status: actions.status })
      .from(actions)
      .where(eq(actions.id, current.id))
      .for('update');
    if (!locked || !canEdit(locked.status)) throw new ApiError('E_ACTION_NOT_EDITABLE');
    const before = await historySnapshot(tx, current.id);
    const availabilityOverride = isBooking(locked.status)
      ? await bookingOf(tx, deps, r, input, { current, reach: reachableTerritories(user) })
      : (input.availabilityOverride ?? current.availabilityOverride);
    await clearStaleConfirmation(tx, current, { ...r.values, pointIds: r.pointIds, userIds: r.userIds });
    await tx
      .update(actions)
      .set({
        ...r.values,
        availabilityOverride,
        ...(input.ident?.trim() ? { ident: input.ident.trim() } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(actions.id, current.id));
    await replaceLinks(tx, current.id, r.pointIds, r.userIds);
    await recordEdit(tx, user.id, deps.now(), before);
  });
  if (notify) await actionsChanged(deps, [current.id]);
  const [wire] = await loadWireActions(deps.db, [current.id]);
  return wire!;
}

/** E_EMPTY_VALUE naming what an action lacks for a status other than editable (SPEC §7). */
export function assertCompleteForStatus(action: Parameters<typeof missingForStatusChange>[0]) {
  const missing = missingForStatusChange(action);
  if (missing.length) {
    throw new ApiError('E_EMPTY_VALUE', {
      fields: missing.map((m) => ({ path: `action.${m}`, message: ACTION_TEXTS.missingForStatus })),
    });
  }
}

/** Statuses a coordinator may leave: not one that a hostess has moved on (started, finished). */
const LOCKED_FOR_COORDINATOR: ActionStatus[] = ['started', 'finished'];

export async function setActionStatus(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  status: 'editable' | 'accepted' | 'cancelled',
  reason: string | null = null,
  notify = true,
) {
  const current = await loadReachableAction(deps.db, user, id);
  if (LOCKED_FOR_COORDINATOR.includes(current.status)) throw new ApiError('E_STATUS_NOT_ALLOWED');
  const [wire] = await loadWireActions(deps.db, [id]);
  assertCompleteForStatus(wire!);
  await deps.db.transaction(async (tx) => {
    let availabilityOverride = current.availabilityOverride;
    // A status that books the hostess again checks her time as a save does; a cancelled action
    // coming back asks her availability anew (editable <-> accepted keeps what planning settled).
    if (isBooking(status) && current.since && current.until) {
      const userIds = (wire!.users ?? []).map((u) => u.uuid);
      const pointIds = (wire!.actionPoints ?? []).map((p) => p.point.uuid);
      availabilityOverride = await assertBookable(tx, deps.env, {
        userIds,
        window: { since: current.since, until: current.until, pointIds },
        actionId: id,
        askAvailability: isBooking(current.status) ? [] : userIds,
        reason,
        currentReason: current.availabilityOverride,
        reach: reachableTerritories(user),
      });
    }
    const updated = await tx
      .update(actions)
      .set({ status, availabilityOverride, updatedAt: deps.now() })
      .where(and(eq(actions.id, id), sql`${actions.status} not in ('started', 'finished')`))
      .returning({ id: actions.id });
    if (!updated.length) throw new ApiError('E_STATUS_NOT_ALLOWED');
    await recordStatusChange(tx, user.id, deps.now(), id, current.status, status);
  });
  if (notify) await actionsChanged(deps, [id]);
  const [after] = await loadWireActions(deps.db, [id]);
  return after!;
}
