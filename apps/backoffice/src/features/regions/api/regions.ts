// The 'Regionalizacja' screen's calls: every territory with its areas and people, and saving a
// territory or an area (create, rename, retire, bring back). A write refreshes the screen and the
// reference list of territories the pickers and filters read.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api';
import { referenceKeys } from '../../../shared/queries/reference';

export const regionKeys = { all: ['regions'] as const };

export function useRegions(enabled: boolean) {
  return useQuery({
    queryKey: regionKeys.all,
    queryFn: ({ signal }) => api.call('regionList', {}, { signal }),
    enabled,
  });
}

export interface NamedDraft {
  uuid: string | null;
  ident: string;
  name: string;
  trash?: boolean;
}

export type RegionWrite =
  | { kind: 'territory'; value: NamedDraft }
  | { kind: 'area'; value: NamedDraft & { territory: { uuid: string } } };

/** The popup shows the server's field messages, so no error toast. */
export function useSaveRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (w: RegionWrite) => {
      const { uuid, ...rest } = w.value;
      if (w.kind === 'territory') {
        const territory = {
          ident: rest.ident,
          name: rest.name,
          ...(rest.trash === undefined ? {} : { trash: rest.trash }),
        };
        if (uuid) await api.call('territoryUpdate', { territory: { ...territory, uuid } });
        else await api.call('territoryCreate', { territory });
        return;
      }
      const area = {
        ident: rest.ident,
        name: rest.name,
        territory: w.value.territory,
        ...(rest.trash === undefined ? {} : { trash: rest.trash }),
      };
      if (uuid) await api.call('areaUpdate', { area: { ...area, uuid } });
      else await api.call('areaCreate', { area });
    },
    meta: { errorToast: false },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: regionKeys.all });
      void client.invalidateQueries({ queryKey: referenceKeys.territories() });
    },
  });
}
