// The copy dialog ('Powiel'): which fields the copies keep, and how many copies (1–100). A count
// typed outside 1–100 becomes the nearest bound when the field is left, and the dialog says so.
import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { LIMITS } from '@tourplanner/domain/constants';
import { COPY_FIELDS, type CopyChecks, clampCopyCount, DEFAULT_COPY_CHECKS } from '@tourplanner/domain/copy';
import { COPY_DIALOG } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { AppModal } from '@tourplanner/ui/AppModal';
import { type FormEvent, useState } from 'react';

export interface CopyDialogProps {
  opened: boolean;
  onClose: () => void;
  onCopy: (checks: CopyChecks, count: number) => void;
}

export function CopyDialog({ opened, onClose, onCopy }: CopyDialogProps) {
  const [checks, setChecks] = useState<CopyChecks>(DEFAULT_COPY_CHECKS);
  const [count, setCount] = useState<number | string>(LIMITS.copyCountDefault);
  const [clamped, setClamped] = useState<string | null>(null);
  const [seen, setSeen] = useState(opened);
  if (opened !== seen) {
    setSeen(opened);
    if (opened) {
      setChecks(DEFAULT_COPY_CHECKS);
      setCount(LIMITS.copyCountDefault);
      setClamped(null);
    }
  }
  /** The count within 1–100; a typed one outside is replaced and the change said. */
  const settle = () => {
    const n = Number(count);
    const value = clampCopyCount(count);
    if (count !== '' && Number.isFinite(n) && n !== value) {
      const { copyCountMin: min, copyCountMax: max } = LIMITS;
      setClamped(format(n > value ? COPY_DIALOG.countClamped : COPY_DIALOG.countRaised, { min, max }));
      setCount(value);
    }
    return value;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCopy(checks, settle());
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={COPY_DIALOG.title}>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">{COPY_DIALOG.intro}</Text>
          {COPY_FIELDS.map((field) => (
            <Checkbox
              key={field}
              label={COPY_DIALOG.fields[field]}
              checked={checks[field]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setChecks((c) => ({ ...c, [field]: checked }));
              }}
            />
          ))}
          <NumberInput
            label={COPY_DIALOG.count}
            description={format(COPY_DIALOG.countRange, {
              min: LIMITS.copyCountMin,
              max: LIMITS.copyCountMax,
            })}
            min={LIMITS.copyCountMin}
            max={LIMITS.copyCountMax}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            value={count}
            onChange={(v) => {
              setCount(v);
              setClamped(null);
            }}
            onBlur={settle}
            w={160}
          />
          {clamped ? (
            <Text size="sm" c="orange.9" role="status">
              {clamped}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {COPY_DIALOG.cancel}
            </Button>
            <Button type="submit">{COPY_DIALOG.submit}</Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
