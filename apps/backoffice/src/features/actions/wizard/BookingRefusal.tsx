// A save the API refused for the hostess's time (ADR 0021): her other action named (the server's
// Polish lines, e.g. 'Anna Kowalska koliduje z AK-000123 (…)'), or her availability, which the
// coordinator may override with a reason that is kept on the action.
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { OVERRIDE_REASON } from '@tourplanner/domain/entities';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { useState } from 'react';
import type { Refusal } from '../api/booking-refusal';

export function BookingRefusal({
  refusal,
  saving,
  onOverride,
}: {
  refusal: Refusal;
  saving: boolean;
  onOverride: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const busy = refusal.kind === 'busy';
  return (
    <Alert
      color={busy ? 'red' : 'orange'}
      title={busy ? ACTION_WIZARD.busyTitle : ACTION_WIZARD.outsideTitle}
      role="alert"
      data-testid="booking-refusal"
    >
      <Stack gap="xs">
        {refusal.lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        {busy ? null : (
          <>
            <Text size="sm">{ACTION_WIZARD.outsideIntro}</Text>
            <Textarea
              label={ACTION_WIZARD.overrideReason}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              rows={2}
              maxLength={OVERRIDE_REASON.max}
            />
            <Group justify="flex-end">
              <Button
                color="orange"
                loading={saving}
                disabled={reason.trim().length < OVERRIDE_REASON.min}
                onClick={() => onOverride(reason.trim())}
              >
                {ACTION_WIZARD.overrideSave}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
}
