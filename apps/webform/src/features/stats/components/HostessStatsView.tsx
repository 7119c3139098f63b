// 'Moje wyniki': today, this week or this month (a segmented choice, keyboard-usable as radio
// buttons), her registrations in large type, then per offer and her actions as small tables with
// Polish number formats. Built for a phone held in one hand (390 px).
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { OFFER_KEYS } from '@tourplanner/domain/constants';
import type { HostessStats, HostessStatsPeriod } from '@tourplanner/domain/wire/dashboard';
import { format } from '@tourplanner/i18n-pl/format';
import { HOSTESS_STATS as S } from '@tourplanner/i18n-pl/hostess-stats';
import { formatCount } from '@tourplanner/i18n-pl/number-format';
import { OFFERS } from '@tourplanner/i18n-pl/webform';
import { useId, useState } from 'react';
import { errorTextOf } from '../../../shared/api';
import { useTitle } from '../../../shared/lib/use-title';
import { useHostessStats } from '../api/stats-query';

type PeriodKey = keyof HostessStats;
const PERIODS: PeriodKey[] = ['today', 'week', 'month'];
const ACTION_ROWS = ['planned', 'startedOnTime', 'startedLate', 'noShow', 'finished'] as const;

/** 'YYYY-MM-DD' → 'DD.MM'. */
const dayMonth = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

function FiguresTable({ caption, head, rows }: { caption: string; head: string; rows: [string, number][] }) {
  return (
    <Table captionSide="top" fz="md" verticalSpacing="xs">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{head}</Table.Th>
          <Table.Th scope="col" ta="right">
            {S.count}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatCount(value)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PeriodView({ period }: { period: HostessStatsPeriod }) {
  const totalId = useId();
  const nothing = period.registrations === 0 && period.actions.planned === 0;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {format(S.periodRange, { since: dayMonth(period.since), until: dayMonth(period.until) })}
      </Text>
      <Paper withBorder radius="md" p="md">
        <Text id={totalId} size="sm" c="dimmed">
          {S.registrations}
        </Text>
        <Text aria-labelledby={totalId} fz={40} fw={700} lh={1.1}>
          {formatCount(period.registrations)}
        </Text>
      </Paper>
      {nothing ? (
        <Text>{S.empty}</Text>
      ) : (
        <>
          <FiguresTable
            caption={S.perOffer}
            head={S.offer}
            rows={OFFER_KEYS.map((o) => [OFFERS.names[o], period.byOffer[o]])}
          />
          <Text size="sm" c="dimmed">
            {S.perOfferNote}
          </Text>
          <FiguresTable
            caption={S.actions}
            head={S.measure}
            rows={ACTION_ROWS.map((k) => [S.rows[k], period.actions[k]])}
          />
        </>
      )}
    </Stack>
  );
}

export function HostessStatsView() {
  useTitle(S.title);
  const stats = useHostessStats();
  const [period, setPeriod] = useState<PeriodKey>('today');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {S.title}
      </Title>
      <Text c="dimmed">{S.intro}</Text>
      <SegmentedControl
        fullWidth
        size="md"
        value={period}
        onChange={(v) => setPeriod(v as PeriodKey)}
        data={PERIODS.map((p) => ({ value: p, label: S.periods[p] }))}
        aria-label={S.title}
      />
      {stats.isPending && <Loader mx="auto" aria-label={S.loading} />}
      {stats.isError && (
        <Alert color="red" role="alert" title={S.failed}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{errorTextOf(stats.error)}</Text>
            <Button variant="light" color="red" onClick={() => void stats.refetch()}>
              {S.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {stats.data && <PeriodView period={stats.data[period]} />}
    </Stack>
  );
}
