// The personnel step's hostesses for the draft's window, ranked by the API (/action/personnel,
// ADR 0021): free and available first, each with her clash and availability. Without a valid
// window nothing is asked (the step lists the reference personnel as before).
import { useQuery } from '@tanstack/react-query';
import type { RankedHostess } from '@tourplanner/domain/wire/actions';
import { api } from '../../../shared/api';

export interface RankingQuery {
  since: string;
  until: string;
  territory: string | null;
  action: string | null;
  points: string[];
}

/**
 * Where the ranking for the draft's window stands. 'loading' covers every fetch of this window's
 * ranking, also the refresh of one in the cache: a list shown meanwhile would be replaced (and
 * reordered) under the pointer when the answer comes. A window that changed is never shown the
 * previous window's ranking (no placeholder: its reasons, 'dostępna' or a clash, belong to the
 * other window). 'failed' includes an answer that never came (offline).
 */
export type PersonnelRanking =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; people: RankedHostess[] }
  | { state: 'failed' };

export function usePersonnelRanking(q: RankingQuery | null): PersonnelRanking {
  const { data, isFetching, isError } = useQuery({
    queryKey: ['actionPersonnel', q],
    queryFn: ({ signal }) =>
      api.call(
        'actionPersonnel',
        {
          since: q!.since,
          until: q!.until,
          ...(q!.territory ? { territory: { uuid: q!.territory } } : {}),
          ...(q!.action ? { action: { uuid: q!.action } } : {}),
          points: q!.points.map((uuid) => ({ uuid })),
        },
        { signal },
      ),
    enabled: q !== null,
    // Someone else may plan her meanwhile: asked anew each time the step opens.
    staleTime: 0,
  });
  if (!q) return { state: 'none' };
  if (isFetching) return { state: 'loading' };
  if (isError || !data) return { state: 'failed' };
  return { state: 'ready', people: data };
}
