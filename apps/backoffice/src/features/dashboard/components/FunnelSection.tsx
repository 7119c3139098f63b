// The funnel (docs/product/kpi.md): codes sent → verified → registered, with the drop at each step
// (the previous step minus this one) and the share kept from the previous step.
import { FunnelChart } from '@mantine/charts';
import type { DashboardSummary } from '@tourplanner/domain/wire/dashboard';
import { DASHBOARD } from '@tourplanner/i18n-pl/dashboard';
import { formatCount, formatShare } from '@tourplanner/i18n-pl/number-format';
import { funnelSteps } from '../funnel-steps';
import { ChartBlock } from './ChartBlock';
import { DashboardSection } from './DashboardSection';
import { NumbersTable } from './NumbersTable';

const F = DASHBOARD.funnel;
const COLORS = ['blue.7', 'cyan.8', 'teal.8'] as const;

export function FunnelSection({ funnel }: { funnel: DashboardSummary['funnel'] }) {
  const steps = funnelSteps(funnel);
  const dash = '—';
  return (
    <DashboardSection title={F.title}>
      <ChartBlock
        title={F.stepsTitle}
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
