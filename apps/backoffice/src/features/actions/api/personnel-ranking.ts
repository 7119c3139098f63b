// The personnel step's hostesses for the draft's window, ranked by the API (/action/personnel,
// ADR 0021): free and available first, each with her clash and availability. Null until the draft
// has a valid window (the step then lists the reference personnel as before).
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

export function usePersonnelRanking(q: RankingQuery | null): RankedHostess[] | null {
  const { data } = useQuery({
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
  return q ? (data ?? null) : null;
}
