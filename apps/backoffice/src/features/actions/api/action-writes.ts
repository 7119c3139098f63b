// The writes of the actions page: save from the wizard (create or update), set a row's status, and
// copy an action N times. Each refreshes the lists of actions it changed.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@tourplanner/app-kit/toast';
import type { RowMenuStatus } from '@tourplanner/domain/action-status';
import { missingForStatusChange } from '@tourplanner/domain/action-status';
import { type CopyChecks, copyActionInput, copyProgress, isCopyFinished } from '@tourplanner/domain/copy';
import type { Action, ActionInput } from '@tourplanner/domain/entities';
import { ACTIONS } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { useState } from 'react';
import { api } from '../../../shared/api';
import { actionListKeys } from '../../../widgets/action-list/paged-actions';
import { useActions } from '../stores/actions-store';
import { bookingRefusal } from './booking-refusal';

/** /action/update for a draft with a uuid ('Zapisano akcję'), else /action/create ('Dodano nową akcję'). */
export function useSaveAction() {
  const client = useQueryClient();
  return useMutation({
    // The wizard shows a refusal for the hostess's time itself, and toasts any other failure.
    meta: { errorToast: false },
    mutationFn: async (body: ActionInput) => {
      if (body.uuid) await api.call('actionUpdate', { action: { ...body, uuid: body.uuid } });
      else await api.call('actionCreate', { action: body });
      return Boolean(body.uuid);
    },
    onSuccess: (updated) => {
      toast.show(updated ? ACTIONS.toasts.saved : ACTIONS.toasts.created);
      void client.invalidateQueries({ queryKey: actionListKeys.all });
    },
  });
}

/** A status refused because the action would book a hostess outside her hours: it waits for a reason. */
export interface StatusAwaitingReason {
  action: Action;
  status: RowMenuStatus;
  lines: string[];
}

/**
 * A row-menu status (SPEC §4): refused here when the action lacks data ('Uzupełnij brakujące
 * dane'), else set, then the list reloads and 'Status akcji zmieniony' shows. A cancelled action
 * coming back outside its hostess's hours waits in `awaiting` for the coordinator's reason
 * (ADR 0021); every other refusal is an error toast (a clash names the other action).
 */
export function useSetActionStatus() {
  const client = useQueryClient();
  const [awaiting, setAwaiting] = useState<StatusAwaitingReason | null>(null);
  const mutation = useMutation({
    meta: { errorToast: false },
    mutationFn: ({ action, status, reason }: { action: Action; status: RowMenuStatus; reason?: string }) =>
      api.call('actionSetStatus', {
        status: { ident: status },
        action: { uuid: action.uuid },
        ...(reason ? { availabilityOverride: reason } : {}),
      }),
    onSuccess: async () => {
      setAwaiting(null);
      toast.show(ACTIONS.toasts.statusChanged);
      await client.invalidateQueries({ queryKey: actionListKeys.all });
    },
    onError: (error, { action, status }) => {
      const refusal = bookingRefusal(error);
      if (refusal?.kind === 'outside') setAwaiting({ action, status, lines: refusal.lines });
      else toast.fail(error);
    },
  });
  const set = (action: Action, status: RowMenuStatus) => {
    if (missingForStatusChange(action).length > 0) toast.error(ACTIONS.errors.missingData);
    else mutation.mutate({ action, status });
  };
  return {
    set,
    awaiting,
    saving: mutation.isPending,
    override: (reason: string) => awaiting && mutation.mutate({ ...awaiting, reason }),
    dismiss: () => setAwaiting(null),
  };
}

/**
 * Copies an action `count` times, one /action/create after another: 'Skopiowano akcję X/Y' after
 * each, then a reload and 'Kopiowanie ukończone!' when the last is made (SPEC §4). A failed copy
 * stops there: its error toast, counters back to 0, the list reloaded.
 */
export function useCopyAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, checks, count }: { action: Action; checks: CopyChecks; count: number }) => {
      const store = useActions.getState();
      const reload = () => client.invalidateQueries({ queryKey: actionListKeys.all });
      store.setCopy(count, count);
      const body = copyActionInput(action, checks);
      if (!body.name.trim()) body.name = ACTIONS.defaultName;
      for (;;) {
        const remaining = useActions.getState().copyCurrent;
        try {
          await api.call('actionCreate', { action: body });
        } catch (error) {
          toast.fail(error);
          store.setCopy(0, 0);
          await reload();
          return;
        }
        const { done, total } = copyProgress(count, remaining);
        toast.show(format(ACTIONS.toasts.copied, { x: done, y: total }));
        if (isCopyFinished(remaining)) {
          await reload();
          store.setCopy(0, 0);
          toast.show(ACTIONS.toasts.copyDone);
          return;
        }
        store.setCopy(remaining - 1);
      }
    },
  });
}
