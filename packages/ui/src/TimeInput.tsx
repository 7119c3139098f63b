// A time field that completes '8' to '8:00' when it loses focus (SPEC §2 wizard time step).
import { TextInput, type TextInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { ui } from '@tourplanner/i18n-pl/ui';
import { useState } from 'react';
import { completeTime, isValidTime } from './lib/time';

export interface TimeInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

export function TimeInput({ value, defaultValue, onChange, onBlur, error, ...rest }: TimeInputProps) {
  const [current, setCurrent] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  const [touched, setTouched] = useState(false);
  const invalid = touched && current !== '' && !isValidTime(current);
  return (
    <TextInput
      autoComplete="off"
      {...rest}
      value={current}
      onChange={(event) => setCurrent(event.currentTarget.value)}
      onBlur={(event) => {
        const completed = completeTime(current);
        if (completed !== current) setCurrent(completed);
        setTouched(true);
        onBlur?.(event);
      }}
      error={error ?? (invalid ? ui.time.invalid : undefined)}
    />
  );
}
