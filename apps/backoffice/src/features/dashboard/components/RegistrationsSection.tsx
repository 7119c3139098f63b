// Registrations (docs/product/kpi.md): total, new and known consumers, per action-hour; per day as a
// line, per offer and per hour of the day as bars, each with its table.
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { OFFER_KEYS } from '@tourplanner/domain/constants';
import { formatPolishDate } from '@tourplanner/domain/dates';
import type { DashboardSummary } from '@tourplanner/domain/wire/dashboard';
import { DASHBOARD } from '@tourplanner/i18n-pl/dashboard';
import { format } from '@tourplanner/i18n-pl/format';
import { formatCount, formatDecimal, formatShare, shareOf } from '@tourplanner/i18n-pl/number-format';
import { ChartBlock } from './ChartBlock';
import { DashboardSection } from './DashboardSection';
import { NumbersTable } from './NumbersTable';

const R = DASHBOARD.registrations;
const pad = (n: number) => String(n).padStart(2, '0');
const hourLabel = (hour: number) =>
  format(R.hourRange, { from: `${pad(hour)}:00`, to: `${pad((hour + 1) % 24)}:00` });

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

export function RegistrationsSection({
  registrations: r,
}: {
  registrations: DashboardSummary['registrations'];
}) {
  const byOffer = OFFER_KEYS.map((offer) => ({ offer, count: r.byOffer[offer] }));
  const series = [{ name: 'count', label: R.total, color: 'blue.7' }];
  return (
    <DashboardSection title={R.title}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Stat label={R.total} value={formatCount(r.total)} />
        <Stat label={R.newConsumers} value={formatCount(r.newConsumers)} />
        <Stat label={R.knownConsumers} value={formatCount(r.knownConsumers)} />
        <Stat
          label={R.perActionHour}
          value={r.perActionHour === null ? R.noActionHours : formatDecimal(r.perActionHour)}
        />
      </SimpleGrid>
      <ChartBlock
        title={R.byDayTitle}
        folded
        chart={
          r.byDay.length > 0 ? (
            <LineChart
              curveType="linear"
              h={240}
              data={r.byDay.map((d) => ({ day: formatPolishDate(d.date).slice(0, 5), count: d.count }))}
              dataKey="day"
              accessibilityLayer={false}
              valueFormatter={formatCount}
              series={series}
            />
          ) : undefined
        }
        table={
          <NumbersTable
            caption={R.byDayTitle}
            head={[R.day, DASHBOARD.count]}
            rows={r.byDay.map((d) => ({
              key: d.date,
              label: formatPolishDate(d.date),
              cells: [formatCount(d.count)],
            }))}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartBlock
          title={R.byOfferTitle}
          note={R.byOfferNote}
          chart={
            <BarChart
              h={240}
              data={byOffer}
              dataKey="offer"
              accessibilityLayer={false}
              valueFormatter={formatCount}
              series={series}
            />
          }
          table={
            <NumbersTable
              caption={R.byOfferTitle}
              head={[R.offer, DASHBOARD.count, DASHBOARD.share]}
              rows={byOffer.map(({ offer, count }) => ({
                key: offer,
                label: offer,
                cells: [formatCount(count), formatShare(shareOf(count, r.total))],
              }))}
            />
          }
        />
        <ChartBlock
          title={R.byHourTitle}
          folded
          chart={
            <BarChart
              h={240}
              data={r.byHour.map((h) => ({ hour: pad(h.hour), count: h.count }))}
              dataKey="hour"
              accessibilityLayer={false}
              valueFormatter={formatCount}
              series={series}
            />
          }
          table={
            <NumbersTable
              caption={R.byHourTitle}
              head={[R.hour, DASHBOARD.count]}
              rows={r.byHour.map((h) => ({
                key: String(h.hour),
                label: hourLabel(h.hour),
                cells: [formatCount(h.count)],
              }))}
            />
          }
        />
      </SimpleGrid>
    </DashboardSection>
  );
}
