// Actions slice (SPEC §3 "Action list"): the page of actions for the range and filter, paging,
// the copy counters and the once-only notice about actions cancelled by personnel.

import type { RowMenuStatus } from '@tourplanner/domain/action-status';
import { hasHostessCancelled, missingForStatusChange } from '@tourplanner/domain/action-status';
import { type CopyChecks, copyActionInput, copyProgress, isCopyFinished } from '@tourplanner/domain/copy';
import { type DateRange, defaultActionsRange, monthRange } from '@tourplanner/domain/dates';
import type { Action, ActionStatus } from '@tourplanner/domain/entities';
import { listPagination, maxPage } from '@tourplanner/domain/paging';
import { ACTIONS } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { create } from 'zustand';
import { type ActionFilter, EMPTY_FILTER, toActionFilters } from '../../../shared/actions/filters';
import { api } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';

interface ActionsState {
  list: Action[];
  count: number;
  maxPage: number;
  page: number;
  preloader: boolean;
  filter: ActionFilter;
  /** 'YYYY-MM' when the month filter set the range. */
  month: string | null;
  since: string;
  until: string;
  copyCurrent: number;
  copyVolume: number;
  /** The hst_cancelled notice: 'pending' to show, 'shown' once seen. */
  hstNotice: 'none' | 'pending' | 'shown';
  reset: () => void;
}

const initial = () => {
  const range = defaultActionsRange(new Date());
  return {
    list: [],
    count: 0,
    maxPage: 0,
    page: 0,
    preloader: false,
    filter: EMPTY_FILTER,
    month: null,
    since: range.since,
    until: range.until,
    copyCurrent: 0,
    copyVolume: 0,
    hstNotice: 'none' as const,
  };
};

export const useActions = create<ActionsState>((set) => ({ ...initial(), reset: () => set(initial()) }));

export const selectRange = (s: ActionsState): DateRange => ({ since: s.since, until: s.until });

let loadSeq = 0;

export async function loadActions(): Promise<void> {
  const seq = ++loadSeq;
  const s = useActions.getState();
  useActions.setState({ preloader: true });
  try {
    const data = await api.call('actionList', {
      actions: toActionFilters({ since: s.since, until: s.until }, s.filter),
      pagination: listPagination(s.page),
    });
    if (seq !== loadSeq) return;
    const notice = useActions.getState().hstNotice;
    useActions.setState({
      list: data.actions,
      count: data.count,
      maxPage: maxPage(data.count),
      preloader: false,
      hstNotice: notice === 'none' && hasHostessCancelled(data.actions) ? 'pending' : notice,
    });
  } catch (error) {
    if (seq === loadSeq) useActions.setState({ preloader: false });
    toast.fail(error);
  }
}

export function setPage(page: number) {
  useActions.setState({ page });
  return loadActions();
}

/** Changing the filter reloads from page 0 (SPEC §4). */
export function setFilter(filter: ActionFilter) {
  useActions.setState({ filter, page: 0 });
  return loadActions();
}

export function setRange(range: DateRange) {
  useActions.setState({ since: range.since, until: range.until, month: null, page: 0 });
  return loadActions();
}

/** The month filter covers the first to the last day of the month. */
export function setMonth(year: number, month: number) {
  const range = monthRange(year, month);
  useActions.setState({ ...range, month: `${year}-${String(month).padStart(2, '0')}`, page: 0 });
  return loadActions();
}

export function dismissHstNotice() {
  useActions.setState({ hstNotice: 'shown' });
}

/** Sets a row-menu status; refused here when data is missing, then the list for the range reloads. */
export async function setActionStatus(action: Action, status: RowMenuStatus): Promise<boolean> {
  if (missingForStatusChange(action).length > 0) {
    toast.error(ACTIONS.errors.missingData);
    return false;
  }
  try {
    await api.call('actionSetStatus', { status: { ident: status }, action: { uuid: action.uuid } });
    toast.show(ACTIONS.toasts.statusChanged);
    await loadActions();
    return true;
  } catch (error) {
    toast.fail(error);
    return false;
  }
}

/**
 * Copies an action `count` times, one /action/create after another: 'Skopiowano akcję X/Y' after
 * each, then a reload and 'Kopiowanie ukończone!' when the last is made (SPEC §4).
 */
export async function copyAction(action: Action, checks: CopyChecks, count: number): Promise<void> {
  useActions.setState({ copyVolume: count, copyCurrent: count });
  const body = copyActionInput(action, checks);
  if (!body.name.trim()) body.name = ACTIONS.defaultName;
  for (;;) {
    const remaining = useActions.getState().copyCurrent;
    try {
      await api.call('actionCreate', { action: body });
    } catch (error) {
      toast.fail(error);
      useActions.setState({ copyCurrent: 0, copyVolume: 0 });
      await loadActions();
      return;
    }
    const { done, total } = copyProgress(count, remaining);
    toast.show(format(ACTIONS.toasts.copied, { x: done, y: total }));
    if (isCopyFinished(remaining)) {
      await loadActions();
      useActions.setState({ copyCurrent: 0, copyVolume: 0 });
      toast.show(ACTIONS.toasts.copyDone);
      return;
    }
    useActions.setState({ copyCurrent: remaining - 1 });
  }
}

export type { ActionStatus };
