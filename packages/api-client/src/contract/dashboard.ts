// /dashboard/summary: the Pulpit's numbers (issue 31), for coordinators and the brand client.
import { DASHBOARD_ROLES } from '@tourplanner/domain/roles';
import {
  dashboardSummaryAnswer,
  dashboardSummaryBody,
  hostessStatsAnswer,
  hostessStatsBody,
} from '@tourplanner/domain/wire/dashboard';
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
  hostessStats: defineCall({
    path: '/hostess/stats',
    roles: ['HST'],
    request: hostessStatsBody,
    response: hostessStatsAnswer,
    addition: true,
    summary:
      "The signed-in hostess's own numbers (today, this week, this month: plan against reality, registrations per offer), read from the rollups; never another hostess's.",
  }),
} as const;
