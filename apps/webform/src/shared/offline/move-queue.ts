// Starts, finishes and confirmations kept on the phone (IndexedDB) while there is no connection:
// the photo (a confirmation has none), what else the call sends, and the Idempotency-Key of the first try, so the call sent when the
// connection returns is the same call and the server records it once (ADR 0008, ADR 0018).
// idb-keyval: a 600-byte promise wrapper of IndexedDB's key-value use, kept up; IndexedDB and not
// local storage because photos are megabytes of binary. The photo is kept as its bytes and type
// (an ArrayBuffer clones into every IndexedDB; Blobs did not in older Safari) and becomes a Blob
// again when it is sent.

import type { RequestOf } from '@tourplanner/api-client/define';
import { resettableStore } from '@tourplanner/app-kit/resettable';
import type { Poll } from '@tourplanner/domain/entities';
import { createStore, del, get, set, values } from 'idb-keyval';
import type { WebformCalls } from '../calls';

export interface StartPosition {
  lat: number;
  lng: number;
  accuracy?: number;
}

export interface StoredPhoto {
  bytes: ArrayBuffer;
  type: string;
}

export async function storedPhoto(photo: Blob): Promise<StoredPhoto> {
  return { bytes: await photo.arrayBuffer(), type: photo.type };
}

export const photoBlob = (photo: StoredPhoto) => new Blob([photo.bytes], { type: photo.type });

interface QueuedBase {
  /**
   * `<move>:<action uuid>` (one confirm, one start and one finish per action), `receipt:<key>` (one
   * per photo), `retake:<photo id>` (one new photo per photo asked for again).
   */
  id: string;
  /** The user who took the photo: only her session sends it, only her screen shows it. */
  owner: string;
  actionUuid: string;
  /** For the messages: the action's name as her list showed it. */
  actionName: string;
  idempotencyKey: string;
  queuedAt: number;
  /** The server refused it (not a missing connection): the text of its error. */
  failure: string | null;
}

/** A receipt photo after a registration: its body as built then, and the Glo burn that follows it. */
export interface QueuedReceipt {
  input: RequestOf<WebformCalls['receiptCreate']>;
  burn: RequestOf<WebformCalls['deviceBurn']> | null;
}

/** A new photo for one the coordinator asked for again (issue #30): which photo, by its id. */
export interface QueuedRetake {
  retake: RequestOf<WebformCalls['actionRetake']>;
}

type WithPhoto = QueuedBase & { photo: StoredPhoto };

export type QueuedMove =
  | (WithPhoto & { move: 'start'; position: StartPosition })
  /** The position when the phone had a fix at the finish (issue #30); a finish kept from before has none. */
  | (WithPhoto & { move: 'finish'; poll: Poll; position?: StartPosition })
  | (WithPhoto & { move: 'receipt' } & QueuedReceipt)
  | (WithPhoto & { move: 'retake' } & QueuedRetake)
  /** Her confirmation that she will come (issue 29): nothing but the action. */
  | (QueuedBase & { move: 'confirm' });

const store = () => createStore('tourplanner-webform', 'queued-moves');

export const queuedMoveId = (move: 'start' | 'finish' | 'confirm', actionUuid: string) =>
  `${move}:${actionUuid}`;

/** Her queued moves, oldest first (a start is always sent before the finish of its action). */
export async function queuedMoves(owner: string): Promise<QueuedMove[]> {
  if (typeof indexedDB === 'undefined') return [];
  const all = (await values<QueuedMove>(store())).filter((m) => m.owner === owner);
  return all.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function enqueueMove(move: QueuedMove): Promise<void> {
  await set(move.id, move, store());
  await useMoveQueue.getState().refresh(move.owner);
}

export async function removeMove(id: string, owner: string): Promise<void> {
  await del(id, store());
  await useMoveQueue.getState().refresh(owner);
}

export async function markFailed(id: string, owner: string, failure: string): Promise<void> {
  const move = await get<QueuedMove>(id, store());
  if (move) await set(id, { ...move, failure }, store());
  await useMoveQueue.getState().refresh(owner);
}

/** What the screen shows of the queue: her moves waiting and those the server refused. */
interface MoveQueueState {
  /** Every move waiting (photos and confirmations): while any waits, it is tried again. */
  waiting: number;
  /** Of them, those with a photo. */
  photos: number;
  failed: { id: string; actionName: string; failure: string }[];
  sending: boolean;
  refresh: (owner: string | null) => Promise<void>;
  setSending: (sending: boolean) => void;
}

export const useMoveQueue = resettableStore<MoveQueueState>((setState) => ({
  waiting: 0,
  photos: 0,
  failed: [],
  sending: false,
  async refresh(owner) {
    const moves = owner ? await queuedMoves(owner).catch(() => []) : [];
    setState({
      waiting: moves.filter((m) => m.failure === null).length,
      photos: moves.filter((m) => m.failure === null && m.move !== 'confirm').length,
      failed: moves.flatMap((m) =>
        m.failure === null ? [] : [{ id: m.id, actionName: m.actionName, failure: m.failure }],
      ),
    });
  },
  setSending: (sending) => setState({ sending }),
}));
