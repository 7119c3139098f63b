// The actions list: the shared paged list of actions for the actions store's range, filter and page.
import { toActionFilters } from '../../../widgets/action-list/filters';
import { usePagedActions } from '../../../widgets/action-list/paged-actions';
import { useActions } from '../stores/actions-store';

export function useActionList() {
  const since = useActions((s) => s.since);
  const until = useActions((s) => s.until);
  const filter = useActions((s) => s.filter);
  const page = useActions((s) => s.page);
  return usePagedActions(toActionFilters({ since, until }, filter), page);
}
