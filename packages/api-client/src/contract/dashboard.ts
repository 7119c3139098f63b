// /dashboard/summary: the Pulpit's numbers (issue 31), for coordinators and the brand client.
import { DASHBOARD_ROLES } from '@tourplanner/domain/roles';
import { dashboardSummaryAnswer, dashboardSummaryBody } from '@tourplanner/domain/wire/dashboard';
import { defineCall } from '../define.ts';

export const dashboardCalls = {
  dashboardSummary: defineCall({
    path: '/dashboard/summary',
    roles: DASHBOARD_ROLES,
    request: dashboardSummaryBody,
    response: dashboardSummaryAnswer,
    addition: true,
    summary:
      'Plan against reality, registrations, the funnel and consents for whole days (Europe/Warsaw), scoped like /action/list; aggregates only, read from rollups.',
  }),
} as const;
