// The bar above Akcje's table (issue 32): how many rows are selected, the four bulk changes and
// 'Wyczyść zaznaczenie'. It stands also with nothing selected (its buttons off), so the first
// checkbox ticked does not push the table down under the pointer.
import { Button, Group, Paper, Text } from '@mantine/core';
import { ACTION_BULK } from '@tourplanner/i18n-pl/action-bulk';
import { format } from '@tourplanner/i18n-pl/format';

export type BulkKind = 'status' | 'user' | 'shift' | 'cancel';

export const BULK_KINDS: readonly BulkKind[] = ['status', 'user', 'shift', 'cancel'];

export interface BulkBarProps {
  count: number;
  onChange: (kind: BulkKind) => void;
  onClear: () => void;
}

export function BulkBar({ count, onChange, onClear }: BulkBarProps) {
  const none = count === 0;
  return (
    <Paper withBorder p="xs" mb="sm" role="group" aria-label={ACTION_BULK.barLabel}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} role="status" mr="sm">
          {none ? ACTION_BULK.noneSelected : format(ACTION_BULK.selected, { count })}
        </Text>
        {BULK_KINDS.map((kind) => (
          <Button
            key={kind}
            size="xs"
            variant={kind === 'cancel' ? 'light' : 'default'}
            color={kind === 'cancel' ? 'red' : undefined}
            disabled={none}
            onClick={() => onChange(kind)}
          >
            {ACTION_BULK.buttons[kind]}
          </Button>
        ))}
        {none ? null : (
          <Button size="xs" variant="subtle" onClick={onClear} ml="auto">
            {ACTION_BULK.clear}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
