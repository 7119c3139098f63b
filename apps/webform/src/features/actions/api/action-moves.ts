// A hostess's moves on her action (mutation hooks): confirm she will come (issue 29), start with a
// photo and the position, finish with a photo and the survey, cancel. Each puts its answer into her cached list of actions.

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '@tourplanner/api-client/client';
import { onResetAll } from '@tourplanner/app-kit/resettable';
import type { Poll } from '@tourplanner/domain/entities';
import { api, errorCodeOf } from '../../../shared/api';
import {
  enqueueMove,
  queuedMoveId,
  type StartPosition,
  storedPhoto,
} from '../../../shared/offline/move-queue';
import { useSession } from '../../../shared/stores/session';
import { isNoAnswer, sendConfirm, sendMove } from '../../../shared/sync/send-queued';
import { toWorkAction, type WorkAction } from '../../../shared/work-actions/work-action';
import { type WorkActionsOwner, workActionsQuery } from '../../../shared/work-actions/work-actions-query';

export type { StartPosition };

type Move = 'start' | 'finish';

/** The Idempotency-Key of each start or finish not yet answered, by `<move>:<action uuid>`. */
const retryKeys = new Map<string, string>();
onResetAll(() => retryKeys.clear());

const NOBODY: WorkActionsOwner = { uuid: '', role: { uuid: '' } };

/** The answer merged over the listed row: the list knows the point and event ident, the answer may not. */
function merged(queryClient: QueryClient, owner: WorkActionsOwner, next: WorkAction): WorkAction {
  const listed = queryClient
    .getQueryData(workActionsQuery(owner).queryKey)
    ?.find((a) => a.uuid === next.uuid);
  if (!listed) return next;
  return {
    ...listed,
    ...next,
    point: listed.point ?? next.point,
    eventIdent: listed.eventIdent ?? next.eventIdent,
    checkinRadiusM: listed.checkinRadiusM,
  };
}

function putInList(queryClient: QueryClient, owner: WorkActionsOwner, next: WorkAction): void {
  queryClient.setQueryData(workActionsQuery(owner).queryKey, (list) =>
    list?.map((a) => (a.uuid === next.uuid ? next : a)),
  );
}

// A start or finish whose answer never came (a photo upload past the client's timeout, a dropped
// connection) may still have happened on the server. Her retry sends the same Idempotency-Key
// (one per action and move until it succeeds), and the server answers the action as it is.
// A repeat it cannot recognise (the key was lost with a page reload, the start came from
// another phone) is refused as a conflict: the reloaded list then says whether the action got there.
// With no answer at all the move, its photo and its key are kept on the phone and sent when the
// connection returns (shared/offline/): the answer is then the action marked `pending`.
async function answered(
  queryClient: QueryClient,
  owner: WorkActionsOwner,
  move: MoveOf<Move>,
): Promise<WorkAction> {
  const id = queuedMoveId(move.move, move.actionUuid);
  const idempotencyKey = retryKeys.get(id) ?? newIdempotencyKey();
  retryKeys.set(id, idempotencyKey);
  try {
    const next = merged(queryClient, owner, await sendMove({ ...move, idempotencyKey }));
    retryKeys.delete(id);
    return next;
  } catch (error) {
    if (isNoAnswer(error)) return keptOnPhone(queryClient, owner, move, idempotencyKey);
    if (errorCodeOf(error) !== 'E_CONFLICT') throw error;
    const list = await queryClient.fetchQuery(workActionsQuery(owner)).catch(() => null);
    const now = list?.find((a) => a.uuid === move.actionUuid);
    if (now?.status !== (move.move === 'start' ? 'started' : 'finished')) throw error;
    retryKeys.delete(id);
    return now;
  }
}

type MoveOf<M extends Move> = M extends 'start'
  ? { move: 'start'; actionUuid: string; photo: Blob; position: StartPosition }
  : { move: 'finish'; actionUuid: string; photo: Blob; poll: Poll; position?: StartPosition };

