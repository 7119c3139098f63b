// Review of what the field sent (issue #30): a coordinator's decision on each photo of an action,
// the hostess's retake of a photo she was asked to redo, and the review state and signals every
// action row carries.
import { z } from 'zod';
import { signal } from '../signals.ts';
import { ref } from './common.ts';

export const REVIEW_DECISIONS = ['accept', 'reject', 'retake'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

import { REVIEW_STATES } from '../review-states.ts';

export { REVIEW_STATES, type ReviewState } from '../review-states.ts';

/**
 * The coordinator's decision on one photo as it is now (issue #30), on the rows of /action/file/list
 * and /action/receipt/list for the back office's roles; no decision yet: absent.
 */
export const photoDecision = z.object({ decision: z.enum(REVIEW_DECISIONS), comment: z.string().nullable() });
export type PhotoDecision = z.infer<typeof photoDecision>;

/** A photo a retake is asked for: which one (start/end photo or receipt) and the coordinator's comment. */
export const reviewRetake = z.object({
  file: ref.optional(),
  receipt: ref.optional(),
  ident: z.enum(['start', 'end', 'receipt']),
  comment: z.string().nullable(),
});
export type ReviewRetake = z.infer<typeof reviewRetake>;

export const actionReview = z.object({
  state: z.enum(REVIEW_STATES),
  signals: z.array(signal),
  /** The photos waiting for her retake (state fix), for the webform to show and send again. */
  retakes: z.array(reviewRetake).optional(),
});
export type ActionReview = z.infer<typeof actionReview>;

/** Which photo: a start/end photo (`file`, as /action/file/list names it) or a receipt, exactly one. */
const photoRef = { file: ref.optional(), receipt: ref.optional() };
const onePhoto = (v: { file?: unknown; receipt?: unknown }) =>
  (v.file === undefined) !== (v.receipt === undefined);
const onePhotoIssue = { message: 'file or receipt', path: ['file'] };

export const reviewItem = z
  .object({
    ...photoRef,
    decision: z.enum(REVIEW_DECISIONS),
    comment: z.string().trim().max(1000).optional(),
  })
  .refine(onePhoto, onePhotoIssue);

export const reviewDecideBody = z.object({ items: z.array(reviewItem).min(1).max(200) });
/** Each action a decision touched, with its review as it is now. */
export const reviewDecideAnswer = z.object({ actions: z.array(ref.extend({ review: actionReview })) });

/** The `_input` of the retake upload: the photo she was asked to redo. */
export const actionRetakeBody = z.object(photoRef).refine(onePhoto, onePhotoIssue);
