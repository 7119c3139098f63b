// The header tools of the actions and reports lists: 'Eksportuj' (the export dialog, off while a
// report is being made), 'Filtruj' with the count of filters in use (the filter dialog), and the
// date range. Each page gives its own texts, filters and store actions.
import { Badge, Button } from '@mantine/core';
import type { ActionFilters } from '@tourplanner/api-client/contract';
import type { DateRange } from '@tourplanner/domain/dates';
import { showsTerritoryFilter } from '@tourplanner/domain/roles';
import { DateRangeDropdown } from '@tourplanner/ui/DateRangeDropdown';
import { useState } from 'react';
import { useReportQueue } from '../../shared/stores/report-queue';
import { selectRole, useSession } from '../../shared/stores/session';
import { ExportModal } from './ExportModal';
import { FilterModal } from './FilterModal';
import { type ActionFilter, activeFilterCount } from './filters';

export interface ActionListToolsProps {
  texts: { export: string; filter: string };
  /** Accessible name of the date range (its visible text is the range). */
  rangeLabel?: string;
  range: DateRange;
  onRange: (range: DateRange) => void;
  /** The month filter (SPEC §4); without it a picked month goes to onRange as its first to last day. */
  onMonth?: (year: number, month: number) => void;
  filter: ActionFilter;
  onFilter: (filter: ActionFilter) => void;
  /** Whether the filter dialog offers the status (reports list finished actions only). */
  withStatus?: boolean;
  /** Whether the filter dialog offers the review state and signals (Raporty). */
  withReview?: boolean;
  /** Whether the filter dialog offers the attendance (Akcje). */
  withAttendance?: boolean;
  /** What an export of this list asks for. */
  exportFilters: Partial<ActionFilters>;
}

export function ActionListTools({
  texts,
  rangeLabel,
  range,
  onRange,
  onMonth,
  filter,
  onFilter,
  withStatus = true,
  withReview = false,
  withAttendance = false,
  exportFilters,
}: ActionListToolsProps) {
  const role = useSession(selectRole);
  const queueInProgress = useReportQueue((s) => s.queueInProgress);
  const [filterOpen, setFilterOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const filters = activeFilterCount(filter);

  return (
    <>
      <Button variant="default" onClick={() => setExportOpen(true)} disabled={queueInProgress}>
        {texts.export}
      </Button>
      <Button
        variant="default"
        onClick={() => setFilterOpen(true)}
        rightSection={
          filters ? (
            <Badge size="sm" circle>
              {filters}
            </Badge>
          ) : null
        }
      >
        {texts.filter}
      </Button>
      <DateRangeDropdown
        label={rangeLabel}
        value={{ from: range.since, to: range.until }}
        onChange={(r) => {
          if (r.from && r.to) onRange({ since: r.from, until: r.to });
        }}
        {...(onMonth ? { onMonth } : {})}
      />
      <FilterModal
        opened={filterOpen}
        onClose={() => setFilterOpen(false)}
        value={filter}
        onApply={onFilter}
        withTerritory={showsTerritoryFilter(role)}
        withStatus={withStatus}
        withReview={withReview}
        withAttendance={withAttendance}
      />
      <ExportModal
        opened={exportOpen}
        onClose={() => setExportOpen(false)}
        range={range}
        filters={exportFilters}
      />
    </>
  );
}
