// One chart of the Pulpit with its numbers right under it. The drawing is hidden from screen readers
// (and keeps no keyboard stop of its own): the table under it says the same, row by row. A long
// table (a row per day or per hour) is folded under the chart in a native <details>, which a
// keyboard and a screen reader open like a button.
import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD } from '@tourplanner/i18n-pl/dashboard';
import { format } from '@tourplanner/i18n-pl/format';
import type { ReactNode } from 'react';

export interface ChartBlockProps {
  title: string;
  note?: string;
  /** The drawing; left out when there is nothing to draw. */
  chart?: ReactNode;
  /** The same numbers as a table. */
  table: ReactNode;
  /** Folds the table under the chart (for tables of a row per day or per hour). */
  folded?: boolean;
  /** The table beside the chart on a wide screen (a small chart, like the funnel), else under it. */
  beside?: boolean;
}

export function ChartBlock({ title, note, chart, table, folded = false, beside = false }: ChartBlockProps) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      <SimpleGrid cols={beside && chart ? { base: 1, md: 2 } : 1} spacing="md">
        {chart && (
          <Box aria-hidden="true" data-testid="chart">
            {chart}
          </Box>
        )}
        {folded ? (
          <Box component="details">
            <Box component="summary" fz="sm" c="blue.9" style={{ cursor: 'pointer' }} py={4}>
              {format(DASHBOARD.showNumbers, { title })}
            </Box>
            {table}
          </Box>
        ) : (
          table
        )}
      </SimpleGrid>
    </Stack>
  );
}
