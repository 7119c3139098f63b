// A hostess's moves on her action (mutation hooks): start with a photo and the position, finish
// with a photo and the survey, cancel. Each puts its answer into her cached list of actions.

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '@tourplanner/api-client/client';
import type { Poll } from '@tourplanner/domain/entities';
import { api, errorCodeOf } from '../../../shared/api';
import { onResetAll } from '../../../shared/stores/resettable';
import { useSession } from '../../../shared/stores/session';
import { toWorkAction, type WorkAction } from '../../../shared/work-actions/work-action';
import { type WorkActionsOwner, workActionsQuery } from '../../../shared/work-actions/work-actions-query';

export interface StartPosition {
  lat: number;
  lng: number;
  accuracy?: number;
}

type Move = 'start' | 'finish';
type WireAction = Parameters<typeof toWorkAction>[0];

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
async function answered(
  queryClient: QueryClient,
  owner: WorkActionsOwner,
  move: Move,
  uuid: string,
  call: (idempotencyKey: string) => Promise<WireAction>,
): Promise<WorkAction> {
  const id = `${move}:${uuid}`;
  const key = retryKeys.get(id) ?? newIdempotencyKey();
  retryKeys.set(id, key);
  try {
    const next = merged(queryClient, owner, toWorkAction(await call(key)));
    retryKeys.delete(id);
    return next;
  } catch (error) {
    if (errorCodeOf(error) !== 'E_CONFLICT') throw error;
    const list = await queryClient.fetchQuery(workActionsQuery(owner)).catch(() => null);
    const now = list?.find((a) => a.uuid === uuid);
    if (now?.status !== (move === 'start' ? 'started' : 'finished')) throw error;
    retryKeys.delete(id);
    return now;
  }
}

/** The moves' common frame: who is signed in, and the answer put into the list on success. */
function useMove<V>(
  send: (queryClient: QueryClient, owner: WorkActionsOwner, vars: V) => Promise<WorkAction>,
) {
  const queryClient = useQueryClient();
  const owner = useSession((s) => s.user) ?? NOBODY;
  return useMutation({
    mutationFn: (vars: V) => send(queryClient, owner, vars),
    onSuccess: (next) => putInList(queryClient, owner, next),
  });
}

export function useStartAction() {
  return useMove((queryClient, owner, v: { uuid: string; photo: Blob; position: StartPosition }) =>
    answered(queryClient, owner, 'start', v.uuid, (idempotencyKey) =>
      api.call(
        'actionStart',
        { input: { action: { uuid: v.uuid }, position: v.position }, files: [v.photo] },
        { idempotencyKey },
      ),
    ),
  );
}

export function useFinishAction() {
  return useMove((queryClient, owner, v: { uuid: string; photo: Blob; poll: Poll }) =>
    answered(queryClient, owner, 'finish', v.uuid, (idempotencyKey) =>
      api.call(
        'actionFinish',
        { input: { action: { uuid: v.uuid }, poll: v.poll }, files: [v.photo] },
        { idempotencyKey },
      ),
    ),
  );
}

export function useCancelAction() {
  return useMove(async (queryClient, owner, v: { uuid: string }) =>
    merged(queryClient, owner, toWorkAction(await api.call('actionCancel', { action: { uuid: v.uuid } }))),
  );
}
