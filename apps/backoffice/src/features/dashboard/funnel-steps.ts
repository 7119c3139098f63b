// The funnel's steps (docs/product/kpi.md): codes sent → verified → registered, with the drop at
// each step (the previous step minus this one) and the share kept from the previous step.
import type { DashboardSummary } from '@tourplanner/domain/wire/dashboard';
import { shareOf } from '@tourplanner/i18n-pl/number-format';

const STEPS = ['codesSent', 'verified', 'registered'] as const;

export interface FunnelStep {
  key: (typeof STEPS)[number];
  count: number;
  /** The previous step minus this one; null for the first step. */
  drop: number | null;
  /** This step over the previous one; null for the first step. */
  kept: number | null;
}

/** The steps with their drops, in order. */
export function funnelSteps(funnel: DashboardSummary['funnel']): FunnelStep[] {
  return STEPS.map((key, i) => {
    const previous = i === 0 ? null : funnel[STEPS[i - 1] as (typeof STEPS)[number]];
    const count = funnel[key];
    return {
      key,
      count,
      drop: previous === null ? null : previous - count,
      kept: previous === null ? null : shareOf(count, previous),
    };
  });
}
