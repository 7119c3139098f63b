// One preview row's hostess: a select that, once opened, lists the hostesses the API ranks for that
// action (free and available first, a clash or missing availability said beside her); until then,
// and if the ranking fails, the plan's own hostesses. 'bez personelu' leaves the action unstaffed.
import { Select } from '@mantine/core';
import type { PlannedAction } from '@tourplanner/domain/wire/plan';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { PLAN_TEXTS } from '@tourplanner/i18n-pl/server';
import { useState } from 'react';
import { useActionRanking } from '../api/plan';

export interface HostessOption {
  uuid: string;
  name: string;
}

const NONE = '';

interface Option {
  value: string;
  label: string;
  note: string;
}

export function HostessSelect({
  action,
  value,
  fallback,
  label,
  onChange,
}: {
  action: PlannedAction;
  /** The chosen hostess's uuid, or null for nobody. */
  value: string | null;
  /** The plan's hostesses, shown before the ranking arrives (always including the chosen one). */
  fallback: HostessOption[];
  label: string;
  onChange: (uuid: string | null) => void;
}) {
  const [opened, setOpened] = useState(false);
  const ranking = useActionRanking(opened ? action : null);
  const ranked: Option[] | undefined = ranking.data?.map((h) => ({
    value: h.uuid,
    label: `${h.firstname} ${h.lastname}`,
    note: h.clash
      ? PLANNER.preview.busy
      : h.availability === 'available'
        ? PLAN_TEXTS.available
        : h.availability === 'undeclared'
          ? PLAN_TEXTS.undeclared
          : PLANNER.preview.outsideHours,
  }));
  const options: Option[] = ranked ?? fallback.map((h) => ({ value: h.uuid, label: h.name, note: '' }));
  // The chosen one is always there, even when the ranking has left her out.
  const chosen = fallback.find((h) => h.uuid === value);
  if (value && chosen && !options.some((o) => o.value === value))
    options.unshift({ value, label: chosen.name, note: '' });
  const notes = new Map(options.filter((o) => o.note).map((o) => [o.value, o.note]));
  return (
    <Select
      aria-label={label}
      size="xs"
      w={220}
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data={[
        { value: NONE, label: PLANNER.preview.none },
        ...options.map((o) => ({ value: o.value, label: o.label })),
      ]}
      // The field shows her name; the list says beside each why (available, a clash...).
      renderOption={({ option }) => {
        const note = notes.get(option.value);
        return note ? `${option.label} (${note})` : option.label;
      }}
      value={value ?? NONE}
      onDropdownOpen={() => setOpened(true)}
      onChange={(v) => onChange(v ? v : null)}
    />
  );
}
