// /review (addition, issue #30): the coordinator's decisions on an action's photos.
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import { reviewDecideAnswer, reviewDecideBody } from '@tourplanner/domain/wire/review';
import { defineCall } from '../define.ts';

export const reviewCalls = {
  reviewDecide: defineCall({
    path: '/review/decide',
    roles: BACK_OFFICE_ROLES,
    request: reviewDecideBody,
    response: reviewDecideAnswer,
    errors: ['E_FORBIDDEN', 'E_NOT_FOUND', 'E_CONFLICT'],
    addition: true,
    summary:
      "Accept, reject or ask for a retake of an action's photos (start, end, receipts), with a comment; all or nothing, within the caller's territories.",
  }),
} as const;
