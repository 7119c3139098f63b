// A date typed as day, month and year in three small fields (SPEC §2 wizard and event dates).
// It reports a YYYY-MM-DD date only when the three make a real date, and null otherwise.
import { Fieldset, Group, Text, TextInput } from '@mantine/core';
import { ui } from '@tourplanner/i18n-pl/ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type DateParts, dateToParts, partsComplete, partsToDate } from './lib/date-parts';

export interface DatePartsInputProps {
  /** YYYY-MM-DD or null. */
  value?: string | null;
  onChange?: (date: string | null) => void;
  /** The group's legend. */
  label?: ReactNode;
  /** An error from the screen; without one, an impossible date shows 'Niepoprawna data'. */
  error?: ReactNode;
  /** Earliest and latest accepted date, YYYY-MM-DD. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  required?: boolean;
}

const digitsOnly = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

export function DatePartsInput({
  value,
  onChange,
  label = ui.dateParts.legend,
  error,
  minDate,
  maxDate,
  disabled,
  required,
}: DatePartsInputProps) {
  const [parts, setParts] = useState<DateParts>(() => dateToParts(value));
  const lastEmitted = useRef<string | null>(value ?? null);
  // A new date from outside (a reset, a copied action) replaces what was typed.
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if ((value ?? null) !== partsToDate(parts, minDate, maxDate)) setParts(dateToParts(value));
    lastEmitted.current = value ?? null;
  }
  const monthRef = useRef<HTMLInputElement>(null);
  const yearRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const update = (next: DateParts) => {
    setParts(next);
    const date = partsToDate(next, minDate, maxDate);
    if (date !== lastEmitted.current) {
      lastEmitted.current = date;
      onChange?.(date);
    }
  };

  const invalid = partsComplete(parts) && partsToDate(parts, minDate, maxDate) === null;
  const shownError = error ?? (invalid ? ui.dateParts.invalid : null);
  const field = {
    disabled,
    required,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    error: Boolean(shownError),
    'aria-describedby': shownError ? errorId : undefined,
    // The parts' own labels sit under the legend, so they are smaller than it.
    labelProps: { fw: 400, fz: 'xs', c: 'dimmed' },
  };

  return (
    <Fieldset
      legend={label}
      variant="unstyled"
      disabled={disabled}
      className="tp-date-parts"
      styles={{ legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 } }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          {...field}
          label={ui.dateParts.day}
          placeholder={ui.dateParts.dayPlaceholder}
          w={64}
          maxLength={2}
          value={parts.day}
          onChange={(event) => {
            const day = digitsOnly(event.currentTarget.value, 2);
            update({ ...parts, day });
            if (day.length === 2) monthRef.current?.focus();
          }}
        />
        <TextInput
          {...field}
          ref={monthRef}
          label={ui.dateParts.month}
          placeholder={ui.dateParts.monthPlaceholder}
          w={64}
          maxLength={2}
          value={parts.month}
          onChange={(event) => {
            const month = digitsOnly(event.currentTarget.value, 2);
            update({ ...parts, month });
            if (month.length === 2) yearRef.current?.focus();
          }}
        />
        <TextInput
          {...field}
          ref={yearRef}
          label={ui.dateParts.year}
          placeholder={ui.dateParts.yearPlaceholder}
          w={84}
          maxLength={4}
          value={parts.year}
          onChange={(event) => update({ ...parts, year: digitsOnly(event.currentTarget.value, 4) })}
        />
      </Group>
      {shownError && (
        <Text id={errorId} size="sm" mt={4} c="var(--tp-invalid)" role="alert">
          {shownError}
        </Text>
      )}
    </Fieldset>
  );
}