async function keptOnPhone(
  queryClient: QueryClient,
  owner: WorkActionsOwner,
  move: MoveOf<Move>,
  idempotencyKey: string,
): Promise<WorkAction> {
  const listed = queryClient
    .getQueryData(workActionsQuery(owner).queryKey)
    ?.find((a) => a.uuid === move.actionUuid);
  if (!listed) throw new Error(`Action ${move.actionUuid} is not in her list`);
  const id = queuedMoveId(move.move, move.actionUuid);
  const base = {
    id,
    owner: owner.uuid,
    actionName: listed.name || listed.ident,
    idempotencyKey,
    queuedAt: Date.now(),
    failure: null,
  };
  const photo = await storedPhoto(move.photo);
  await enqueueMove(move.move === 'start' ? { ...base, ...move, photo } : { ...base, ...move, photo });
  retryKeys.delete(id);
  return { ...listed, status: move.move === 'start' ? 'started' : 'finished', pending: move.move };
}

/** The moves' common frame: who is signed in, and the answer put into the list on success. */
function useMove<V>(
  send: (queryClient: QueryClient, owner: WorkActionsOwner, vars: V) => Promise<WorkAction>,
) {
  const queryClient = useQueryClient();
  const owner = useSession((s) => s.user) ?? NOBODY;
  return useMutation({
    // Offline too (not paused until the browser says online): a start or finish is then kept.
    networkMode: 'always',
    mutationFn: (vars: V) => send(queryClient, owner, vars),
    onSuccess: (next) => putInList(queryClient, owner, next),
  });
}

export function useStartAction() {
  return useMove((queryClient, owner, v: { uuid: string; photo: Blob; position: StartPosition }) =>
    answered(queryClient, owner, { move: 'start', actionUuid: v.uuid, photo: v.photo, position: v.position }),
  );
}

export function useFinishAction() {
  return useMove(
    (queryClient, owner, v: { uuid: string; photo: Blob; poll: Poll; position?: StartPosition }) =>
      answered(queryClient, owner, {
        move: 'finish',
        actionUuid: v.uuid,
        photo: v.photo,
        poll: v.poll,
        ...(v.position ? { position: v.position } : {}),
      }),
  );
}

/**
 * Her confirmation (one tap). With no answer it is kept on the phone with its Idempotency-Key and
 * sent when the connection returns; the card shows it given and waiting. Refused as a conflict
 * (cancelled or moved meanwhile): the list is loaded again and the error shown.
 */
async function confirmed(
  queryClient: QueryClient,
  owner: WorkActionsOwner,
  uuid: string,
): Promise<WorkAction> {
  const id = queuedMoveId('confirm', uuid);
  const idempotencyKey = retryKeys.get(id) ?? newIdempotencyKey();
  retryKeys.set(id, idempotencyKey);
  try {
    const next = merged(queryClient, owner, await sendConfirm({ actionUuid: uuid, idempotencyKey }));
    retryKeys.delete(id);
    return next;
  } catch (error) {
    if (!isNoAnswer(error)) {
      if (errorCodeOf(error) === 'E_CONFLICT')
        await queryClient.invalidateQueries({ queryKey: ['work-actions', owner.uuid] });
      throw error;
    }
    const listed = queryClient.getQueryData(workActionsQuery(owner).queryKey)?.find((a) => a.uuid === uuid);
    if (!listed) throw error;
    await enqueueMove({
      id,
      owner: owner.uuid,
      actionUuid: uuid,
      actionName: listed.name || listed.ident,
      idempotencyKey,
      queuedAt: Date.now(),
      failure: null,
      move: 'confirm',
    });
    retryKeys.delete(id);
    return { ...listed, confirmation: 'confirmed', pending: 'confirm' };
  }
}

export function useConfirmAction() {
  return useMove((queryClient, owner, v: { uuid: string }) => confirmed(queryClient, owner, v.uuid));
}

export function useCancelAction() {
  return useMove(async (queryClient, owner, v: { uuid: string }) =>
    merged(queryClient, owner, toWorkAction(await api.call('actionCancel', { action: { uuid: v.uuid } }))),
  );
}
