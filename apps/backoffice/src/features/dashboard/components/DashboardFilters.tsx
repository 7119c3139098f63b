// The Pulpit's filters: the range (the shared header control, with its month picks), the events and,
// for the coordinators, the territories. Each change goes straight to the URL.
import { Button, Group, MultiSelect } from '@mantine/core';
import { DASHBOARD } from '@tourplanner/i18n-pl/dashboard';
import { DateRangeDropdown } from '@tourplanner/ui/DateRangeDropdown';
import type { DashboardView } from '../dashboard-url';

export interface DashboardFiltersProps {
  view: DashboardView;
  onChange: (view: DashboardView) => void;
  events: { value: string; label: string }[];
  /** Null when the role filters by events only (the client). */
  territories: { value: string; label: string }[] | null;
}

export function DashboardFilters({ view, onChange, events, territories }: DashboardFiltersProps) {
  const filtered = view.events.length > 0 || view.territories.length > 0;
  return (
    <Group align="flex-end" wrap="wrap" gap="sm" mb="md">
      <DateRangeDropdown
        label={DASHBOARD.range}
        value={{ from: view.since, to: view.until }}
        onChange={({ from, to }) => {
          if (from && to) onChange({ ...view, since: from, until: to });
        }}
      />
      <MultiSelect
        label={DASHBOARD.events}
        placeholder={view.events.length ? undefined : DASHBOARD.eventsPlaceholder}
        data={events}
        value={view.events}
        onChange={(uuids) => onChange({ ...view, events: uuids })}
        searchable
        clearable
        w={300}
      />
      {territories && (
        <MultiSelect
          label={DASHBOARD.territories}
          placeholder={view.territories.length ? undefined : DASHBOARD.territoriesPlaceholder}
          data={territories}
          value={view.territories}
          onChange={(uuids) => onChange({ ...view, territories: uuids })}
          searchable
          clearable
          w={260}
        />
      )}
      {filtered && (
        <Button variant="subtle" onClick={() => onChange({ ...view, events: [], territories: [] })}>
          {DASHBOARD.clearFilters}
        </Button>
      )}
    </Group>
  );
}
