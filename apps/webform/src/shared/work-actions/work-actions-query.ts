// The signed-in person's actions as server data: a hostess's own (today's and coming), or for a
// hostess administrator the started actions of today in her territories. The actions screen lists
// them and the registration finds its action among them; the actions feature's moves update them.

import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { limitOffset, readAllPages } from '@tourplanner/api-client/all-pages';
import { LIMITS } from '@tourplanner/domain/constants';
import { rangeToWire, todayYmd } from '@tourplanner/domain/dates';
import type { ActionFilters } from '@tourplanner/domain/wire/actions';
import { api } from '../api';
import { type QueuedMove, queuedMoves } from '../offline/move-queue';
import { useSession } from '../stores/session';
import { toWorkAction, type WorkAction } from './work-action';

/** Who the list is for (the signed-in user): it differs by person and, for HSADM, by day. */
export interface WorkActionsOwner {
  uuid: string;
  role: { uuid: string };
}

const byTime = (a: WorkAction, b: WorkAction) =>
  `${a.date ?? ''} ${a.timeStart ?? ''}`.localeCompare(`${b.date ?? ''} ${b.timeStart ?? ''}`);

async function fetchWorkActions(role: string, today: string, signal: AbortSignal): Promise<WorkAction[]> {
  if (role === 'HST') {
    const data = await api.call('hostessActions', {}, { signal });
    return data.actions.map((a) => toWorkAction(a, data.checkinRadiusM)).sort(byTime);
  }
  // Every started action of her territories today, page after page: the registration must find its
  // action among them, and a large agency has more than the 100 of one page.
  const actions: ActionFilters = {
    ...rangeToWire({ since: today, until: today }),
    statuses: { idents: ['started'] },
  };
  const list = await readAllPages(
    (page) =>
      api.call('actionList', { actions, pagination: limitOffset(page) }, { signal }).then((d) => d.actions),
    { pageSize: LIMITS.actionsPageSize, signal },
  );
  return list.map((a) => toWorkAction(a)).sort(byTime);
}

/** The photo a queued retake or a listed retake names. */
const photoOf = (r: { file?: { uuid: string } | undefined; receipt?: { uuid: string } | undefined }) =>
  r.file?.uuid ?? r.receipt?.uuid;

/**
 * Her confirmations, starts and finishes waiting on the phone, shown as done and marked as waiting; a new photo
 * waiting for the connection takes its photo off the ones asked for again, and marks the action.
 */
export function withQueuedMoves(list: WorkAction[], queued: QueuedMove[]): WorkAction[] {
  const waiting = queued.filter((m) => m.failure === null && m.move !== 'receipt');
  if (waiting.length === 0) return list;
  return list.map((action) => {
    const moves = waiting.filter((m) => m.actionUuid === action.uuid);
    const retaken = new Set(moves.flatMap((m) => (m.move === 'retake' ? [photoOf(m.retake)] : [])));
    const steps = moves.filter((m) => m.move === 'start' || m.move === 'finish');
    const last = steps.at(-1);
    let next = action;
    if (last && (last.move === 'start' || last.move === 'finish')) {
      next = { ...next, status: last.move === 'start' ? 'started' : 'finished', pending: last.move };
    }
    // Her confirmation waiting: shown as given, marked as waiting.
    if (moves.some((m) => m.move === 'confirm') && next.confirmation === 'asked') {
      next = { ...next, confirmation: 'confirmed', pending: next.pending ?? 'confirm' };
    }
    if (retaken.size > 0 && next.review) {
      const retakes = next.review.retakes.filter((r) => !retaken.has(photoOf(r)));
      next = { ...next, review: { ...next.review, retakes }, pending: next.pending ?? 'retake' };
    }
    return next;
  });
}

/** The list as the server (or the worker's kept copy) answers it, without the queue. */
export function serverWorkActions(owner: WorkActionsOwner, now: Date = new Date(), signal?: AbortSignal) {
  return fetchWorkActions(owner.role.uuid, todayYmd(now), signal ?? new AbortController().signal);
}

export function workActionsQuery(owner: WorkActionsOwner, now: Date = new Date()) {
  const role = owner.role.uuid;
  const today = todayYmd(now);
  return queryOptions({
    queryKey: ['work-actions', owner.uuid, role, role === 'HST' ? null : today] as const,
    // Offline too (not paused until the browser says online): the worker answers its kept copy.
    networkMode: 'always',
    queryFn: async ({ signal }) => {
      const list = await fetchWorkActions(role, today, signal);
      return role === 'HST' ? withQueuedMoves(list, await queuedMoves(owner.uuid).catch(() => [])) : list;
    },
  });
}

/** The signed-in person's actions (loaded on mount, shown from the cache meanwhile). */
export function useWorkActions() {
  const user = useSession((s) => s.user);
  const fallback = { uuid: '', role: { uuid: '' } };
  return useQuery({ ...workActionsQuery(user ?? fallback), enabled: user !== null });
}

/**
 * When the service worker first takes the page (sw/sw.ts): the list loaded before it passed it by,
 * so it is loaded again through it, and the worker keeps it for offline use. A load still on its
 * way went past the worker too, and a first load is shared (asked again, the query waits for it):
 * it is cancelled first, so the list is asked for anew.
 */
export async function loadListThroughWorker(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: ['work-actions'] });
  await client.invalidateQueries({ queryKey: ['work-actions'] });
}
