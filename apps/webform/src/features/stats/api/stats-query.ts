// Her own numbers as server data (/hostess/stats): keyed by who she is, so another person signed
// in on the same phone never sees them from the cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';
import { useSession } from '../../../shared/stores/session';

export function statsQuery(userUuid: string) {
  return queryOptions({
    queryKey: ['hostess-stats', userUuid] as const,
    queryFn: ({ signal }) => api.call('hostessStats', {}, { signal }),
  });
}

export function useHostessStats() {
  const userUuid = useSession((s) => s.user?.uuid ?? '');
  return useQuery(statsQuery(userUuid));
}
