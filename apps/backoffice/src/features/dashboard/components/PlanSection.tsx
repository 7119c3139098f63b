// Plan against reality (docs/product/kpi.md): the range's counts with their share of the planned
// actions, the actions per day as lines, and the same counts per territory and per event.
import { LineChart } from '@mantine/charts';
import { formatPolishDate } from '@tourplanner/domain/dates';
import type { DashboardActionCounts, DashboardSummary } from '@tourplanner/domain/wire/dashboard';
import { DASHBOARD } from '@tourplanner/i18n-pl/dashboard';
import { formatCount, formatShare, shareOf } from '@tourplanner/i18n-pl/number-format';
import { ACTION_COUNT_KEYS } from '../action-count-keys';
import { ChartBlock } from './ChartBlock';
import { DashboardSection } from './DashboardSection';
import { NumbersTable } from './NumbersTable';

const P = DASHBOARD.plan;

/** Columns of the per-day, per-territory and per-event tables. */
const SPLIT_KEYS = ['planned', 'startedOnTime', 'startedLate', 'noShow', 'finished', 'cancelled'] as const;
const splitCells = (c: DashboardActionCounts) => SPLIT_KEYS.map((k) => formatCount(c[k]));
const splitHead = SPLIT_KEYS.map((k) => P.rows[k]);

export interface PlanSectionProps {
  actions: DashboardSummary['actions'];
  /** Names of the territories and events the caller knows (a uuid it does not know shows as '—'). */
  territoryName: (uuid: string | null) => string;
  eventName: (uuid: string | null) => string;
  /** The per-territory table; a client, which reaches events and not territories, goes without. */
  showTerritories: boolean;
}

export function PlanSection({ actions, territoryName, eventName, showTerritories }: PlanSectionProps) {
  const byDay = actions.byDay.map((d) => ({
    day: formatPolishDate(d.date).slice(0, 5),
    planned: d.planned,
    finished: d.finished,
    noShow: d.noShow,
  }));
  return (
    <DashboardSection title={P.title} caption={P.caption}>
      <NumbersTable
        caption={P.title}
        head={[P.measure, DASHBOARD.count, DASHBOARD.share]}
        rows={ACTION_COUNT_KEYS.map((k) => ({
          key: k,
          label: P.rows[k],
          cells: [formatCount(actions[k]), formatShare(shareOf(actions[k], actions.planned))],
        }))}
      />
      {actions.byDay.length > 0 && (
        <ChartBlock
          title={P.byDayTitle}
          folded
          chart={
            <LineChart
              curveType="linear"
              h={240}
              data={byDay}
              dataKey="day"
              accessibilityLayer={false}
              valueFormatter={formatCount}
              withLegend
              series={[
                { name: 'planned', label: P.rows.planned, color: 'blue.7' },
                { name: 'finished', label: P.rows.finished, color: 'teal.7' },
                { name: 'noShow', label: P.rows.noShow, color: 'red.7' },
              ]}
            />
          }
          table={
            <NumbersTable
              caption={P.byDayTitle}
              head={[DASHBOARD.registrations.day, ...splitHead]}
              minWidth={720}
              rows={actions.byDay.map((d) => ({
                key: d.date,
                label: formatPolishDate(d.date),
                cells: splitCells(d),
              }))}
            />
          }
        />
      )}
      {showTerritories && actions.byTerritory.length > 0 && (
        <NumbersTable
          caption={DASHBOARD.territories}
          head={[DASHBOARD.territories, ...splitHead]}
          minWidth={720}
          rows={actions.byTerritory.map((t) => ({
            key: t.uuid ?? 'none',
            label: territoryName(t.uuid),
            cells: splitCells(t),
          }))}
        />
      )}
      {actions.byEvent.length > 0 && (
        <NumbersTable
          caption={DASHBOARD.events}
          head={[DASHBOARD.events, ...splitHead]}
          minWidth={720}
          rows={actions.byEvent.map((e) => ({
            key: e.uuid ?? 'none',
            label: eventName(e.uuid),
            cells: splitCells(e),
          }))}
        />
      )}
    </DashboardSection>
  );
}
