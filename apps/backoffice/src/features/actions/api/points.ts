// The locations (points) of an event, within the action's territory when it has one: the wizard's
// location step lists them.

import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@tourplanner/domain/constants';
import { api } from '../../../shared/api';

export function usePoints(eventUuid: string | null, territoryUuid: string | null) {
  const { data } = useQuery({
    queryKey: ['points', { eventUuid, territoryUuid }],
    queryFn: ({ signal }) =>
      api.call(
        'pointList',
        {
          pagination: { page: 0, pageSize: LIMITS.pointsPageSize },
          event: { uuid: eventUuid ?? '' },
          ...(territoryUuid ? { territory: { uuid: territoryUuid } } : {}),
        },
        { signal },
      ),
    enabled: eventUuid !== null,
  });
  return eventUuid ? (data ?? []) : [];
}
