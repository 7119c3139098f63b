// The coordinator's decisions on a finished action's photos (issue #30): /review/decide as a
// mutation. The list rows carry each action's review state, so the list is read again after it.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@tourplanner/app-kit/toast';
import type { ReviewDecision } from '@tourplanner/domain/wire/review';
import { REVIEW } from '@tourplanner/i18n-pl/backoffice';
import { api } from '../../../shared/api';
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
    },
  });
}
