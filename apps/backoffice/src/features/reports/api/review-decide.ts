// The coordinator's decisions on a finished action's photos (issue #30): /review/decide as a
// mutation. The list rows carry each action's review state, so the list is read again after it.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { limitOffset, readAllPages } from '@tourplanner/api-client/all-pages';
import { toast } from '@tourplanner/app-kit/toast';
import { LIMITS } from '@tourplanner/domain/constants';
import type { ReviewDecision } from '@tourplanner/domain/wire/review';
import { REVIEW } from '@tourplanner/i18n-pl/backoffice';
import { api } from '../../../shared/api';
import { createLimiter } from '../../../shared/lib/limiter';
import { actionListKeys } from '../../../widgets/action-list/paged-actions';
import type { ImageSource } from './report-files';

/** One decision on one photo: a start/end photo (`file`) or a receipt. */
export interface PhotoDecision {
  source: ImageSource;
  decision: ReviewDecision;
  comment?: string;
}

/** The body of /review/decide: each photo named by its kind, an empty comment left out. */
export function decideItems(decisions: PhotoDecision[]) {
  return decisions.map(({ source, decision, comment }) => ({
    ...(source.kind === 'file' ? { file: { uuid: source.uuid } } : { receipt: { uuid: source.uuid } }),
    decision,
    ...(comment?.trim() ? { comment: comment.trim() } : {}),
  }));
}

export function useReviewDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decisions: PhotoDecision[]) => api.call('reviewDecide', { items: decideItems(decisions) }),
    onSuccess: (_answer, decisions) => {
      toast.show(decisions.length > 1 ? REVIEW.savedAll : REVIEW.saved);
      void client.invalidateQueries({ queryKey: actionListKeys.all });
      // The photo lists carry each photo's decision: read again when next shown.
      void client.invalidateQueries({ queryKey: ['report-files'] });
      void client.invalidateQueries({ queryKey: ['report-receipts'] });
    },
  });
}

/** Items of one /review/decide call at most (the call's own limit). */
export const DECIDE_BATCH = 200;
/** Actions whose photo lists are read at once for 'Zaakceptuj wszystkie' on a page. */
const LIST_SLOTS = 4;

/** Every photo of an action not decided yet: its start/end photos and every receipt. */
export async function actionPhotoSources(actionUuid: string): Promise<ImageSource[]> {
  const action = { uuid: actionUuid };
  const [files, receipts] = await Promise.all([
    api.call('fileList', { action, pagination: { limit: LIMITS.filesLimit, offset: 0 } }),
    readAllPages(
      (page) => api.call('receiptList', { action, pagination: limitOffset(page) }).then((d) => d.receipts),
      { pageSize: LIMITS.receiptsLimit },
    ),
  ]);
  // A photo decided already (rejected, or a retake asked for) keeps its decision.
  return [
    ...files.files.filter((f) => !f.review).map((f): ImageSource => ({ kind: 'file', uuid: f.uuid })),
    ...receipts.filter((r) => !r.review).map((r): ImageSource => ({ kind: 'receipt', uuid: r.uuid })),
  ];
}

/**
 * 'Zaakceptuj wszystkie' for a page of Raporty: every photo of the given actions (those waiting
 * for a review), read a few actions at a time, accepted in calls of at most 200 photos.
 */
export function useAcceptActions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (actionUuids: string[]) => {
      const limiter = createLimiter(LIST_SLOTS);
      const lists = await Promise.all(actionUuids.map((uuid) => limiter.run(() => actionPhotoSources(uuid))));
      const decisions = lists.flat().map((source): PhotoDecision => ({ source, decision: 'accept' }));
      for (let from = 0; from < decisions.length; from += DECIDE_BATCH) {
        await api.call('reviewDecide', { items: decideItems(decisions.slice(from, from + DECIDE_BATCH)) });
      }
      return decisions.length;
    },
    onSuccess: () => toast.show(REVIEW.savedAll),
    // Some calls may have gone through before a failure: the list shows what was recorded.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: actionListKeys.all });
      void client.invalidateQueries({ queryKey: ['report-files'] });
      void client.invalidateQueries({ queryKey: ['report-receipts'] });
    },
  });
}
