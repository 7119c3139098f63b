// The plan-against-reality counts in the order the Pulpit lists them (docs/product/kpi.md).
import type { DashboardActionCounts } from '@tourplanner/domain/wire/dashboard';

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
