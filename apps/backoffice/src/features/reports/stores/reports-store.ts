// Reports slice (SPEC §3): finished actions for a range (default one month back to today), with
// filters and paging like the actions list.

import { type DateRange, defaultReportsRange } from '@tourplanner/domain/dates';
import type { Action } from '@tourplanner/domain/entities';
import { listPagination, maxPage } from '@tourplanner/domain/paging';
import { create } from 'zustand';
import { type ActionFilter, EMPTY_FILTER, toActionFilters } from '../../../shared/actions/filters';
import { api } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';

interface ReportsState {
  list: Action[];
  count: number;
  maxPage: number;
  page: number;
  preloader: boolean;
  filter: ActionFilter;
  since: string;
  until: string;
  reset: () => void;
}

const initial = () => {
  const range = defaultReportsRange(new Date());
  return { list: [], count: 0, maxPage: 0, page: 0, preloader: false, filter: EMPTY_FILTER, ...range };
};

export const useReports = create<ReportsState>((set) => ({ ...initial(), reset: () => set(initial()) }));

/** The filters of the reports list: always finished actions only. */
export function reportFilters(s: Pick<ReportsState, 'since' | 'until' | 'filter'>) {
  return {
    ...toActionFilters({ since: s.since, until: s.until }, { ...s.filter, statusFilter: null }),
    finished: true,
  };
}

let seq = 0;
export async function loadReports() {
  const mine = ++seq;
  const s = useReports.getState();
  useReports.setState({ preloader: true });
  try {
    const data = await api.call('actionList', {
      actions: reportFilters(s),
      pagination: listPagination(s.page),
    });
    if (mine !== seq) return;
    useReports.setState({
      list: data.actions,
      count: data.count,
      maxPage: maxPage(data.count),
      preloader: false,
    });
  } catch (error) {
    if (mine === seq) useReports.setState({ preloader: false });
    toast.fail(error);
  }
}

export function setReportsPage(page: number) {
  useReports.setState({ page });
  return loadReports();
}
export function setReportsFilter(filter: ActionFilter) {
  useReports.setState({ filter, page: 0 });
  return loadReports();
}
export function setReportsRange(range: DateRange) {
  useReports.setState({ ...range, page: 0 });
  return loadReports();
}
