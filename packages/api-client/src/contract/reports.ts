// /action/report: queue an XLSX report, poll the caller's queue, download a finished one.
import { reportQueueItem } from '@tourplanner/domain/entities';
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import {
  reportDownloadBody,
  reportRequestBody,
  reportRequestParams,
  reportStatusAnswer,
} from '@tourplanner/domain/wire/reports';
import { defineCall } from '../define.ts';
import { emptyBody, fileAnswer } from '../schemas.ts';

export const reportCalls = {
  reportRequest: defineCall({
    path: '/action/report/request/:format/:since/:until',
    roles: BACK_OFFICE_ROLES,
    params: reportRequestParams,
    request: reportRequestBody,
    response: reportQueueItem,
    summary: 'Queue an XLSX report of the filtered actions (at most 2048 rows).',
  }),
  reportStatus: defineCall({
    path: '/action/report/status',
    roles: BACK_OFFICE_ROLES,
    request: emptyBody,
    response: reportStatusAnswer,
    summary:
      "The caller's queued and finished reports; finished includes failed ones (rows null, their download answers E_REPORT_FAILED).",
  }),
  reportDownload: defineCall({
    path: '/action/report/download',
    kind: 'file',
    roles: BACK_OFFICE_ROLES,
    request: reportDownloadBody,
    response: fileAnswer,
    errors: ['E_REPORT_NOT_READY', 'E_REPORT_FAILED', 'E_STORAGE_UNAVAILABLE'],
    summary: 'Download a finished report (XLSX).',
  }),
} as const;
