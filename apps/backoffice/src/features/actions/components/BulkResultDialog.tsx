// What a bulk change did (issue 32): the rows changed, and the rows refused with the reason of each
// (the error catalogue's text, and the server's words on that row when they say more). Rows refused
// only for the hostess's declared hours may be changed anyway with a reason (ADR 0021).
import { Button, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { OVERRIDE_REASON } from '@tourplanner/domain/entities';
import { ACTION_BULK } from '@tourplanner/i18n-pl/action-bulk';
import { format } from '@tourplanner/i18n-pl/format';
import { AppModal } from '@tourplanner/ui/AppModal';
import { useState } from 'react';
import { type BulkOutcome, outsideAvailability } from '../api/bulk-change';

export interface BulkResultDialogProps {
  outcome: BulkOutcome | null;
  onClose: () => void;
  /** The same change again for `uuids` with the coordinator's reason. */
  onOverride: (uuids: string[], reason: string) => void;
  saving: boolean;
}

export function BulkResultDialog({ outcome, onClose, onOverride, saving }: BulkResultDialogProps) {
  const changed = outcome?.changed ?? [];
  const refused = outcome?.refused ?? [];
  const outside = outcome ? outsideAvailability(outcome) : [];
  const [reason, setReason] = useState('');
  const [seen, setSeen] = useState(outcome);
  if (outcome !== seen) {
    setSeen(outcome);
    setReason('');
  }
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
        {outside.length ? (
          <Stack gap="xs" data-testid="bulk-override">
            <Text size="sm">{format(ACTION_BULK.result.outsideIntro, { count: outside.length })}</Text>
            <Textarea
              label={ACTION_BULK.result.overrideReason}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              rows={2}
              maxLength={OVERRIDE_REASON.max}
            />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          {outside.length ? (
            <Button
              color="orange"
              variant="light"
              loading={saving}
              disabled={reason.trim().length < OVERRIDE_REASON.min}
              onClick={() => onOverride(outside, reason.trim())}
            >
              {ACTION_BULK.result.overrideSave}
            </Button>
          ) : null}
          <Button onClick={onClose}>{ACTION_BULK.result.close}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
