// The report worker: a handler of the job engine's 'reports' queue (infra/jobs/engine.ts). The
// report_jobs row is the report's record (what the requester sees); the engine's job only carries
// its id. A run claims the row (attempts + 1), loads the actions its requester may see today,
// streams the XLSX (./xlsx.ts) into the storage. Delivery is at least once: a run whose process died
// expires after REPORT_EXPIRE_SECONDS and the engine runs it again, here or in another process.
// Every write of a run is fenced by the attempt it claimed, so a stalled run that was overtaken
// changes nothing (and its file is removed); a report already done or failed is not built again.
// A failing run is retried with backoff, the last failure marks the report failed.
import { PassThrough } from 'node:stream';
import { LIMITS } from '@tourplanner/domain/constants';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type SessionUser, userAsNow } from '../../access/sessions';
import type { Db } from '../../db/client';
import { actionPolls, actionReceipts, actions } from '../../db/schema/actions';
import { reportJobs } from '../../db/schema/reports';
import type { AppDeps } from '../../infra/deps';
import { errorText } from '../../infra/error-log';
import type { JobMeta, QueueDef } from '../../infra/jobs/engine';
import { type AttendanceClock, attendanceClock } from '../actions/attendance.service';
import { actionWhere } from '../actions/filters';
import { loadWireActions } from '../actions/service';
import { removeFile, saveFile } from '../files/service';
import { REPORT_QUEUE, type ReportFilter } from './service';
import { writeReportWorkbook } from './xlsx';

/** Three tries in all, the waits 3-6 s then 6-12 s (pg-boss's backoff with jitter). */
export const REPORT_RETRY_LIMIT = 2;
/** A run still going after this long was left by a dead process: the engine runs it again. */
export const REPORT_EXPIRE_SECONDS = 45;

type Job = typeof reportJobs.$inferSelect;

/** Takes the report for this run (attempts + 1); null when it is finished already (a second delivery). */
async function claim(deps: AppDeps, id: string): Promise<Job | null> {
  const [job] = await deps.db
    .update(reportJobs)
    .set({
      status: 'running',
      lockedAt: deps.now(),
      attempts: sql`${reportJobs.attempts} + 1`,
      updatedAt: deps.now(),
    })
    .where(and(eq(reportJobs.id, id), inArray(reportJobs.status, ['queued', 'running'])))
    .returning();
  return job ?? null;
}

/** The actions of a report (at most LIMITS.reportRowsLimit) with their receipt counts and surveys. */
async function loadReportRows(db: Db, requester: SessionUser, filter: ReportFilter, clock: AttendanceClock) {
  const limit = Math.min(filter.limit ?? LIMITS.reportRowsLimit, LIMITS.reportRowsLimit);
  const idRows = await db
    .select({ id: actions.id })
    .from(actions)
    .where(actionWhere(requester, filter, clock))
    .orderBy(asc(actions.listAt), asc(actions.no))
    .limit(limit)
    .offset(filter.offset ?? 0);
  const ids = idRows.map((r) => r.id);
  const [list, receipts, polls] = await Promise.all([
    loadWireActions(db, ids),
    ids.length
      ? db
          .select({ actionId: actionReceipts.actionId, n: count() })
          .from(actionReceipts)
          .where(inArray(actionReceipts.actionId, ids))
          .groupBy(actionReceipts.actionId)
      : Promise.resolve([]),
    ids.length
      ? db.select().from(actionPolls).where(inArray(actionPolls.actionId, ids))
      : Promise.resolve([]),
  ]);
  return {
    list,
    receiptCount: new Map(receipts.map((r) => [r.actionId, Number(r.n)])),
    pollOf: new Map(polls.map((p) => [p.actionId, p])),
  };
}

/** The job as this run holds it: its id, still running, and the attempt this run claimed. */
const held = (job: Job) =>
  and(eq(reportJobs.id, job.id), eq(reportJobs.status, 'running'), eq(reportJobs.attempts, job.attempts));

/** Builds one report: the handler of the 'reports' queue. Throws to have the engine retry it. */
export async function buildReport(
  deps: AppDeps,
  reportId: string,
  meta: Pick<JobMeta, 'retryCount' | 'retryLimit'>,
) {
  const job = await claim(deps, reportId);
  if (!job) return;
  try {
    const requester = await userAsNow(deps.db, job.requestedBy);
    if (!requester) throw new Error('requester no longer active');
    const { list, ...extras } = await loadReportRows(
      deps.db,
      requester,
      job.filter as ReportFilter,
      attendanceClock(deps),
    );
    const rows = list.length;
    // The workbook streams into the storage as it is written (a bucket takes it in parts).
    const out = new PassThrough();
    const stored = saveFile(
      deps,
      'report',
      out,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'xlsx',
      job.requestedBy,
    );
    // A workbook that fails ends the stream with its error; a storage that fails ends the wait.
    const written = writeReportWorkbook(list, extras, out).catch((err: unknown) => {
      out.destroy(err as Error);
    });
    const [fileId] = await Promise.all([stored, written]);
    const done = await deps.db
      .update(reportJobs)
      .set({ status: 'done', fileId, rows, lockedAt: null, updatedAt: deps.now(), error: null })
      .where(held(job))
      .returning({ id: reportJobs.id });
    // Overtaken by a later run: that run's file is the report's, this one goes.
    if (!done.length) await removeFile(deps, fileId);
  } catch (err) {
    const final = meta.retryCount >= meta.retryLimit;
    await deps.db
      .update(reportJobs)
      .set({
        status: final ? 'failed' : 'queued',
        lockedAt: null,
        updatedAt: deps.now(),
        error: errorText(err).slice(0, 500),
      })
      .where(held(job));
    throw err;
  }
}

/** The 'reports' queue of the job engine. */
export function reportQueueDef(deps: AppDeps): QueueDef<{ reportId: string }> {
  return {
    name: REPORT_QUEUE,
    retryLimit: REPORT_RETRY_LIMIT,
    retryDelaySeconds: 3,
    expireInSeconds: REPORT_EXPIRE_SECONDS,
    handler: (data, meta) => buildReport(deps, data.reportId, meta),
  };
}
