// The planner's points: the event's points in the caller's territories, narrowed by a search on the
// city, chain, name or address, with 'Zaznacz wszystkie' for what the search shows. The points
// found by /point/search (PointSearchPicker) share the selection bar and the row labels.
import { Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { Point } from '@tourplanner/domain/entities';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { useMemo, useState } from 'react';

export const pointLabel = (p: Point) =>
  [p.address?.cityName, p.name ?? p.ident, p.address?.streetAddress].filter(Boolean).join(', ');

/** A point as a row of the pickers: its city, name and street, then its chain when it has one. */
export type PointChoice = Point & { chain?: string | null };
export const choiceLabel = (p: PointChoice) =>
  p.chain ? `${pointLabel(p)} · ${PLANNER.form.chain(p.chain)}` : pointLabel(p);

const fold = (s: string) => s.toLocaleLowerCase('pl');

/** Points to choose from, and the chosen uuids (the plan's, which may hold points not shown). */
interface PointsProps {
  points: PointChoice[];
  value: string[];
  onChange: (uuids: string[]) => void;
}

/** 'Zaznacz wszystkie', 'Odznacz wszystkie' and how many points the plan has. */
export function SelectionBar({
  chosen,
  onSelectAll,
  onClearAll,
  busy = false,
  disabled = false,
}: {
  chosen: number;
  onSelectAll: () => void;
  onClearAll: () => void;
  busy?: boolean;
  disabled?: boolean;
}) {
  return (
    <Group gap="xs">
      <Button variant="light" size="xs" onClick={onSelectAll} loading={busy} disabled={disabled}>
        {PLANNER.form.selectAll}
      </Button>
      <Button variant="default" size="xs" onClick={onClearAll} disabled={busy || disabled}>
        {PLANNER.form.clearAll}
      </Button>
      <Text size="sm" role="status">
        {PLANNER.form.chosenPoints(chosen)}
      </Text>
    </Group>
  );
}

/** The rows to tick, each labelled with its city, name, street and chain. */
export function PointChoices({ points, value, onChange }: PointsProps) {
  return (
    <ScrollArea.Autosize mah={260} type="auto">
      <Checkbox.Group label={PLANNER.form.points} value={value} onChange={onChange}>
        <Stack gap={6} mt={4}>
          {points.map((p) => (
            <Checkbox key={p.uuid} value={p.uuid} label={choiceLabel(p)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </ScrollArea.Autosize>
  );
}

/** The selection with `uuids` added, or taken away. */
export const withPoints = (value: string[], uuids: string[]) => [...new Set([...value, ...uuids])];
export const withoutPoints = (value: string[], uuids: string[]) => {
  const drop = new Set(uuids);
  return value.filter((uuid) => !drop.has(uuid));
};

export function PointPicker({ points, value, onChange }: PointsProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = fold(search.trim());
    const sorted = [...points].sort((a, b) => pointLabel(a).localeCompare(pointLabel(b), 'pl'));
    return q ? sorted.filter((p) => fold(`${choiceLabel(p)} ${p.ident}`).includes(q)) : sorted;
  }, [points, search]);
  const shownUuids = () => shown.map((p) => p.uuid);
  return (
    <Stack gap="xs">
      <TextInput
        label={PLANNER.form.pointsSearch}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <SelectionBar
        chosen={value.length}
        onSelectAll={() => onChange(withPoints(value, shownUuids()))}
        onClearAll={() => onChange(withoutPoints(value, shownUuids()))}
      />
      <PointChoices points={shown} value={value} onChange={onChange} />
    </Stack>
  );
}
