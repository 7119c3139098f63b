// An event date: day, month and year inputs, or a Polish calendar beside them.
import { Group } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { Ymd } from '@tourplanner/domain/dates';
import { DatePartsInput } from '@tourplanner/ui/DatePartsInput';

export function EventDateField({
  label,
  value,
  onChange,
  minDate,
  error,
}: {
  label: string;
  value: Ymd | null;
  onChange: (date: Ymd | null) => void;
  minDate?: Ymd;
  error?: string | null;
}) {
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <DatePartsInput
        label={label}
        value={value}
        onChange={onChange}
        minDate={minDate}
        error={error ?? undefined}
      />
      <DatePicker
        value={value}
        onChange={(d) => onChange(d ? d.slice(0, 10) : null)}
        defaultDate={value ?? undefined}
        minDate={minDate}
        aria-label={label}
      />
    </Group>
  );
}
