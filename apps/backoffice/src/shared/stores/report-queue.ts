// The XLSX export queue (SPEC §3 queueInProgress/queueData, §4 Export queue): a request adds to the
// queue and reloads it; the status is polled every 10 s while anything is queued; a report this
// user asked for is downloaded as raport-{since}-{until}.xlsx when it finishes (one that failed
// says so in a toast instead).
import type { ActionFilters } from '@tourplanner/api-client/contract';
import { LIMITS, TIMINGS } from '@tourplanner/domain/constants';
import type { ReportQueueItem } from '@tourplanner/domain/entities';
import { EXPORT_DIALOG } from '@tourplanner/i18n-pl/backoffice';
import { message } from '@tourplanner/i18n-pl/errors';
import { format } from '@tourplanner/i18n-pl/format';
import { create } from 'zustand';
import { api } from '../api/client';
import { saveBlob } from '../lib/download';
import { toast } from '../toast/toast-store';

interface QueueState {
  queueInProgress: boolean;
  queueData: { queued: ReportQueueItem[]; finished: ReportQueueItem[] };
  /** Reports requested in this tab and not downloaded yet. */
  awaiting: string[];
  reset: () => void;
}

const initial = { queueInProgress: false, queueData: { queued: [], finished: [] }, awaiting: [] };
export const useReportQueue = create<QueueState>((set) => ({ ...initial, reset: () => set(initial) }));

let pollTimer: ReturnType<typeof setTimeout> | null = null;

export function stopQueuePolling() {
  if (pollTimer) clearTimeout(pollTimer);
  pollTimer = null;
}

export function reportFileName(item: Pick<ReportQueueItem, 'parameters' | 'format'>): string {
  return format(EXPORT_DIALOG.fileName, {
    since: item.parameters.since.slice(0, 10),
    until: item.parameters.until.slice(0, 10),
    format: item.format ?? 'xlsx',
  });
}

/** A finished report the server could not build: it lists it with no row count (rows null). */
export const isFailedReport = (item: Pick<ReportQueueItem, 'rows'>) => item.rows === null;

export async function downloadReport(item: ReportQueueItem) {
  try {
    const blob = await api.call('reportDownload', { report: { uuid: item.uuid } });
    saveBlob(blob, reportFileName(item));
  } catch (error) {
    toast.fail(error);
  }
}

/** Reloads the queue; keeps polling every 10 s while the queued list is non-empty. */
export async function refreshQueue(): Promise<void> {
  stopQueuePolling();
  try {
    const data = await api.call('reportStatus', {});
    const { awaiting } = useReportQueue.getState();
    const ready = data.finished.filter((f) => awaiting.includes(f.uuid));
    useReportQueue.setState({
      queueData: data,
      queueInProgress: data.queued.length > 0,
      awaiting: awaiting.filter((u) => !ready.some((r) => r.uuid === u)),
    });
    for (const item of ready) {
      if (isFailedReport(item)) toast.error(message('E_REPORT_FAILED'));
      else await downloadReport(item);
    }
    if (data.queued.length > 0) pollTimer = setTimeout(() => void refreshQueue(), TIMINGS.reportPollMs);
  } catch (error) {
    useReportQueue.setState({ queueInProgress: false });
    toast.fail(error);
  }
}

/** Requests an XLSX report for a day range and filters. */
export async function requestReport(since: string, until: string, actions: Partial<ActionFilters>) {
  useReportQueue.setState({ queueInProgress: true });
  try {
    const item = await api.call(
      'reportRequest',
      { actions, pagination: { limit: LIMITS.reportRowsLimit, offset: 0 } },
      { params: { format: 'xlsx', since, until } },
    );
    useReportQueue.setState((s) => ({ awaiting: [...s.awaiting, item.uuid] }));
    await refreshQueue();
  } catch (error) {
    useReportQueue.setState({ queueInProgress: false });
    toast.fail(error);
  }
}
