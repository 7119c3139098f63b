// A finished action's files for its reports row: the list of every receipt, and the start/end photos
// with the survey (at most one of each, so one page of /action/file/list holds them). The lists
// name the photos; each photo is fetched on its own (`useReportImage`), when it is shown, through
// one queue for the screen: an action can have hundreds of receipts, and the API limits the
// requests of a session (RATE_LIMIT_PER_MINUTE), so they must not all be asked at once.

import { useQuery } from '@tanstack/react-query';
import { limitOffset, readAllPages } from '@tourplanner/api-client/all-pages';
import { LIMITS } from '@tourplanner/domain/constants';
import type { ActionFile, Poll } from '@tourplanner/domain/entities';
import type { PhotoDecision } from '@tourplanner/domain/wire/review';
import { REPORTS } from '@tourplanner/i18n-pl/backoffice';
import { ApiError, api } from '../../../shared/api';
import { createLimiter } from '../../../shared/lib/limiter';

/** A stored photo of a report: a receipt (/action/receipt/serve) or a start/end photo (/action/file/serve). */
export interface ImageSource {
  kind: 'receipt' | 'file';
  uuid: string;
}

/** A photo of a report with the label it is shown with, and the coordinator's decision on it if any. */
export interface ReportPhoto {
  source: ImageSource;
  label: string;
  review?: PhotoDecision | undefined;
}

export const reportFileKeys = {
  receipts: (actionUuid: string) => ['report-receipts', actionUuid] as const,
  files: (actionUuid: string) => ['report-files', actionUuid] as const,
  image: ({ kind, uuid }: ImageSource) => ['report-image', kind, uuid] as const,
};

/** Photos fetched at once for the whole screen: enough to fill a row quickly, few against the limit. */
export const IMAGE_SLOTS = 4;
/** Times a photo refused with 429 is asked again, each after the wait the answer named. */
const RATE_LIMIT_RETRIES = 3;
/** The wait when a 429 names none, and the longest one honoured (the limit's window is a minute). */
const DEFAULT_WAIT_MS = 5_000;
const MAX_WAIT_MS = 60_000;

const imageQueue = createLimiter(IMAGE_SLOTS);

const isRateLimited = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 429;

const waitOf = (error: ApiError) =>
  Math.min(error.retryAfter === undefined ? DEFAULT_WAIT_MS : error.retryAfter * 1000, MAX_WAIT_MS);

async function serveImage(source: ImageSource, signal: AbortSignal): Promise<Blob> {
  const file =
    source.kind === 'receipt'
      ? await api.call('receiptServe', { receipt: { uuid: source.uuid } }, { signal })
      : await api.call('fileServe', { file: { uuid: source.uuid } }, { signal });
  return file.blob;
}

/**
 * One photo as a blob, once asked for (a component showing it mounts): it waits its turn in the
 * screen's queue, and a query nobody shows any more is cancelled, leaving the queue. A 429 holds the
 * whole queue for its Retry-After (every request of the session would be refused till then) and is
 * asked again; any other failure is the photo's to show, not a toast per photo.
 */
export function useReportImage(source: ImageSource) {
  return useQuery({
    queryKey: reportFileKeys.image(source),
    queryFn: ({ signal }) =>
      imageQueue.run(async () => {
        try {
          return await serveImage(source, signal);
        } catch (error) {
          if (isRateLimited(error)) imageQueue.holdFor(waitOf(error));
          throw error;
        }
      }, signal),
    // A stored file never changes: shown again (scrolled back, the lightbox) it is not asked again.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => isRateLimited(error) && failures < RATE_LIMIT_RETRIES,
    retryDelay: (_failures, error) => (isRateLimited(error) ? waitOf(error) : 0),
    meta: { quiet: true },
  });
}

/** Every receipt of the action, oldest first, with its label; the images come with useReportImage. */
export function useReceiptPhotos(actionUuid: string) {
  return useQuery({
    queryKey: reportFileKeys.receipts(actionUuid),
    queryFn: async ({ signal }): Promise<ReportPhoto[]> => {
      // Every receipt, page after page: an action can have more than the 100 of one page.
      const action = { uuid: actionUuid };
      const receipts = await readAllPages(
        (page) =>
          api
            .call('receiptList', { action, pagination: limitOffset(page) }, { signal })
            .then((d) => d.receipts),
        { pageSize: LIMITS.receiptsLimit, signal },
      );
      return receipts.map((r, i) => ({
        source: { kind: 'receipt', uuid: r.uuid },
        label: `${REPORTS.receipts} ${i + 1} · ${r.created.date}`,
        review: r.review,
      }));
    },
  });
}

/** The start photo first, then the end photo; and the survey (null when not answered). */
export function useSurvey(actionUuid: string) {
  return useQuery({
    queryKey: reportFileKeys.files(actionUuid),
    queryFn: async ({ signal }): Promise<{ photos: ReportPhoto[]; poll: Poll | null }> => {
      const data = await api.call(
        'fileList',
        { action: { uuid: actionUuid }, pagination: { limit: LIMITS.filesLimit, offset: 0 } },
        { signal },
      );
      const order = (f: ActionFile) => (f.ident === 'start' ? 0 : 1);
      const photos = [...data.files]
        .sort((a, b) => order(a) - order(b))
        .map(
          (f): ReportPhoto => ({
            source: { kind: 'file', uuid: f.uuid },
            label: REPORTS.photoLabels[f.ident],
            review: f.review,
          }),
        );
      return { photos, poll: data.poll ?? null };
    },
  });
}
