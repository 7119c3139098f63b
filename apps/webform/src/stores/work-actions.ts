// The signed-in person's actions: a hostess's own (today's and coming), or for a hostess
// administrator the started actions in her territories; and a hostess's start, finish, cancel.

import { newIdempotencyKey } from '@tourplanner/api-client/client';
import { rangeToWire, todayYmd } from '@tourplanner/domain/dates';
import type { Poll } from '@tourplanner/domain/entities';
import { create } from 'zustand';
import { api, errorCodeOf } from '../lib/api';
import { toWorkAction, type WorkAction } from '../lib/work-action';
import { useSession } from './session';

export interface StartPosition {
  lat: number;
  lng: number;
  accuracy?: number;
}

export interface WorkActionsState {
  actions: WorkAction[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  errorCode: string | null;
  load: () => Promise<void>;
  start: (uuid: string, photo: Blob, position: StartPosition) => Promise<WorkAction>;
  finish: (uuid: string, photo: Blob, poll: Poll) => Promise<WorkAction>;
  cancel: (uuid: string) => Promise<WorkAction>;
  reset: () => void;
}

const byTime = (a: WorkAction, b: WorkAction) =>
  `${a.date ?? ''} ${a.timeStart ?? ''}`.localeCompare(`${b.date ?? ''} ${b.timeStart ?? ''}`);

/** The Idempotency-Key of each start or finish not yet answered, by `<move>:<action uuid>`. */
const retryKeys = new Map<string, string>();

export const useWorkActions = create<WorkActionsState>()((set, get) => {
  const replace = (next: WorkAction) =>
    set({
      actions: get().actions.map((a) =>
        a.uuid === next.uuid
          ? { ...a, ...next, point: a.point ?? next.point, eventIdent: a.eventIdent ?? next.eventIdent }
          : a,
      ),
    });

  // A start or finish whose answer never came (a photo upload past the client's timeout, a dropped
  // connection) may still have happened on the server. Her retry sends the same Idempotency-Key
  // (one per action and move until it succeeds), and the server answers the action as it is.
  // A repeat it cannot recognise (the key was lost with a page reload, the start came from
  // another phone) is refused as a conflict: the reloaded list then says whether the action got there.
  const answered = async (
    move: 'start' | 'finish',
    uuid: string,
    call: (idempotencyKey: string) => Promise<{ data: Parameters<typeof toWorkAction>[0] }>,
    status: WorkAction['status'],
  ): Promise<WorkAction> => {
    const id = `${move}:${uuid}`;
    const key = retryKeys.get(id) ?? newIdempotencyKey();
    retryKeys.set(id, key);
    try {
      const next = toWorkAction((await call(key)).data);
      retryKeys.delete(id);
      return next;
    } catch (error) {
      if (errorCodeOf(error) !== 'E_CONFLICT') throw error;
      await get().load();
      const now = get().actions.find((a) => a.uuid === uuid);
      if (now?.status !== status) throw error;
      retryKeys.delete(id);
      return now;
    }
  };

  return {
    actions: [],
    status: 'idle',
    errorCode: null,

    async load() {
      set({ status: 'loading', errorCode: null });
      try {
        const role = useSession.getState().user?.role.uuid;
        let actions: WorkAction[];
        if (role === 'HST') {
          const { data } = await api().call('hostessActions', {});
          actions = data.actions.map(toWorkAction);
        } else {
          const today = todayYmd(new Date());
          const { data } = await api().call('actionList', {
            actions: { ...rangeToWire({ since: today, until: today }), statuses: { idents: ['started'] } },
            pagination: { limit: 100, offset: 0 },
          });
          actions = data.actions.map(toWorkAction);
        }
        set({ actions: actions.sort(byTime), status: 'ready' });
      } catch (error) {
        set({ status: 'error', errorCode: errorCodeOf(error) });
      }
    },

    async start(uuid, photo, position) {
      const next = await answered(
        'start',
        uuid,
        (idempotencyKey) =>
          api().call(
            'actionStart',
            { input: { action: { uuid }, position }, files: [photo] },
            { idempotencyKey },
          ),
        'started',
      );
      replace(next);
      return get().actions.find((a) => a.uuid === uuid) ?? next;
    },

    async finish(uuid, photo, poll) {
      const next = await answered(
        'finish',
        uuid,
        (idempotencyKey) =>
          api().call(
            'actionFinish',
            { input: { action: { uuid }, poll }, files: [photo] },
            { idempotencyKey },
          ),
        'finished',
      );
      replace(next);
      return next;
    },

    async cancel(uuid) {
      const { data } = await api().call('actionCancel', { action: { uuid } });
      const next = toWorkAction(data);
      replace(next);
      return next;
    },

    reset() {
      retryKeys.clear();
      set({ actions: [], status: 'idle', errorCode: null });
    },
  };
});

// Another person signing in on the same phone starts from an empty list.
useSession.subscribe((state, previous) => {
  if (previous.status === 'signedIn' && state.status !== 'signedIn') useWorkActions.getState().reset();
});
