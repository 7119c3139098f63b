// The locations screen's calls: a page of points (territory, search, retired too or not), saving
// one (create, edit, retire, bring back) and importing a CSV or XLSX. A write refreshes the table;
// the wizard's picker loads its points afresh each time, so it needs no refresh.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PointInput } from '@tourplanner/domain/wire/points';
import { POINT_SEARCH_PAGE_SIZE } from '@tourplanner/domain/wire/points';
import { api } from '../../../shared/api';

export interface PointQuery {
  territory: string | null;
  search: string;
  trash: boolean;
  page: number;
}

export const pointKeys = {
  all: ['points'] as const,
  page: (q: PointQuery) => [...pointKeys.all, q] as const,
};

export function usePointPage(q: PointQuery) {
  return useQuery({
    queryKey: pointKeys.page(q),
    queryFn: ({ signal }) =>
      api.call(
        'pointSearch',
        {
          pagination: { page: q.page, pageSize: POINT_SEARCH_PAGE_SIZE },
          ...(q.territory ? { territory: { uuid: q.territory } } : {}),
          ...(q.search.trim() ? { search: q.search.trim() } : {}),
          trash: q.trash,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Create (no uuid) or edit; the form shows the server's field messages, so no error toast. */
export function useSavePoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...point }: PointInput & { uuid: string | null }) =>
      uuid ? api.call('pointUpdate', { point: { ...point, uuid } }) : api.call('pointCreate', { point }),
    meta: { errorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: pointKeys.all }),
  });
}

/** The screen lists a refused file's rows itself, so no error toast. */
export function useImportPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.call('pointImport', { input: {}, files: [file] }),
    meta: { errorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: pointKeys.all }),
  });
}
