// Hostesses and points, top and bottom (docs/product/kpi.md): the hostesses' registrations as bars,
// each list with its plan against reality in a table. A client gets hostesses by first name and
// initial only; the server already answers them so.
import { BarChart } from '@mantine/charts';
import type { DashboardSummary } from '@tourplanner/domain/wire/dashboard';
import { DASHBOARD } from '@tourplanner/i18n-pl/dashboard';
import { formatCount } from '@tourplanner/i18n-pl/number-format';
import { EmptyState } from '@tourplanner/ui/EmptyState';
import { ChartBlock } from './ChartBlock';
import { DashboardSection } from './DashboardSection';
import { NumbersTable } from './NumbersTable';

const K = DASHBOARD.ranking;
const head: [string, ...string[]] = ['', K.registrations, K.planned, K.finished, K.noShow];
type Counted = { registrations: number; planned: number; finished: number; noShow: number };
const cells = (c: Counted) => [c.registrations, c.planned, c.finished, c.noShow].map(formatCount);

export function RankingSection({ hostesses, points }: Pick<DashboardSummary, 'hostesses' | 'points'>) {
  const pointLabel = (p: DashboardSummary['points'][number]) => (p.name ? `${p.ident} ${p.name}` : p.ident);
  return (
    <DashboardSection title={K.title} caption={K.note}>
      <ChartBlock
        title={K.hostessesTitle}
        beside
        chart={
          hostesses.length > 0 ? (
            <BarChart
              h={Math.max(160, hostesses.length * 28)}
              data={hostesses.map((h) => ({ name: h.name, registrations: h.registrations }))}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 120, interval: 0 }}
              accessibilityLayer={false}
              valueFormatter={formatCount}
              series={[{ name: 'registrations', label: K.registrations, color: 'violet.7' }]}
            />
          ) : undefined
        }
        table={
          hostesses.length > 0 ? (
            <NumbersTable
              caption={K.hostessesTitle}
              head={[K.hostess, ...head.slice(1)]}
              minWidth={480}
              rows={hostesses.map((h) => ({ key: h.uuid, label: h.name, cells: cells(h) }))}
            />
          ) : (
            <EmptyState inline>{K.none}</EmptyState>
          )
        }
      />
      <ChartBlock
        title={K.pointsTitle}
        table={
          points.length > 0 ? (
            <NumbersTable
              caption={K.pointsTitle}
              head={[K.point, ...head.slice(1)]}
              minWidth={480}
              rows={points.map((p) => ({ key: p.ident, label: pointLabel(p), cells: cells(p) }))}
            />
          ) : (
            <EmptyState inline>{K.noPoints}</EmptyState>
          )
        }
      />
    </DashboardSection>
  );
}
