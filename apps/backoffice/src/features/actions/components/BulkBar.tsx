// The bar above Akcje's table while rows are selected (issue 32): how many, the four bulk changes
// and 'Wyczyść zaznaczenie'.
import { Button, Group, Paper, Text } from '@mantine/core';
import { ACTION_BULK } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';

export type BulkKind = 'status' | 'user' | 'shift' | 'cancel';

export const BULK_KINDS: readonly BulkKind[] = ['status', 'user', 'shift', 'cancel'];

export interface BulkBarProps {
  count: number;
  onChange: (kind: BulkKind) => void;
  onClear: () => void;
}

export function BulkBar({ count, onChange, onClear }: BulkBarProps) {
  if (count === 0) return null;
  return (
    <Paper withBorder p="xs" mb="sm" role="group" aria-label={ACTION_BULK.barLabel}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} role="status" mr="sm">
          {format(ACTION_BULK.selected, { count })}
        </Text>
        {BULK_KINDS.map((kind) => (
          <Button
            key={kind}
            size="xs"
            variant={kind === 'cancel' ? 'light' : 'default'}
            color={kind === 'cancel' ? 'red' : undefined}
            onClick={() => onChange(kind)}
          >
            {ACTION_BULK.buttons[kind]}
          </Button>
        ))}
        <Button size="xs" variant="subtle" onClick={onClear} ml="auto">
          {ACTION_BULK.clear}
        </Button>
      </Group>
    </Paper>
  );
}
