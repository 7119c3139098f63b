// Sends her queued confirmations, starts and finishes when the connection returns: oldest first, one at a time,
// each with the Idempotency-Key of its first try (a call whose answer was lost records nothing
// twice), and never two sends at once (one run per tab, and Web Locks across tabs).
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@tourplanner/api-client/app-api';
import type { Poll } from '@tourplanner/domain/entities';
import { api, errorCodeOf, errorTextOf } from '../api';
import {
  markFailed,
  photoBlob,
  type QueuedMove,
  type QueuedReceipt,
  type QueuedRetake,
  queuedMoves,
  removeMove,
  type StartPosition,
  useMoveQueue,
} from '../offline/move-queue';
import { toWorkAction, type WorkAction } from '../work-actions/work-action';
import { serverWorkActions, type WorkActionsOwner } from '../work-actions/work-actions-query';

/** Her confirmation (issue 29), the first try's and the queued one's alike; a repeat answers the same. */
export async function sendConfirm(m: { actionUuid: string; idempotencyKey: string }): Promise<WorkAction> {
  const answer = await api.call(
    'actionConfirm',
    { action: { uuid: m.actionUuid } },
    { idempotencyKey: m.idempotencyKey },
  );
  return toWorkAction(answer);
}

/** A start, finish or receipt as the API takes it: the photo as a Blob. */
export type MoveCall = { actionUuid: string; photo: Blob; idempotencyKey: string } & (
  | { move: 'start'; position: StartPosition }
  | { move: 'finish'; poll: Poll; position?: StartPosition }
  | ({ move: 'receipt' } & QueuedReceipt)
  | ({ move: 'retake' } & QueuedRetake)
);

/** A new photo for one asked for again. The call takes no Idempotency-Key: a repeat is a conflict. */
export async function sendRetake(m: Pick<Extract<MoveCall, { move: 'retake' }>, 'retake' | 'photo'>) {
  return api.call('actionRetake', { input: m.retake, files: [m.photo] });
}

/** A kept receipt: the upload with its key, then the Glo burn (its answer ignored, SPEC §7). */
async function sendReceipt(m: Extract<MoveCall, { move: 'receipt' }>): Promise<void> {
  await api.call('receiptCreate', { input: m.input, files: [m.photo] }, { idempotencyKey: m.idempotencyKey });
  if (m.burn) await api.call('deviceBurn', m.burn).catch(() => undefined);
}

/** The call of a start or finish, the first try's and the queued one's alike. */
export async function sendMove(m: Extract<MoveCall, { move: 'start' | 'finish' }>): Promise<WorkAction> {
  const action = { uuid: m.actionUuid };
  const options = { idempotencyKey: m.idempotencyKey };
  const answer =
    m.move === 'start'
      ? await api.call('actionStart', { input: { action, position: m.position }, files: [m.photo] }, options)
      : await api.call(
          'actionFinish',
          // The position only when the phone had a fix (a finish kept from before has none).
          {
            input: { action, poll: m.poll, ...(m.position ? { position: m.position } : {}) },
            files: [m.photo],
          },
          options,
        );
  return toWorkAction(answer);
}

/** No answer came (no connection, a dropped one, the client's timeout): the move may wait on the phone. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** No answer, a lost session, a busy or failing server: the move waits for the next try. */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;
}

let running: Promise<number> | null = null;
/** A send asked for while a run was on its way: the run goes once more, for the latest owner. */
let again: { owner: WorkActionsOwner; queryClient: QueryClient } | null = null;

/**
 * Sends what waits (the refused ones stay until she discards them); resolves to how many got there.
 * Asked while a run is on its way (the connection returned during a try that will fail), the run
 * goes once more after it rather than the ask being lost in a run that started too early.
 */
export function sendQueued(owner: WorkActionsOwner, queryClient: QueryClient): Promise<number> {
  if (running) {
    again = { owner, queryClient };
    return running;
  }
  const run = async () => {
    let sent = await withLock(() => sendAll(owner, queryClient));
    while (again) {
      const next = again;
      again = null;
      sent += await withLock(() => sendAll(next.owner, next.queryClient));
    }
    return sent;
  };
  running = run().finally(() => {
    running = null;
    again = null;
  });
  return running;
}

function withLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('tourplanner-queued-moves', run) : run();
}

/**
 * A conflict may mean the move is recorded already (the same start from her other tab, a key the
 * server no longer holds): the server's list, without the queue laid over it, says.
 */
async function alreadyThere(owner: WorkActionsOwner, move: QueuedMove): Promise<boolean> {
  const list = await serverWorkActions(owner).catch(() => null);
  const status = list?.find((a) => a.uuid === move.actionUuid)?.status;
  if (move.move === 'receipt') return false;
  // Refused because it started meanwhile (from her other phone): nothing left to confirm.
  if (move.move === 'confirm') return status === 'started' || status === 'finished';
  // The photo no longer waits for a retake: this one got there (its answer lost) or the
  // coordinator decided otherwise meanwhile; either way there is nothing left to send.
  if (move.move === 'retake') return true;
  return move.move === 'start' ? status === 'started' || status === 'finished' : status === 'finished';
}

async function sendAll(owner: WorkActionsOwner, queryClient: QueryClient): Promise<number> {
  const moves = (await queuedMoves(owner.uuid)).filter((m) => m.failure === null);
  if (moves.length === 0) return 0;
  const queue = useMoveQueue.getState();
  queue.setSending(true);
  let sent = 0;
  try {
    for (const move of moves) {
      try {
        if (move.move === 'confirm') await sendConfirm(move);
        else {
          const call = { ...move, photo: photoBlob(move.photo) };
          if (call.move === 'receipt') await sendReceipt(call);
          else if (call.move === 'retake') await sendRetake(call);
          else await sendMove(call);
        }
      } catch (error) {
        if (isWorthRetrying(error)) break;
        if (!(errorCodeOf(error) === 'E_CONFLICT' && (await alreadyThere(owner, move)))) {
          await markFailed(move.id, owner.uuid, errorTextOf(error));
          continue;
        }
      }
      await removeMove(move.id, owner.uuid);
      sent += 1;
    }
  } finally {
    queue.setSending(false);
    if (sent > 0) await queryClient.invalidateQueries({ queryKey: ['work-actions', owner.uuid] });
  }
  return sent;
}
