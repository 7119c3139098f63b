// /action/bulk (issue 32): one change (status, hostess, a shift by days and minutes, or a cancel)
// for the rows selected on Akcje. The server checks each row as a single change and answers each;
// the page shows that answer as what changed and what was refused, and why.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Action } from '@tourplanner/domain/entities';
import type { actionBulkAnswer, actionBulkBody } from '@tourplanner/domain/wire/plan';
import { message } from '@tourplanner/i18n-pl/errors';
import type { z } from 'zod';
import { api } from '../../../shared/api';
import { actionDate, actionName, actionTime } from '../../../widgets/action-list/format';
import { actionListKeys } from '../../../widgets/action-list/paged-actions';

export type BulkSet = z.infer<typeof actionBulkBody>['set'];
export type BulkResult = z.infer<typeof actionBulkAnswer>['results'][number];

/** A row of the result as the dialog lists it: which action, and for a refused one, why. */
export interface BulkOutcomeRow {
  uuid: string;
  /** Name · Id · date and hours, as the row read when it was selected. */
  label: string;
  /** The refusal's code (E_HOSTESS_BUSY, E_OUTSIDE_AVAILABILITY, ...). */
  code?: string;
  /** The catalogue's text for the refusal's code. */
  reason?: string;
  /** The server's own words on this row (the other action of a clash), when they add to the reason. */
  detail?: string;
}

export interface BulkOutcome {
  changed: BulkOutcomeRow[];
  refused: BulkOutcomeRow[];
}

/** How an action is named in the result: its name, Id, date and hours. */
export const bulkLabel = (a: Action) => `${actionName(a)} · ${a.ident} · ${actionDate(a)} ${actionTime(a)}`;

/** The refused rows a reason lets through: refused only for the hostess's declared hours. */
export const outsideAvailability = (outcome: BulkOutcome) =>
  outcome.refused.filter((r) => r.code === 'E_OUTSIDE_AVAILABILITY').map((r) => r.uuid);

/**
 * The result after the rows refused for her hours were sent again with a reason: those rows take
 * their new outcome, every other row keeps its first one.
 */
export function withRetry(first: BulkOutcome, retry: BulkOutcome): BulkOutcome {
  const retried = new Set([...retry.changed, ...retry.refused].map((r) => r.uuid));
  return {
    changed: [...first.changed, ...retry.changed],
    refused: [...first.refused.filter((r) => !retried.has(r.uuid)), ...retry.refused],
  };
}

/**
 * The answer split into changed and refused rows, in the order asked. A refusal reads as the error
 * catalogue's text for its code, with the server's text beside it when that says more.
 */
export function bulkOutcome(
  results: readonly BulkResult[],
  labels: ReadonlyMap<string, string>,
): BulkOutcome {
  const outcome: BulkOutcome = { changed: [], refused: [] };
  for (const r of results) {
    const label = labels.get(r.uuid) ?? r.uuid;
    if (r.ok) {
      outcome.changed.push({ uuid: r.uuid, label });
      continue;
    }
    const reason = message(r.error);
    const detail = r.text?.trim();
    outcome.refused.push({
      uuid: r.uuid,
      label,
      ...(r.error ? { code: r.error } : {}),
      reason,
      ...(detail && detail !== reason ? { detail } : {}),
    });
  }
  return outcome;
}

/**
 * The bulk call for `actions` as mutation: its outcome labelled by the rows given, then the list
 * reloads (the changed rows move or change status). A failed call as a whole is the app's error
 * toast; a refused row is part of the outcome, not an error.
 */
export function useBulkChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ actions, set }: { actions: readonly Action[]; set: BulkSet }) => {
      const { results } = await api.call('actionBulk', {
        actions: { uuids: actions.map((a) => a.uuid) },
        set,
      });
      return bulkOutcome(results, new Map(actions.map((a) => [a.uuid, bulkLabel(a)])));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: actionListKeys.all }),
  });
}
