// One day: her hours, and an editor with 'Od godziny' / 'Do godziny' (6-22) to save or clear them.
// The inputs keep what she types key by key ('1' on the way to '12'); an hour is brought within
// 6-22 when she leaves the field, and 'Zapisz' refuses what is still not an hour, with a message.
import { Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import {
  type AvailabilityHours,
  clampAvailabilityHour,
  DEFAULT_AVAILABILITY_HOURS,
  parseAvailabilityHour,
} from '@tourplanner/domain/availability';
import { LIMITS } from '@tourplanner/domain/constants';
import { formatPolishDate } from '@tourplanner/domain/dates';
import type { AvailabilitySlot } from '@tourplanner/domain/entities';
import { BUTTONS, WEEKDAYS } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';
import { AVAILABILITY, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useState } from 'react';
import { errorTextOf } from '../../../shared/api';
import { useSaveAvailability } from '../api/use-save-availability';

/** What the two inputs hold while she types. */
type HourTexts = { from: string; to: string };
const asTexts = (h: AvailabilityHours): HourTexts => ({ from: String(h.from), to: String(h.to) });

/** The hours typed, or which field says what is wrong. */
function readHours(texts: HourTexts): { hours: AvailabilityHours | null; from?: string; to?: string } {
  const from = parseAvailabilityHour(texts.from);
  const to = parseAvailabilityHour(texts.to);
  if (from === null || to === null) {
    return {
      hours: null,
      ...(from === null ? { from: AVAILABILITY.hourRange } : {}),
      ...(to === null ? { to: AVAILABILITY.hourRange } : {}),
    };
  }
  if (to <= from) return { hours: null, to: AVAILABILITY.invalidRange };
  return { hours: { from, to } };
}

const hourProps = {
  size: 'md',
  min: LIMITS.availabilityHourMin,
  max: LIMITS.availabilityHourMax,
  clampBehavior: 'none',
  allowDecimal: false,
  allowNegative: false,
  inputMode: 'numeric',
} as const;

function weekday(day: string): string {
  const d = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(d + 6) % 7] ?? '';
}

export function DayAvailability({ day, slots }: { day: string; slots: AvailabilitySlot[] }) {
  const save = useSaveAvailability();
  const saving = save.isPending;
  const [editing, setEditing] = useState(false);
  const first = slots[0];
  const current: AvailabilityHours = first
    ? { from: Number(first.since.date.slice(11, 13)), to: Number(first.until.date.slice(11, 13)) }
    : DEFAULT_AVAILABILITY_HOURS;
  const [texts, setTexts] = useState<HourTexts>(asTexts(current));
  // Errors show once she has left a field or tried to save, not while she types.
  const [checked, setChecked] = useState(false);
  const read = readHours(texts);
  const headingId = `day-${day}`;

  const submit = (value: AvailabilityHours | null) =>
    save.mutate(
      { day, hours: value },
      {
        onSuccess: () => {
          toast.show(AVAILABILITY.saved);
          setEditing(false);
        },
        onError: (error) => {
          toast.error(errorTextOf(error));
        },
      },
    );

  // Leaving a field brings a typed number within 6-22 (5 -> 6, 23 -> 22); what is no number stays, to be refused.
  const leave = (field: keyof HourTexts) => {
    setTexts((t) => {
      const text = t[field].trim();
      if (text === '' || !Number.isFinite(Number(text))) return t;
      return { ...t, [field]: String(clampAvailabilityHour(text, 0)) };
    });
    setChecked(true);
  };

  const onSave = () => {
    setChecked(true);
    if (read.hours) submit(read.hours);
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
              setTexts(asTexts(current));
              setChecked(false);
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
              {...hourProps}
              label={AVAILABILITY.from}
              value={texts.from}
              onChange={(v) => setTexts((t) => ({ ...t, from: String(v) }))}
              onBlur={() => leave('from')}
              error={checked ? read.from : undefined}
            />
            <NumberInput
              {...hourProps}
              label={AVAILABILITY.to}
              value={texts.to}
              onChange={(v) => setTexts((t) => ({ ...t, to: String(v) }))}
              onBlur={() => leave('to')}
              error={checked ? read.to : undefined}
            />
          </Group>
          <Group gap="sm" grow>
            <Button size="md" onClick={onSave} loading={saving}>
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
              color="red.9"
              c="red.9"
              onClick={() => submit(null)}
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
