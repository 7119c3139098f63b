// The plan-against-reality and review counts in the order the Pulpit lists them (docs/product/kpi.md).
import type { DashboardActionCounts, DashboardSummary } from '@tourplanner/domain/wire/dashboard';

/** The counts in the order the screen lists them. */
export const ACTION_COUNT_KEYS = [
  'planned',
  'startedOnTime',
  'startedLate',
  'noShow',
  'finished',
  'finishedEarly',
  'cancelled',
  'hostessCancelled',
] as const satisfies readonly (keyof DashboardActionCounts)[];

/** The review's photo counts (issue 30) in the order the Pulpit lists them. */
export const REVIEW_PHOTO_KEYS = [
  'accepted',
  'toFix',
  'rejected',
  'pending',
] as const satisfies readonly (keyof DashboardSummary['review']['photos'])[];
