// The XLSX export queue (SPEC §4 Export queue): a request adds to the queue and reloads it; the
// status is polled every 10 s while anything is queued; a report this tab asked for is downloaded
// as raport-{since}-{until}.xlsx when it finishes (one that failed says so in a toast instead).

import { type Query, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionFilters } from '@tourplanner/api-client/contract';
import { saveBlob } from '@tourplanner/app-kit/download';
import { toast } from '@tourplanner/app-kit/toast';
import { LIMITS, TIMINGS } from '@tourplanner/domain/constants';
import type { ReportQueueItem } from '@tourplanner/domain/entities';
import { EXPORT_DIALOG } from '@tourplanner/i18n-pl/backoffice';
import { message } from '@tourplanner/i18n-pl/errors';
import { format } from '@tourplanner/i18n-pl/format';
import { api } from '../api';
import { useReportQueue } from '../stores/report-queue';

type Queue = { queued: ReportQueueItem[]; finished: ReportQueueItem[] };

export const reportQueueKey = ['report-queue'] as const;

export function reportFileName(item: Pick<ReportQueueItem, 'parameters' | 'format'>): string {
  return format(EXPORT_DIALOG.fileName, {
    since: item.parameters.since.slice(0, 10),
    until: item.parameters.until.slice(0, 10),
    format: item.format ?? 'xlsx',
  });
}

/** A finished report the server could not build: it lists it with no row count (rows null). */
export const isFailedReport = (item: Pick<ReportQueueItem, 'rows'>) => item.rows === null;

async function downloadReport(item: ReportQueueItem) {
  const file = await api.call('reportDownload', { report: { uuid: item.uuid } });
  saveBlob(file.blob, reportFileName(item));
}

/** One status: settles the progress, then fetches what this tab was waiting for. */
async function fetchQueue(signal: AbortSignal): Promise<Queue> {
  const queue = await api.call('reportStatus', {}, { signal });
  for (const item of useReportQueue.getState().settle(queue)) {
    if (isFailedReport(item)) toast.error(message('E_REPORT_FAILED'));
    else await downloadReport(item).catch(toast.fail);
  }
  return queue;
}

const hasQueued = (query: Query<Queue, Error, Queue, typeof reportQueueKey>) =>
  (query.state.data?.queued.length ?? 0) > 0;

export const reportQueueQuery = () =>
  queryOptions({
    queryKey: reportQueueKey,
    queryFn: ({ signal }) => fetchQueue(signal),
    // A status just fetched (by a request, or by the dialog opening) is not fetched again at once.
    staleTime: TIMINGS.reportPollMs / 2,
  });

/** The queue as the export dialog shows it: fetched when the dialog opens. */
export function useReportQueueStatus(opened: boolean) {
  const { data } = useQuery({ ...reportQueueQuery(), enabled: opened });
  return data ?? { queued: [], finished: [] };
}

/**
 * Polls every 10 s while the last status had anything queued, wherever the user is in the app, so
 * a requested report downloads when it is ready. Mounted once, in the shell.
 */
export function useReportQueuePolling() {
  useQuery({
    ...reportQueueQuery(),
    enabled: hasQueued,
    refetchInterval: (query) => (hasQueued(query) ? TIMINGS.reportPollMs : false),
    refetchIntervalInBackground: true,
  });
}

/** Requests an XLSX report for a day range and filters, then reloads the queue. */
export function useRequestReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      since,
      until,
      actions,
    }: {
      since: string;
      until: string;
      actions: Partial<ActionFilters>;
    }) => {
      const queue = useReportQueue.getState();
      queue.requesting();
      const item = await api.call(
        'reportRequest',
        { actions, pagination: { limit: LIMITS.reportRowsLimit, offset: 0 } },
        { params: { format: 'xlsx', since, until } },
      );
      queue.requested(item.uuid);
      await client.fetchQuery({ ...reportQueueQuery(), staleTime: 0 });
    },
    onError: () => useReportQueue.getState().requestFailed(),
  });
}

/** 'Pobierz' on a finished report. */
export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
