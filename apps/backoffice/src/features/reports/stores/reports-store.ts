// Reports slice (SPEC §3): the range (default one month back to today), filter and page of the list
// of finished actions. The rows themselves are server data (widgets/action-list/paged-actions.ts).

import { resettableStore } from '@tourplanner/app-kit/resettable';
import { type DateRange, defaultReportsRange } from '@tourplanner/domain/dates';
import { type ActionFilter, EMPTY_FILTER, toActionFilters } from '../../../widgets/action-list/filters';

interface ReportsState {
  page: number;
  filter: ActionFilter;
  since: string;
  until: string;
  setPage: (page: number) => void;
  /** A new filter or range lists from page 0. */
  setFilter: (filter: ActionFilter) => void;
  setRange: (range: DateRange) => void;
}

export const useReports = resettableStore<ReportsState>((set) => ({
  page: 0,
  filter: EMPTY_FILTER,
  ...defaultReportsRange(new Date()),
  setPage: (page) => set({ page }),
  setFilter: (filter) => set({ filter, page: 0 }),
  setRange: (range) => set({ since: range.since, until: range.until, page: 0 }),
}));

/** The filters of the reports list: always finished actions only. */
export function reportFilters(s: Pick<ReportsState, 'since' | 'until' | 'filter'>) {
  return {
    ...toActionFilters({ since: s.since, until: s.until }, { ...s.filter, statusFilter: null }),
    finished: true,
  };
}
