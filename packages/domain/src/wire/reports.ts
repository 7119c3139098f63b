// The XLSX report calls (SPEC §7 /action/report/*): request, the caller's queue, download.
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { reportQueueItem, wireDate } from '../entities.ts';
import { limitPagination } from '../paging.ts';
import { actionFilters } from './actions.ts';
import { ref } from './common.ts';

/** The path parameters of /action/report/request/:format/:since/:until. */
export const reportRequestParams = z.object({ format: z.literal('xlsx'), since: wireDate, until: wireDate });
export const reportRequestBody = z.object({
  actions: actionFilters.partial().optional(),
  pagination: limitPagination(LIMITS.reportRowsLimit),
});
/** Finished includes failed reports (rows null; their download answers E_REPORT_FAILED). */
export const reportStatusAnswer = z.object({
  queued: z.array(reportQueueItem),
  finished: z.array(reportQueueItem),
});
export const reportDownloadBody = z.object({ report: ref });
