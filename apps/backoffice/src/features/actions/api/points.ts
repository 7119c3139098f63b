// The locations (points) of an event, within the action's territory when it has one: the wizard's
// location step lists them. Every one: an event without points of its own runs at every point of
// its territories, and a points import brings thousands, far over the 1 000 a page of /point/list.

import { useQuery } from '@tanstack/react-query';
import { readAllPages } from '@tourplanner/api-client/all-pages';
import { LIMITS } from '@tourplanner/domain/constants';
import { api } from '../../../shared/api';

/** Every point of the event (in the territory), page after page: the step offers all of them. */
export function usePoints(eventUuid: string | null, territoryUuid: string | null) {
  const { data } = useQuery({
    queryKey: ['points', { eventUuid, territoryUuid }],
    queryFn: ({ signal }) => {
      const filter = {
        event: { uuid: eventUuid ?? '' },
        ...(territoryUuid ? { territory: { uuid: territoryUuid } } : {}),
      };
      return readAllPages((pagination) => api.call('pointList', { ...filter, pagination }, { signal }), {
        pageSize: LIMITS.pointsPageSize,
        signal,
      });
    },
    enabled: eventUuid !== null,
  });
  return eventUuid ? (data ?? []) : [];
}
