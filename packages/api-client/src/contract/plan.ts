// /plan: a whole tour planned in one go (issue 32), and /action/bulk, the same change on many rows.
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import {
  actionBulkAnswer,
  actionBulkBody,
  planCommitAnswer,
  planCommitBody,
  planPreviewAnswer,
  planPreviewBody,
  planTemplate,
  planTemplateApplyAnswer,
  planTemplateApplyBody,
  planTemplateListAnswer,
  planTemplateSaveBody,
} from '@tourplanner/domain/wire/plan';
import { defineCall } from '../define.ts';
import { emptyBody } from '../schemas.ts';

export const planCalls = {
  planPreview: defineCall({
    path: '/plan/preview',
    roles: BACK_OFFICE_ROLES,
    addition: true,
    request: planPreviewBody,
    response: planPreviewAnswer,
    errors: ['E_ACTION_POINT_NOT_FOUND'],
    summary:
      'Addition: the actions of a tour (points × dates × hours, Warsaw time), each with the hostess the optimiser proposes and why; at most 2000.',
  }),
  planCommit: defineCall({
    path: '/plan/commit',
    roles: BACK_OFFICE_ROLES,
    addition: true,
    request: planCommitBody,
    response: planCommitAnswer,
    summary:
      "Addition: creates a plan's actions in one transaction with the create's checks; 'all' saves nothing when one is refused, 'skip' leaves the refused out.",
  }),
  actionBulk: defineCall({
    path: '/action/bulk',
    roles: BACK_OFFICE_ROLES,
    addition: true,
    request: actionBulkBody,
    response: actionBulkAnswer,
    summary:
      'Addition: status, hostess or a shift by days and minutes for many actions, each row through the checks of a single change; answers each row.',
  }),
  planTemplateSave: defineCall({
    path: '/plan/template/save',
    roles: BACK_OFFICE_ROLES,
    addition: true,
    request: planTemplateSaveBody,
    response: planTemplate,
    errors: ['E_ACTION_POINT_NOT_FOUND'],
    summary:
      "Addition: the planner's save as a template: a plan's points, weekdays, hours, type and name pattern under a name.",
  }),
  planTemplateList: defineCall({
    path: '/plan/template/list',
    roles: BACK_OFFICE_ROLES,
    addition: true,
    request: emptyBody,
    response: planTemplateListAnswer,
    summary: "Addition: the templates whose points are all in the caller's territories, newest first.",
  }),
  planTemplateApply: defineCall({
    path: '/plan/template/apply',
    roles: BACK_OFFICE_ROLES,
    addition: true,
    request: planTemplateApplyBody,
    response: planTemplateApplyAnswer,
    summary:
      "Addition: 'Z szablonu': the template over a new range of dates, previewed as /plan/preview (who is eligible checked anew), with the plan.",
  }),
} as const;
