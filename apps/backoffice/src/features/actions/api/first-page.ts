// The first page of the actions list, asked for while a saved session is still being checked (a
// reload or a bookmark of /actions): the request the page will make when it mounts, with the
// same key, so the page finds it under way or done instead of starting it after the session call.
import type { QueryClient } from '@tanstack/react-query';
import { firstListPage } from '../../../widgets/action-list/first-screen';
import { actionListQuery } from '../../../widgets/action-list/paged-actions';
import { useActions } from '../stores/actions-store';

/** Only for the actions screen (where a restored session from the root also lands). */
export function prefetchFirstActionsPage(
  client: QueryClient,
  location: { pathname: string; search: string },
) {
  const first = firstListPage(location, useActions.getState());
  if (!first) return;
  // Quiet: a refused or failed prefetch says nothing; the page asks again on mount and reports it.
  void client.prefetchQuery({ ...actionListQuery(first.actions, first.page), meta: { quiet: true } });
}
