// /action/report/request, /status and /download: an XLSX report is queued as a job and built by
// the worker; the requester polls the status and downloads it. A report the worker gave up on
// stays in the finished list (rows null) and its download says it failed, so it never just vanishes.
import { LIMITS } from '@tourplanner/domain/constants';
import type { ReportQueueItem } from '@tourplanner/domain/entities';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { reportJobs } from '../../db/schema/reports';
import { caller } from '../../http/context';
import { ApiError } from '../../http/errors';
import { defineHandlers } from '../../http/handlers';
import { fromWire, toWireBox } from '../../lib/dates';
import { actionWhere } from '../actions/filters';
import { readFileBytes } from '../files/store';
import type { ReportFilter } from './build';

const FINISHED_SHOWN = 20;

function queueItem(job: typeof reportJobs.$inferSelect, userId: string): ReportQueueItem {
  const f = job.filter as ReportFilter;
  return {
    uuid: job.id,
    parameters: {
      since: job.since,
      until: job.until,
      ...(f.statuses ? { actions: { statuses: { idents: f.statuses.idents } } } : {}),
    },
    isMine: job.requestedBy === userId,
    updated: toWireBox(job.updatedAt),
    format: job.format,
    rows: job.rows,
  };
}

export const reportHandlers = defineHandlers({
  async reportRequest(ctx) {
    const user = caller(ctx);
    const { format, since, until } = ctx.params;
    if (!fromWire(since) || !fromWire(until) || until < since) {
      throw new ApiError('E_VALIDATION', { fields: [{ path: 'until', message: 'Niepoprawny zakres dat' }] });
    }
    const filter: ReportFilter = {
      ...(ctx.body.actions ?? {}),
      since: `${since} 00:00:00`,
      until: `${until} 23:59:59`,
      limit: Math.min(ctx.body.pagination.limit, LIMITS.reportRowsLimit),
      offset: ctx.body.pagination.offset,
    };
    // Checked now (territories outside the caller's reach are refused) and again when built.
    actionWhere(user, filter);
    const [job] = await ctx.deps.db
      .insert(reportJobs)
      .values({ requestedBy: user.id, format, since, until, filter: filter as Record<string, unknown> })
      .returning();
    return { data: queueItem(job!, user.id) };
  },

  async reportStatus(ctx) {
    const user = caller(ctx);
    const [queued, finished] = await Promise.all([
      ctx.deps.db
        .select()
        .from(reportJobs)
        .where(and(eq(reportJobs.requestedBy, user.id), inArray(reportJobs.status, ['queued', 'running'])))
        .orderBy(desc(reportJobs.createdAt)),
      ctx.deps.db
        .select()
        .from(reportJobs)
        .where(and(eq(reportJobs.requestedBy, user.id), inArray(reportJobs.status, ['done', 'failed'])))
        .orderBy(desc(reportJobs.updatedAt))
        .limit(FINISHED_SHOWN),
    ]);
    return {
      data: {
        queued: queued.map((j) => queueItem(j, user.id)),
        finished: finished.map((j) => queueItem(j, user.id)),
      },
    };
  },

  async reportDownload(ctx) {
    const user = caller(ctx);
    const [job] = await ctx.deps.db.select().from(reportJobs).where(eq(reportJobs.id, ctx.body.report.uuid));
    // Someone else's report is as good as missing.
    if (!job || job.requestedBy !== user.id) throw new ApiError('E_NOT_FOUND');
    if (job.status === 'failed') throw new ApiError('E_REPORT_FAILED');
    if (job.status !== 'done' || !job.fileId) throw new ApiError('E_REPORT_NOT_READY');
    const { bytes, contentType } = await readFileBytes(ctx.deps, job.fileId);
    return { file: bytes, contentType, filename: `raport-${job.since}-${job.until}.${job.format}` };
  },
});
