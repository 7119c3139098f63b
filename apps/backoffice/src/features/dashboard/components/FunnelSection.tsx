// The funnel (docs/product/kpi.md): codes sent → verified → registered, with the drop at each step
// (the previous step minus this one) and the share kept from the previous step.
import { FunnelChart } from '@mantine/charts';
import type { DashboardSummary } from '@tourplanner/domain/wire/dashboard';
import { DASHBOARD } from '@tourplanner/i18n-pl/backoffice';
import { formatCount, formatShare, shareOf } from '../number-format';
import { ChartBlock } from './ChartBlock';
import { DashboardSection } from './DashboardSection';
import { NumbersTable } from './NumbersTable';

const F = DASHBOARD.funnel;
const STEPS = ['codesSent', 'verified', 'registered'] as const;
const COLORS = ['blue.7', 'cyan.8', 'teal.8'] as const;

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

export function FunnelSection({ funnel }: { funnel: DashboardSummary['funnel'] }) {
  const steps = funnelSteps(funnel);
  const dash = '—';
  return (
    <DashboardSection title={F.title}>
      <ChartBlock
        title={F.title}
        beside
        chart={
          funnel.codesSent > 0 ? (
            <FunnelChart
              size={220}
              withLabels
              labelsPosition="inside"
              labelColor="white"
              accessibilityLayer={false}
              valueFormatter={formatCount}
              data={steps.map((s, i) => ({
                name: F.steps[s.key],
                value: s.count,
                color: COLORS[i] ?? 'blue.7',
              }))}
            />
          ) : undefined
        }
        table={
          <NumbersTable
            caption={F.title}
            head={[F.step, DASHBOARD.count, F.drop, F.ofPrevious]}
            rows={steps.map((s) => ({
              key: s.key,
              label: F.steps[s.key],
              cells: [
                formatCount(s.count),
                s.drop === null ? dash : formatCount(s.drop),
                s.kept === null ? dash : formatShare(s.kept),
              ],
            }))}
          />
        }
      />
    </DashboardSection>
  );
}
