// What a bulk change did (issue 32): the rows changed, and the rows refused with the reason of each
// (the error catalogue's text, and the server's words on that row when they say more).
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { ACTION_BULK } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { AppModal } from '@tourplanner/ui/AppModal';
import type { BulkOutcome } from '../api/bulk-change';

export interface BulkResultDialogProps {
  outcome: BulkOutcome | null;
  onClose: () => void;
}

export function BulkResultDialog({ outcome, onClose }: BulkResultDialogProps) {
  const changed = outcome?.changed ?? [];
  const refused = outcome?.refused ?? [];
  return (
    <AppModal opened={outcome !== null} onClose={onClose} title={ACTION_BULK.result.title} size="lg">
      <Stack>
        <section aria-labelledby="bulk-changed">
          <Title order={3} size="h5" id="bulk-changed" mb={4}>
            {format(ACTION_BULK.result.changed, { count: changed.length })}
          </Title>
          {changed.length ? (
            <List size="sm" spacing={2} data-testid="bulk-changed">
              {changed.map((row) => (
                <List.Item key={row.uuid}>{row.label}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{ACTION_BULK.result.noneChanged}</Text>
          )}
        </section>
        <section aria-labelledby="bulk-refused">
          <Title order={3} size="h5" id="bulk-refused" mb={4}>
            {format(ACTION_BULK.result.refused, { count: refused.length })}
          </Title>
          {refused.length ? (
            <List size="sm" spacing={6} data-testid="bulk-refused">
              {refused.map((row) => (
                <List.Item key={row.uuid}>
                  <Text size="sm" fw={600} span>
                    {row.label}
                  </Text>
                  <Text size="sm" c="red.8">
                    {row.reason}
                  </Text>
                  {row.detail ? (
                    <Text size="sm" c="gray.7">
                      {row.detail}
                    </Text>
                  ) : null}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{ACTION_BULK.result.noneRefused}</Text>
          )}
        </section>
        <Group justify="flex-end">
          <Button onClick={onClose}>{ACTION_BULK.result.close}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
