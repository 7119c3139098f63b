// Where the actions list is the first screen: /actions itself, and the root, from which a restored
// session goes to /actions. Startup asks for the list's first page early only there: the app beside
// its session call (features/actions/api/first-page.ts), and the early first calls (src/early.ts)
// before the app's code has arrived. Both build the request here, so it is the same request.
import type { ActionFilters } from '@tourplanner/api-client/contract';
import { defaultActionsRange } from '@tourplanner/domain/dates';
import { listPagination } from '@tourplanner/domain/paging';
import { EMPTY_FILTER, toActionFilters } from './filters';
import { type ListState, listFromQuery } from './list-query';

/** Whether a path shows the actions list once a saved session is restored. */
export function opensActionsList(pathname: string): boolean {
  return pathname === '/actions' || pathname === '/';
}

/** The actions list before anything is chosen: the default range from today, no filter, page one. */
export const initialListState = (now: Date): ListState => ({
  page: 0,
  filter: EMPTY_FILTER,
  ...defaultActionsRange(now),
});

/** The body of /action/list for a range's filters and a page (counted from 0). */
export const actionListBody = (actions: ActionFilters, page: number) => ({
  actions,
  pagination: listPagination(page),
});

/**
 * The first page a location shows, from the list's state before the page reads its URL (a deep
 * link's range, page and filters over it); null where the first screen is not the actions list.
 */
export function firstListPage(
  location: { pathname: string; search: string },
  state: ListState,
): { actions: ActionFilters; page: number } | null {
  if (!opensActionsList(location.pathname)) return null;
  const linked = location.pathname === '/actions' ? listFromQuery(new URLSearchParams(location.search)) : {};
  const s = { ...state, ...linked };
  return { actions: toActionFilters({ since: s.since, until: s.until }, s.filter), page: s.page };
}
