// The one paged list of actions, shared by the actions and the reports pages: /action/list for a
// range, filters and page (100 a page, SPEC §9). The key holds all three, so the answer to the
// last change wins by itself and a list seen before shows at once; the rows of the previous page
// or filter stay on screen while the next arrive.

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionFilters } from '@tourplanner/api-client/contract';
import { countIsLowerBound, maxPage } from '@tourplanner/domain/paging';
import { api } from '../../shared/api';
import { actionListBody } from './first-screen';

export const actionListKeys = {
  all: ['action-list'] as const,
  page: (actions: ActionFilters, page: number) => [...actionListKeys.all, { actions, page }] as const,
};

const LIST_FRESH_MS = 5_000;

export const actionListQuery = (actions: ActionFilters, page: number) =>
  queryOptions({
    queryKey: actionListKeys.page(actions, page),
    queryFn: ({ signal }) => api.call('actionList', actionListBody(actions, page), { signal }),
    placeholderData: keepPreviousData,
    // An answer a few seconds old is not asked for again when the page mounts: the first page
    // prefetched beside the session call is used as it is. Saves and status changes invalidate.
    staleTime: LIST_FRESH_MS,
  });

/**
 * A page of the list with its count, page count (a lower bound when the count is capped) and
 * whether a load is under way. A failed load shows no rows (the previous range's rows would stand under the new range's label) and `failed`,
 * with `retry` to load again.
 */
export function usePagedActions(actions: ActionFilters, page: number) {
  const query = useQuery(actionListQuery(actions, page));
  const failed = query.isError;
  const data = failed ? undefined : query.data;
  const count = data?.count ?? 0;
  const retry = () => void query.refetch();
  return {
    list: data?.actions ?? [],
    count,
    pages: maxPage(count),
    /** The API counted only ten pages past this one: there are at least `pages` pages. */
    lowerBound: countIsLowerBound(count, page),
    loading: query.isFetching,
    data,
    failed,
    retry,
  };
}
