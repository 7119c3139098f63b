// /action/bulk (issue 32): one change on many actions (status, hostess, a shift by days and
// minutes), each row through the checks of the single change (/action/update, /action/set-status)
// in a transaction of its own, so a refused row changes nothing and leaves the others changed.
import type { ActionInput } from '@tourplanner/domain/entities';
import type { SessionUser } from '../../access/sessions';
import { ApiError } from '../../errors';
import type { AppDeps } from '../../infra/deps';
import { actionsChanged } from '../../infra/jobs/action-changed';
import { loadReachableAction, loadWireActions, setActionStatus, updateAction } from '../actions/service';
import { shiftWall } from './expand';
import { refusalText } from './service';

export interface BulkChange {
  status?: { ident: 'editable' | 'accepted' | 'cancelled' } | undefined;
  user?: { uuid: string } | undefined;
  shift?: { days: number; minutes: number } | undefined;
  availabilityOverride?: string | null | undefined;
}

type Result = { uuid: string; ok: boolean; error?: string; text?: string };

async function changeOne(deps: AppDeps, user: SessionUser, id: string, set: BulkChange) {
  await loadReachableAction(deps.db, user, id);
  if (set.user || set.shift) {
    const [a] = await loadWireActions(deps.db, [id]);
    const move = (box: { date: string } | null) =>
      box && set.shift ? { date: shiftWall(box.date, set.shift.days, set.shift.minutes) } : box;
    const input: ActionInput & { uuid: string } = {
      uuid: a!.uuid,
      name: a!.name,
      type: a!.type,
      event: a!.event ? { uuid: a!.event.uuid } : null,
      territory: a!.territory ? { uuid: a!.territory.uuid } : null,
      area: a!.area,
      since: move(a!.since),
      until: move(a!.until),
      actionPoints: (a!.actionPoints ?? []).map((p) => ({ point: { uuid: p.point.uuid } })),
      excerpt: a!.excerpt ?? null,
      description: a!.description ?? null,
      users: set.user ? [{ uuid: set.user.uuid }] : (a!.users ?? []).map((u) => ({ uuid: u.uuid })),
      ...(set.availabilityOverride ? { availabilityOverride: set.availabilityOverride } : {}),
    };
    await updateAction(deps, user, input, false);
  }
  if (set.status)
    await setActionStatus(deps, user, id, set.status.ident, set.availabilityOverride ?? null, false);
}

/** Each row's outcome, in the order asked (a uuid asked twice is changed once). */
export async function bulkChange(deps: AppDeps, user: SessionUser, uuids: string[], set: BulkChange) {
  const results: Result[] = [];
  for (const id of [...new Set(uuids)]) {
    try {
      // Each row in its own transaction; the planners are told once it has committed.
      await deps.db.transaction((tx) => changeOne({ ...deps, db: tx }, user, id, set));
      await actionsChanged(deps, [id]);
      results.push({ uuid: id, ok: true });
    } catch (e) {
      if (!(e instanceof ApiError) || e.status >= 500) throw e;
      results.push({ uuid: id, ok: false, error: e.code, text: refusalText(e) });
    }
  }
  return { results };
}
