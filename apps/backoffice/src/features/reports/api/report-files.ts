// A finished action's files for its reports row: the receipt photos, and the start/end photos with
// the survey. Each answer comes with its images, fetched as blobs.

import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@tourplanner/domain/constants';
import type { ActionFile, Poll } from '@tourplanner/domain/entities';
import { REPORTS } from '@tourplanner/i18n-pl/backoffice';
import { api } from '../../../shared/api';

/** An image of a report with the label it is shown with. */
export interface ReportImage {
  blob: Blob;
  label: string;
}

export const reportFileKeys = {
  receipts: (actionUuid: string) => ['report-receipts', actionUuid] as const,
  files: (actionUuid: string) => ['report-files', actionUuid] as const,
};

export function useReceiptImages(actionUuid: string) {
  return useQuery({
    queryKey: reportFileKeys.receipts(actionUuid),
    queryFn: async ({ signal }): Promise<ReportImage[]> => {
      const { receipts } = await api.call(
        'receiptList',
        { action: { uuid: actionUuid }, pagination: { limit: LIMITS.receiptsLimit, offset: 0 } },
        { signal },
      );
      return Promise.all(
        receipts.map(async (r, i) => {
          const file = await api.call('receiptServe', { receipt: { uuid: r.uuid } }, { signal });
          return { blob: file.blob, label: `${REPORTS.receipts} ${i + 1} · ${r.created.date}` };
        }),
      );
    },
  });
}

/** The start photo first, then the end photo; and the survey (null when not answered). */
export function useSurvey(actionUuid: string) {
  return useQuery({
    queryKey: reportFileKeys.files(actionUuid),
    queryFn: async ({ signal }): Promise<{ photos: ReportImage[]; poll: Poll | null }> => {
      const data = await api.call(
        'fileList',
        { action: { uuid: actionUuid }, pagination: { limit: LIMITS.filesLimit, offset: 0 } },
        { signal },
      );
      const order = (f: ActionFile) => (f.ident === 'start' ? 0 : 1);
      const photos = await Promise.all(
        [...data.files]
          .sort((a, b) => order(a) - order(b))
          .map(async (f) => {
            const file = await api.call('fileServe', { file: { uuid: f.uuid } }, { signal });
            return { blob: file.blob, label: REPORTS.photoLabels[f.ident] };
          }),
      );
      return { photos, poll: data.poll ?? null };
    },
  });
}
