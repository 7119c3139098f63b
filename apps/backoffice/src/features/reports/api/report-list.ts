// The reports list: the shared paged list of actions for the reports store's range, filter and page.
import { usePagedActions } from '../../../widgets/action-list/paged-actions';
import { reportFilters, useReports } from '../stores/reports-store';

export function useReportList() {
  const since = useReports((s) => s.since);
  const until = useReports((s) => s.until);
  const filter = useReports((s) => s.filter);
  const page = useReports((s) => s.page);
  return usePagedActions(reportFilters({ since, until, filter }), page);
}
