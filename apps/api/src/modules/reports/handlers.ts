// /action/report/request, /status and /download: an XLSX report is queued as a job and built by
// the worker; the requester polls the status and downloads it. A report the worker gave up on
// stays in the finished list (rows null) and its download says it failed, so it never just vanishes.
// Services: ./service.ts (the queue), ./worker.service.ts (building), ./xlsx.ts (the workbook).
import { LIMITS } from '@tourplanner/domain/constants';
import { format } from '@tourplanner/i18n-pl/format';
import { DOWNLOAD_NAMES, REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { fail } from '../../errors';
import { caller } from '../../http/context';
import { defineHandlers } from '../../http/handlers';
import { fromWire } from '../../infra/dates';
import { attendanceClock } from '../actions/attendance.service';
import { actionWhere } from '../actions/filters';
import { queueReport, type ReportFilter, reportFile, reportQueue } from './service';

export const reportHandlers = defineHandlers({
  async reportRequest(ctx) {
    const user = caller(ctx);
    const { since, until } = ctx.params;
    if (!fromWire(since) || !fromWire(until) || until < since) {
      throw fail.field('until', REQUEST_TEXTS.invalidDateRange);
    }
    const filter: ReportFilter = {
      ...(ctx.body.actions ?? {}),
      since: `${since} 00:00:00`,
      until: `${until} 23:59:59`,
      limit: Math.min(ctx.body.pagination.limit, LIMITS.reportRowsLimit),
      offset: ctx.body.pagination.offset,
    };
    // Checked now (territories outside the caller's reach are refused) and again when built.
    actionWhere(user, filter, attendanceClock(ctx.deps));
    return { data: await queueReport(ctx.deps, user, { format: ctx.params.format, since, until, filter }) };
  },

  async reportStatus(ctx) {
    return { data: await reportQueue(ctx.deps, caller(ctx)) };
  },

  async reportDownload(ctx) {
    const { job, stream, size, contentType } = await reportFile(ctx.deps, caller(ctx), ctx.body.report.uuid);
    const { since, until } = job;
    return {
      file: stream,
      size,
      contentType,
      filename: format(DOWNLOAD_NAMES.report, { since, until, format: job.format }),
    };
  },
});
