// XLSX reports: a row in report_jobs (the requester's record) and a job of the engine's 'reports'
// queue carrying its id, built by ./worker.service.ts, listed while they wait and after, and
// downloaded by their requester only.
import type { ActionFilters } from '@tourplanner/api-client/contract';
import type { ReportQueueItem } from '@tourplanner/domain/entities';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import { reportJobs } from '../../db/schema/reports';
import { ApiError } from '../../errors';
import { toWireBox } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';
import { openStoredFile } from '../files/service';

/** What a job keeps of its request: the action filter, the day range as wire dates, the page. */
export interface ReportFilter extends Partial<ActionFilters> {
  limit?: number;
  offset?: number;
}

type ReportJob = typeof reportJobs.$inferSelect;

const FINISHED_SHOWN = 20;

/** The job engine's queue of reports (infra/jobs/engine.ts); its handler is ./worker.service.ts. */
export const REPORT_QUEUE = 'reports';

/** Hands a report to the job engine; its id is the job's, so sending it again is one job. */
export const sendReportJob = (deps: AppDeps, reportId: string) =>
  deps.jobs.send(REPORT_QUEUE, { reportId }, { id: reportId });

function queueItem(job: ReportJob, userId: string): ReportQueueItem {
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

/** Queues a report of the days `since` … `until` ('YYYY-MM-DD') for the worker. */
export async function queueReport(
  deps: AppDeps,
  user: SessionUser,
  request: { format: ReportJob['format']; since: string; until: string; filter: ReportFilter },
): Promise<ReportQueueItem> {
  const { format, since, until, filter } = request;
  const [job] = await deps.db
    .insert(reportJobs)
    .values({ requestedBy: user.id, format, since, until, filter: filter as Record<string, unknown> })
    .returning();
  try {
    await sendReportJob(deps, job!.id);
  } catch (err) {
    // Not queued: no record of a report that will never come.
    await deps.db.delete(reportJobs).where(eq(reportJobs.id, job!.id));
    throw err;
  }
  return queueItem(job!, user.id);
}

/** The caller's reports: those waiting or being built, and the last 20 finished (done or failed). */
export async function reportQueue(deps: AppDeps, user: SessionUser) {
  const [queued, finished] = await Promise.all([
    deps.db
      .select()
      .from(reportJobs)
      .where(and(eq(reportJobs.requestedBy, user.id), inArray(reportJobs.status, ['queued', 'running'])))
      .orderBy(desc(reportJobs.createdAt)),
    deps.db
      .select()
      .from(reportJobs)
      .where(and(eq(reportJobs.requestedBy, user.id), inArray(reportJobs.status, ['done', 'failed'])))
      .orderBy(desc(reportJobs.updatedAt))
      .limit(FINISHED_SHOWN),
  ]);
  return {
    queued: queued.map((j) => queueItem(j, user.id)),
    finished: finished.map((j) => queueItem(j, user.id)),
  };
}

/** A finished report of the caller's as a stream; E_NOT_FOUND, E_REPORT_FAILED or E_REPORT_NOT_READY. */
export async function reportFile(deps: AppDeps, user: SessionUser, id: string) {
  const [job] = await deps.db.select().from(reportJobs).where(eq(reportJobs.id, id));
  // Someone else's report is as good as missing.
  if (!job || job.requestedBy !== user.id) throw new ApiError('E_NOT_FOUND');
  if (job.status === 'failed') throw new ApiError('E_REPORT_FAILED');
  if (job.status !== 'done' || !job.fileId) throw new ApiError('E_REPORT_NOT_READY');
  return { job, ...(await openStoredFile(deps, job.fileId)) };
}
