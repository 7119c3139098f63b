// Code pools per event (docs/product/design.md "Spec slips and gaps": real pools, not sample data):
// the list, and the CSV import (which refreshes it) and export.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '@tourplanner/app-kit/download';
import { api } from '../../../shared/api';

export const codeKeys = { pools: ['code-pools'] as const };

export function useCodePools() {
  return useQuery({
    queryKey: codeKeys.pools,
    queryFn: ({ signal }) => api.call('codeList', {}, { signal }),
  });
}

/** Imports a CSV file; answers how many codes were added and skipped. */
export function useImportCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.call('codeImport', { input: {}, files: [file] }),
    onSuccess: () => client.invalidateQueries({ queryKey: codeKeys.pools }),
  });
}

/** Downloads every code as kody-{today}.csv. */
export function useExportCodes() {
  return useMutation({
    mutationFn: async (today: string) => {
      const file = await api.call('codeExport', {});
      saveBlob(file.blob, `kody-${today}.csv`);
    },
  });
}
