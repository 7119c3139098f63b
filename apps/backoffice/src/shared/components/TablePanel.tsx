// The bordered panel a screen's table sits in: a small loader in its corner while the list loads
// (rows already shown stay), and the screen's empty text once a load brought nothing.
import { Group, Loader, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TablePanelProps {
  loading: boolean;
  /** Nothing to list: the empty text stands instead of the table once loading is over. */
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

export function TablePanel({ loading, empty, emptyText, children }: TablePanelProps) {
  return (
    <Paper withBorder radius="md" pos="relative" aria-busy={loading}>
      {loading ? (
        <Group p="xs" pos="absolute" top={4} right={8}>
          <Loader size="sm" />
        </Group>
      ) : null}
      {empty && !loading ? (
        <Text p="lg" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
