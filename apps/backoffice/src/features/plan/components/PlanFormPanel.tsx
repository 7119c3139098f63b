// The planner's form: event, points (the event's, or found by city, chain, name and territory), the range with its weekdays, the hours (one window or one per
// weekday), the action type, the name pattern and the reason for hours outside a declaration;
// 'Pokaż plan' asks the preview, or says what is missing.
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { ACTION_TYPES } from '@tourplanner/domain/entities';
import { ACTION_TYPE_NAMES } from '@tourplanner/i18n-pl/common';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { DatePartsInput } from '@tourplanner/ui/DatePartsInput';
import { TimeInput } from '@tourplanner/ui/TimeInput';
import { type ReactNode, useState } from 'react';
import { useReferenceEvents } from '../../../shared/queries/reference';
import { usePlanPoints } from '../api/plan';
import { type PlanProblem, toPlanInput, type Window, weekdaysOf } from '../plan-request';
import { usePlanner } from '../stores/plan-store';
import { PointPicker } from './PointPicker';
import { PointSearchPicker } from './PointSearchPicker';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

function HoursInputs({
  label,
  value,
  onChange,
}: {
  label?: string;
  value: Window;
  onChange: (w: Window) => void;
}) {
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TimeInput
        label={label ? `${label}: ${PLANNER.form.timeFrom}` : PLANNER.form.timeFrom}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        w={label ? 150 : 110}
      />
      <TimeInput
        label={label ? `${label}: ${PLANNER.form.timeTo}` : PLANNER.form.timeTo}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        w={label ? 150 : 110}
      />
    </Group>
  );
}

export function PlanFormPanel({
  onPreview,
  pending,
  extra,
}: {
  onPreview: (plan: ReturnType<typeof toPlanInput> & { ok: true }) => void;
  pending: boolean;
  /** The template buttons, beside 'Pokaż plan'. */
  extra?: ReactNode;
}) {
  const form = usePlanner((s) => s.form);
  const patch = usePlanner((s) => s.patch);
  const events = useReferenceEvents();
  const points = usePlanPoints(form.event);
  const [problems, setProblems] = useState<PlanProblem[]>([]);
  const [source, setSource] = useState<'event' | 'search'>('event');
  const setPoints = (uuids: string[]) => patch({ points: uuids });
  // The weekdays that need hours: the range's, or those of the days picked on the calendar.
  const hourDays = form.datesMode === 'list' ? weekdaysOf(form.dates) : form.weekdays;

  return (
    <Paper withBorder p="md" component="section" aria-label={PLANNER.form.legend}>
      <Stack gap="md">
        <Select
          label={PLANNER.form.event}
          placeholder={PLANNER.form.eventPlaceholder}
          searchable
          data={events.map((ev) => ({ value: ev.uuid, label: `${ev.name} (${ev.ident})` }))}
          value={form.event}
          onChange={(uuid) => patch({ event: uuid, points: [] })}
          required
        />
        {form.event === null ? (
          <Text size="sm" c="dimmed">
            {PLANNER.form.pickEventFirst}
          </Text>
        ) : (
          <>
            <SegmentedControl
              aria-label={PLANNER.form.pointsSource}
              value={source}
              onChange={(v) => setSource(v === 'search' ? 'search' : 'event')}
              data={[
                { value: 'event', label: PLANNER.form.sourceEvent },
                { value: 'search', label: PLANNER.form.sourceSearch },
              ]}
              w="fit-content"
            />
            {source === 'search' ? (
              <PointSearchPicker value={form.points} onChange={setPoints} />
            ) : points.data && points.data.length === 0 ? (
              <Text size="sm">{PLANNER.form.noPoints}</Text>
            ) : (
              <PointPicker points={points.data ?? []} value={form.points} onChange={setPoints} />
            )}
          </>
        )}
        <SegmentedControl
          aria-label={PLANNER.form.datesMode}
          value={form.datesMode}
          onChange={(v) => patch({ datesMode: v === 'list' ? 'list' : 'range' })}
          data={[
            { value: 'range', label: PLANNER.form.datesRange },
            { value: 'list', label: PLANNER.form.datesList },
          ]}
          w="fit-content"
        />
        {form.datesMode === 'range' ? (
          <>
            <Group align="flex-start" gap="lg" wrap="wrap">
              <DatePartsInput
                label={PLANNER.form.since}
                value={form.since}
                onChange={(since) => patch({ since })}
              />
              <DatePartsInput
                label={PLANNER.form.until}
                value={form.until}
                onChange={(until) => patch({ until })}
              />
            </Group>
            <Checkbox.Group
              label={PLANNER.form.weekdays}
              value={form.weekdays.map(String)}
              onChange={(days) => patch({ weekdays: days.map(Number).sort((a, b) => a - b) })}
            >
              <Group gap="md" mt={4}>
                {WEEKDAYS.map((d) => (
                  <Checkbox key={d} value={String(d)} label={PLANNER.form.weekdayFullNames[d]} />
                ))}
              </Group>
            </Checkbox.Group>
          </>
        ) : (
          <Stack gap={4}>
            <DatePicker
              type="multiple"
              aria-label={PLANNER.form.calendar}
              value={form.dates}
              onChange={(dates) => patch({ dates: dates.map((d) => String(d).slice(0, 10)).sort() })}
              defaultDate={form.dates[0] ?? form.since ?? undefined}
              numberOfColumns={2}
            />
            <Text size="sm" role="status">
              {PLANNER.form.chosenDays(form.dates.length)}
            </Text>
          </Stack>
        )}
        <Switch
          label={PLANNER.form.hoursPerWeekday}
          checked={form.perWeekday}
          onChange={(e) => patch({ perWeekday: e.currentTarget.checked })}
        />
        {form.perWeekday ? (
          <Stack gap="xs">
            {hourDays.map((d) => (
              <HoursInputs
                key={d}
                label={PLANNER.form.weekdayFullNames[d]}
                value={form.weekdayHours[d] ?? form.hours}
                onChange={(w) => patch({ weekdayHours: { ...form.weekdayHours, [d]: w } })}
              />
            ))}
          </Stack>
        ) : (
          <HoursInputs value={form.hours} onChange={(hours) => patch({ hours })} />
        )}
        <Radio.Group
          label={PLANNER.form.type}
          value={form.type}
          onChange={(v) => patch({ type: v === 'Horeca' ? 'Horeca' : 'Standard' })}
        >
          <Group mt={4}>
            {ACTION_TYPES.map((t) => (
              <Radio key={t} value={t} label={ACTION_TYPE_NAMES[t]} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={PLANNER.form.name}
          description={PLANNER.form.nameHint}
          value={form.name}
          onChange={(e) => patch({ name: e.currentTarget.value })}
          required
        />
        <TextInput
          label={PLANNER.form.override}
          value={form.override}
          onChange={(e) => patch({ override: e.currentTarget.value })}
        />
        {problems.length > 0 ? (
          <Alert color="red" role="alert">
            <Stack gap={2}>
              {problems.map((p) => (
                <Text key={p} size="sm">
                  {PLANNER.problems[p]}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button
            loading={pending}
            onClick={() => {
              const result = toPlanInput(form);
              setProblems(result.ok ? [] : result.problems);
              if (result.ok) onPreview(result);
            }}
          >
            {PLANNER.form.preview}
          </Button>
          {extra}
        </Group>
      </Stack>
    </Paper>
  );
}
