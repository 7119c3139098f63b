// The availability hours popup: from and to hours 6–22 (default 9 to 16) for one day; it saves.
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { LIMITS } from '@tourplanner/domain/constants';
import { formatPolishDate, type Ymd } from '@tourplanner/domain/dates';
import { PERSONNEL } from '@tourplanner/i18n-pl/backoffice';
import { AppModal } from '@tourplanner/ui/AppModal';
import { type FormEvent, useState } from 'react';

export interface AvailabilityPopupProps {
  opened: boolean;
  name: string;
  day: Ymd;
  onClose: () => void;
  onSave: (from: number, to: number) => Promise<void>;
}

const clampHour = (v: number | string, fallback: number) => {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n) || v === '') return fallback;
  return Math.min(LIMITS.availabilityHourMax, Math.max(LIMITS.availabilityHourMin, Math.trunc(n)));
};

export function AvailabilityPopup({ opened, name, day, onClose, onSave }: AvailabilityPopupProps) {
  const [from, setFrom] = useState<number | string>(LIMITS.availabilityHourDefaultFrom);
  const [to, setTo] = useState<number | string>(LIMITS.availabilityHourDefaultTo);
  const [busy, setBusy] = useState(false);
  const [seen, setSeen] = useState(opened);
  if (opened !== seen) {
    setSeen(opened);
    if (opened) {
      setFrom(LIMITS.availabilityHourDefaultFrom);
      setTo(LIMITS.availabilityHourDefaultTo);
    }
  }
  const f = clampHour(from, LIMITS.availabilityHourDefaultFrom);
  const t = clampHour(to, LIMITS.availabilityHourDefaultTo);
  const invalid = t <= f;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    setBusy(true);
    try {
      await onSave(f, t);
    } finally {
      setBusy(false);
    }
  };
  const hourProps = {
    min: LIMITS.availabilityHourMin,
    max: LIMITS.availabilityHourMax,
    clampBehavior: 'strict' as const,
    allowDecimal: false,
    allowNegative: false,
    w: 140,
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={PERSONNEL.availabilityPopup.title}>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">
            {name} · {formatPolishDate(day)}
          </Text>
          <Group>
            <NumberInput
              {...hourProps}
              label={PERSONNEL.availabilityPopup.from}
              value={from}
              onChange={setFrom}
            />
            <NumberInput {...hourProps} label={PERSONNEL.availabilityPopup.to} value={to} onChange={setTo} />
          </Group>
          {invalid ? (
            <Text size="sm" c="#b3261e" role="alert">
              {PERSONNEL.availabilityPopup.invalidRange}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {PERSONNEL.availabilityPopup.cancel}
            </Button>
            <Button type="submit" loading={busy} disabled={invalid}>
              {PERSONNEL.availabilityPopup.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
