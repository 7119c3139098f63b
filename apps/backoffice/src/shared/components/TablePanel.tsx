// The bordered panel a screen's table sits in: a small loader in its corner while the list loads
// (rows already shown stay), and the screen's empty text once a load brought nothing; a failed
// load says so with a retry instead of the table.
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { APP_SHELL } from '@tourplanner/i18n-pl/backoffice';
import type { ReactNode } from 'react';

export interface TablePanelProps {
  loading: boolean;
  /** Nothing to list: the empty text stands instead of the table once loading is over. */
  empty: boolean;
  emptyText: string;
  /** The load failed: its text and a retry stand instead of the table. */
  failed?: { onRetry: () => void } | undefined;
  children: ReactNode;
}

export function TablePanel({ loading, empty, emptyText, failed, children }: TablePanelProps) {
  return (
    <Paper withBorder radius="md" pos="relative" aria-busy={loading}>
      {loading ? (
        <Group p="xs" pos="absolute" top={4} right={8}>
          <Loader size="sm" />
        </Group>
      ) : null}
      {failed && !loading ? (
        <Group p="lg">
          <Text role="alert">{APP_SHELL.listFailed}</Text>
          <Button variant="default" onClick={failed.onRetry}>
            {APP_SHELL.retry}
          </Button>
        </Group>
      ) : empty && !loading ? (
        <Text p="lg" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
