// The filter dialog's 'Obecność' (issue 29): the attendance states to list, any of them. Loaded
// with the dialog's first opening (lazy), so the first screen carries neither it nor its names.
import { MultiSelect } from '@mantine/core';
import { ATTENDANCE_STATES, type AttendanceState } from '@tourplanner/domain/attendance';
import { ATTENDANCE_FILTER, ATTENDANCE_STATE_NAMES } from '@tourplanner/i18n-pl/attendance';

export function AttendanceFilter({
  value,
  onChange,
}: {
  value: AttendanceState[];
  onChange: (states: AttendanceState[]) => void;
}) {
  return (
    <MultiSelect
      label={ATTENDANCE_FILTER.label}
      placeholder={value.length ? undefined : ATTENDANCE_FILTER.placeholder}
      clearable
      data={ATTENDANCE_STATES.map((s) => ({ value: s, label: ATTENDANCE_STATE_NAMES[s] }))}
      value={value}
      onChange={(v) => onChange(v as AttendanceState[])}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
