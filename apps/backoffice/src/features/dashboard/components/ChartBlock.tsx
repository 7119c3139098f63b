// One chart of the Pulpit with its numbers right under it. The drawing is hidden from screen readers
// (and keeps no keyboard stop of its own): the table under it says the same, row by row.
import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ChartBlockProps {
  title: string;
  note?: string;
  /** The drawing; left out when there is nothing to draw. */
  chart?: ReactNode;
  /** The same numbers as a table. */
  table: ReactNode;
}

export function ChartBlock({ title, note, chart, table }: ChartBlockProps) {
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
      {chart && (
        <Box aria-hidden="true" data-testid="chart">
          {chart}
        </Box>
      )}
      {table}
    </Stack>
  );
}
