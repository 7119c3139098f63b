// The header date-range control of the actions and reports pages: a button showing
// 'YYYY.MM.DD – YYYY.MM.DD' that opens 'Od' and 'Do' calendars (Polish, weeks from Monday) and the
// month filter (SPEC §4: a picked month is its first to its last day, applied at once).
import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { DatePicker, MonthPicker } from '@mantine/dates';
import { DATE_FORMATS } from '@tourplanner/domain/constants';
import { monthRange } from '@tourplanner/domain/dates';
import { ui } from '@tourplanner/i18n-pl/ui';
import dayjs from 'dayjs';
import { useId, useState } from 'react';

export interface DateRange {
  /** YYYY-MM-DD */
  from: string | null;
  /** YYYY-MM-DD */
  to: string | null;
}

export interface DateRangeDropdownProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Accessible name of the trigger (the visible text is the range itself). */
  label?: string;
  disabled?: boolean;
  minDate?: string;
  maxDate?: string;
  /** Opened at first render (stories, screenshots). */
  defaultOpened?: boolean;
  /** A picked month (1–12); without it the month's first to last day goes to onChange. */
  onMonth?: (year: number, month: number) => void;
}

export function formatRange({ from, to }: DateRange): string | null {
  if (!from && !to) return null;
  const show = (date: string | null) => (date ? dayjs(date).format(DATE_FORMATS.range) : '…');
  return `${show(from)} – ${show(to)}`;
}

export function DateRangeDropdown({
  value,
  onChange,
  label = ui.dateRange.trigger,
  disabled,
  minDate,
  maxDate,
  defaultOpened = false,
  onMonth,
}: DateRangeDropdownProps) {
  const [opened, setOpened] = useState(defaultOpened);
  const [draft, setDraft] = useState<DateRange>(value);
  const fromId = useId();
  const toId = useId();
  const monthId = useId();
  const pickMonth = (date: string | null) => {
    if (!date) return;
    const [year, month] = [dayjs(date).year(), dayjs(date).month() + 1];
    const { since, until } = monthRange(year, month);
    if (onMonth) onMonth(year, month);
    else onChange({ from: since, to: until });
    setOpened(false);
  };
  const text = formatRange(value) ?? ui.dateRange.empty;

  const open = (next: boolean) => {
    // Every opening starts from the applied range, not from an abandoned draft.
    if (next) setDraft(value);
    setOpened(next);
  };

  return (
    <Popover opened={opened} onChange={open} position="bottom-end" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          disabled={disabled}
          onClick={() => open(!opened)}
          aria-label={`${label}: ${text}`}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          {text}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap={4} role="group" aria-labelledby={fromId}>
            <Text id={fromId} fw={600} size="sm">
              {ui.dateRange.from}
              {draft.from ? `: ${dayjs(draft.from).format(DATE_FORMATS.range)}` : ''}
            </Text>
            <DatePicker
              value={draft.from}
              onChange={(from) => setDraft((d) => ({ from, to: d.to && from && d.to < from ? from : d.to }))}
              defaultDate={draft.from ?? undefined}
              minDate={minDate}
              hideOutsideDates
              maxDate={maxDate}
            />
          </Stack>
          <Stack gap={4} role="group" aria-labelledby={toId}>
            <Text id={toId} fw={600} size="sm">
              {ui.dateRange.to}
              {draft.to ? `: ${dayjs(draft.to).format(DATE_FORMATS.range)}` : ''}
            </Text>
            <DatePicker
              value={draft.to}
              onChange={(to) => setDraft((d) => ({ ...d, to }))}
              defaultDate={draft.to ?? undefined}
              minDate={draft.from ?? minDate}
              hideOutsideDates
              maxDate={maxDate}
            />
          </Stack>
          <Stack gap={4} role="group" aria-labelledby={monthId}>
            <Text id={monthId} fw={600} size="sm">
              {ui.dateRange.month}
            </Text>
            <MonthPicker
              value={null}
              onChange={pickMonth}
              defaultDate={draft.from ?? undefined}
              minDate={minDate}
              maxDate={maxDate}
              monthsListFormat="MMMM"
              nextLabel={ui.calendar.nextYear}
              previousLabel={ui.calendar.previousYear}
              getMonthControlProps={(date) => ({
                // The visible month name first, so the accessible name contains what is seen.
                'aria-label': `${dayjs(date).locale('pl').format('MMMM YYYY')} – ${ui.dateRange.month}`,
              })}
            />
          </Stack>
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button
            onClick={() => {
              onChange(draft);
              setOpened(false);
            }}
          >
            {ui.dateRange.apply}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
