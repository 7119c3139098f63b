// One day: her hours, and an editor with 'Od godziny' / 'Do godziny' (6-22) to save or clear them.
import { Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { clampAvailabilityHour, isValidAvailabilityHours } from '@tourplanner/domain/availability';
import { LIMITS } from '@tourplanner/domain/constants';
import { formatPolishDate } from '@tourplanner/domain/dates';
import { BUTTONS, WEEKDAYS } from '@tourplanner/i18n-pl/common';
import { message } from '@tourplanner/i18n-pl/errors';
import { format } from '@tourplanner/i18n-pl/format';
import { AVAILABILITY, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useMemo, useState } from 'react';
import { notify } from '../../../lib/notify';
import { type DayHours, DEFAULT_HOURS, slotsOfDay, useAvailability } from '../stores/availability-store';

function weekday(day: string): string {
  const d = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(d + 6) % 7] ?? '';
}

export function DayAvailability({ day }: { day: string }) {
  const allSlots = useAvailability((s) => s.slots);
  const slots = useMemo(() => slotsOfDay(allSlots, day), [allSlots, day]);
  const saving = useAvailability((s) => s.savingDay === day);
  const save = useAvailability((s) => s.save);
  const [editing, setEditing] = useState(false);
  const first = slots[0];
  const current: DayHours = first
    ? { from: Number(first.since.date.slice(11, 13)), to: Number(first.until.date.slice(11, 13)) }
    : DEFAULT_HOURS;
  const [hours, setHours] = useState<DayHours>(current);
  const invalid = !isValidAvailabilityHours(hours);
  const headingId = `day-${day}`;

  const submit = async (value: DayHours | null) => {
    const code = await save(day, value);
    if (code) notify.error(message(code === 'E_NETWORK' ? null : code));
    else {
      notify.success(AVAILABILITY.saved);
      setEditing(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} data-day={day}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} id={headingId}>
            {weekday(day)}, {formatPolishDate(day)}
          </Text>
          <Text
            size="sm"
            c={slots.length ? undefined : 'dimmed'}
            fw={slots.length ? 600 : undefined}
            data-testid="day-status"
          >
            {slots.length
              ? slots
                  .map((s) =>
                    format(WEBFORM_APP.availability.available, {
                      from: s.since.date.slice(11, 16),
                      to: s.until.date.slice(11, 16),
                    }),
                  )
                  .join(', ')
              : WEBFORM_APP.availability.notAvailable}
          </Text>
        </div>
        {!editing && (
          <Button
            variant="light"
            size="md"
            style={{ flexShrink: 0 }}
            onClick={() => {
              setHours(current);
              setEditing(true);
            }}
          >
            {WEBFORM_APP.availability.edit}
          </Button>
        )}
      </Group>
      {editing && (
        <Stack gap="sm" mt="sm">
          <Group grow gap="sm" align="flex-start">
            <NumberInput
              size="md"
              label={AVAILABILITY.from}
              min={LIMITS.availabilityHourMin}
              max={LIMITS.availabilityHourMax}
              clampBehavior="strict"
              allowDecimal={false}
              value={hours.from}
              onChange={(v) => setHours((h) => ({ ...h, from: clampAvailabilityHour(v, h.from) }))}
            />
            <NumberInput
              size="md"
              label={AVAILABILITY.to}
              min={LIMITS.availabilityHourMin}
              max={LIMITS.availabilityHourMax}
              clampBehavior="strict"
              allowDecimal={false}
              value={hours.to}
              onChange={(v) => setHours((h) => ({ ...h, to: clampAvailabilityHour(v, h.to) }))}
              error={invalid ? AVAILABILITY.invalidRange : undefined}
            />
          </Group>
          <Group gap="sm" grow>
            <Button size="md" onClick={() => void submit(hours)} loading={saving} disabled={invalid}>
              {AVAILABILITY.save}
            </Button>
            <Button size="md" variant="default" onClick={() => setEditing(false)} disabled={saving}>
              {BUTTONS.cancel}
            </Button>
          </Group>
          {slots.length > 0 && (
            <Button
              size="md"
              variant="subtle"
              color="red.8"
              onClick={() => void submit(null)}
              disabled={saving}
            >
              {WEBFORM_APP.availability.clear}
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
