// Actions slice (SPEC §3 "Action list"), client state only: the range (or month), filter and page
// of the list, the copy counters, and the once-only notice about actions cancelled by personnel.
// The rows are server data (widgets/action-list/paged-actions.ts).

import { resettableStore } from '@tourplanner/app-kit/resettable';
import { hasHostessCancelled } from '@tourplanner/domain/action-status';
import { type DateRange, monthRange } from '@tourplanner/domain/dates';
import type { Action } from '@tourplanner/domain/entities';
import type { ActionFilter } from '../../../widgets/action-list/filters';
import { initialListState } from '../../../widgets/action-list/first-screen';

interface ActionsState {
  page: number;
  filter: ActionFilter;
  /** 'YYYY-MM' when the month filter set the range. */
  month: string | null;
  since: string;
  until: string;
  copyCurrent: number;
  copyVolume: number;
  /** The hst_cancelled notice: 'pending' to show, 'shown' once seen. */
  hstNotice: 'none' | 'pending' | 'shown';
  setPage: (page: number) => void;
  /** Changing the filter lists from page 0 (SPEC §4). */
  setFilter: (filter: ActionFilter) => void;
  setRange: (range: DateRange) => void;
  /** The month filter covers the first to the last day of the month. */
  setMonth: (year: number, month: number) => void;
  /** A loaded page: the notice is due once if any of its actions was cancelled by its hostess. */
  noteLoaded: (actions: readonly Action[]) => void;
  dismissHstNotice: () => void;
  /** Copying starts (count copies) or goes on (remaining), or ends (both back to 0). */
  setCopy: (copyCurrent: number, copyVolume?: number) => void;
}

export const useActions = resettableStore<ActionsState>((set, get) => ({
  ...initialListState(new Date()),
  month: null,
  copyCurrent: 0,
  copyVolume: 0,
  hstNotice: 'none',
  setPage: (page) => set({ page }),
  setFilter: (filter) => set({ filter, page: 0 }),
  setRange: (range) => set({ since: range.since, until: range.until, month: null, page: 0 }),
  setMonth: (year, month) =>
    set({ ...monthRange(year, month), month: `${year}-${String(month).padStart(2, '0')}`, page: 0 }),
  noteLoaded: (actions) => {
    if (get().hstNotice === 'none' && hasHostessCancelled(actions)) set({ hstNotice: 'pending' });
  },
  dismissHstNotice: () => set({ hstNotice: 'shown' }),
  setCopy: (copyCurrent, copyVolume = get().copyVolume) => set({ copyCurrent, copyVolume }),
}));
