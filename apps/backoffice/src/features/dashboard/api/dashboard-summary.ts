// The Pulpit's one call: /dashboard/summary for the view in the URL, kept per view by TanStack Query
// (a filter change asks again; going back to a view shows its answer at once and refreshes it).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardSummaryBody } from '@tourplanner/domain/wire/dashboard';
import { api } from '../../../shared/api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (body: DashboardSummaryBody) => [...dashboardKeys.all, 'summary', body] as const,
};

export function useDashboardSummary(body: DashboardSummaryBody) {
  return useQuery({
    queryKey: dashboardKeys.summary(body),
    queryFn: ({ signal }) => api.call('dashboardSummary', body, { signal }),
    // The previous view's numbers stay on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
