// The first page of the actions list, asked for while a saved session is still being checked (a
// reload or a bookmark of /actions): the request the page will make when it mounts, with the
// same key, so the page finds it under way or done instead of starting it after the session call.
import type { QueryClient } from '@tanstack/react-query';
import { toActionFilters } from '../../../shared/actions/filters';
import { opensActionsList } from '../../../shared/actions/first-screen';
import { listFromQuery } from '../../../shared/actions/list-url';
import { actionListQuery } from '../../../shared/queries/action-list';
import { useActions } from '../stores/actions-store';

/** Only for the actions screen (where a restored session from the root also lands). */
export function prefetchFirstActionsPage(
  client: QueryClient,
  location: { pathname: string; search: string },
) {
  if (!opensActionsList(location.pathname)) return;
  const linked = location.pathname === '/actions' ? listFromQuery(new URLSearchParams(location.search)) : {};
  const state = { ...useActions.getState(), ...linked };
  // Quiet: a refused or failed prefetch says nothing; the page asks again on mount and reports it.
  void client.prefetchQuery({
    ...actionListQuery(toActionFilters({ since: state.since, until: state.until }, state.filter), state.page),
    meta: { quiet: true },
  });
}
