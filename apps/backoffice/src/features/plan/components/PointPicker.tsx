// The planner's points: the event's points in the caller's territories, narrowed by a search on the
// city, name or address, with 'Zaznacz wszystkie' for what the search shows.
import { Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { Point } from '@tourplanner/domain/entities';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { useMemo, useState } from 'react';

export const pointLabel = (p: Point) =>
  [p.address?.cityName, p.name ?? p.ident, p.address?.streetAddress].filter(Boolean).join(', ');

const fold = (s: string) => s.toLocaleLowerCase('pl');

export function PointPicker({
  points,
  value,
  onChange,
}: {
  points: Point[];
  value: string[];
  onChange: (uuids: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = fold(search.trim());
    const sorted = [...points].sort((a, b) => pointLabel(a).localeCompare(pointLabel(b), 'pl'));
    return q ? sorted.filter((p) => fold(`${pointLabel(p)} ${p.ident}`).includes(q)) : sorted;
  }, [points, search]);
  return (
    <Stack gap="xs">
      <TextInput
        label={PLANNER.form.pointsSearch}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          onClick={() => onChange([...new Set([...value, ...shown.map((p) => p.uuid)])])}
        >
          {PLANNER.form.selectAll}
        </Button>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            const hide = new Set(shown.map((p) => p.uuid));
            onChange(value.filter((uuid) => !hide.has(uuid)));
          }}
        >
          {PLANNER.form.clearAll}
        </Button>
        <Text size="sm" role="status">
          {PLANNER.form.chosenPoints(value.length)}
        </Text>
      </Group>
      <ScrollArea.Autosize mah={260} type="auto">
        <Checkbox.Group label={PLANNER.form.points} value={value} onChange={onChange}>
          <Stack gap={6} mt={4}>
            {shown.map((p) => (
              <Checkbox key={p.uuid} value={p.uuid} label={pointLabel(p)} />
            ))}
          </Stack>
        </Checkbox.Group>
      </ScrollArea.Autosize>
    </Stack>
  );
}
