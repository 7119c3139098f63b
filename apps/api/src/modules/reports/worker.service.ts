// The report worker: claims queued jobs from report_jobs with FOR UPDATE SKIP LOCKED (so several
// API processes share the work), loads the actions its requester may see today, builds the XLSX
// (./xlsx.ts) and stores it. A running job is held by a lease its worker renews every
// LEASE_RENEW_MS; a job whose lease ran out (its process died) is taken again by any worker, within
// LEASE_MS. Every write of a run is fenced by the job's attempt number, so a worker that lost its
// lease (stalled past LEASE_MS) cannot overwrite the run that took over. A failing job is retried,
// then marked failed.
import { LIMITS } from '@tourplanner/domain/constants';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type SessionUser, userAsNow } from '../../access/sessions';
import type { Db } from '../../db/client';
import { actionPolls, actionReceipts, actions } from '../../db/schema/actions';
import { reportJobs } from '../../db/schema/reports';
import type { AppDeps } from '../../infra/deps';
import { errorText } from '../../infra/error-log';
import { startJobLoop } from '../../infra/jobs/job-loop';
import { holdLease, LEASE_MS } from '../../infra/jobs/lease';
import { actionWhere } from '../actions/filters';
import { loadWireActions } from '../actions/service';
import { saveFile } from '../files/service';
import type { ReportFilter } from './service';
import { reportWorkbook } from './xlsx';

const MAX_ATTEMPTS = 3;

type Job = typeof reportJobs.$inferSelect;

async function claim(deps: AppDeps): Promise<Job | null> {
  const now = deps.now();
  const expiredBefore = new Date(now.getTime() - LEASE_MS).toISOString();
  const r = await deps.db.execute(sql`
    update report_jobs
    set status = 'running', locked_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1, updated_at = now()
    where id = (
      select id from report_jobs
      where status = 'queued' or (status = 'running' and locked_at < ${expiredBefore}::timestamptz)
      order by created_at
      for update skip locked
      limit 1
    )
    returning id`);
  const id = (r.rows[0] as { id: string } | undefined)?.id;
  if (!id) return null;
  const [job] = await deps.db.select().from(reportJobs).where(eq(reportJobs.id, id));
  return job ?? null;
}

/** The actions of a report (at most LIMITS.reportRowsLimit) with their receipt counts and surveys. */
async function loadReportRows(db: Db, requester: SessionUser, filter: ReportFilter) {
  const limit = Math.min(filter.limit ?? LIMITS.reportRowsLimit, LIMITS.reportRowsLimit);
  const idRows = await db
    .select({ id: actions.id })
    .from(actions)
    .where(actionWhere(requester, filter))
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

/** Renews the job's lease (infra/jobs/lease.ts) until the answered function is called. */
function holdReportLease(deps: AppDeps, job: Job) {
  return holdLease(
    () => deps.db.update(reportJobs).set({ lockedAt: deps.now() }).where(held(job)),
    (err) => deps.log.warn({ err, job: job.id }, 'renewing a report lease failed'),
  );
}

/** Runs one queued job if there is one; true when it did. */
export async function runOneReport(deps: AppDeps): Promise<boolean> {
  const job = await claim(deps);
  if (!job) return false;
  const release = holdReportLease(deps, job);
  try {
    const requester = await userAsNow(deps.db, job.requestedBy);
    if (!requester) throw new Error('requester no longer active');
    const { list, ...extras } = await loadReportRows(deps.db, requester, job.filter as ReportFilter);
    const bytes = await reportWorkbook(list, extras);
    const rows = list.length;
    const fileId = await saveFile(
      deps,
      'report',
      bytes,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'xlsx',
      job.requestedBy,
    );
    await deps.db
      .update(reportJobs)
      .set({ status: 'done', fileId, rows, lockedAt: null, updatedAt: deps.now(), error: null })
      .where(held(job));
  } catch (err) {
    deps.log.error({ err, job: job.id }, 'report failed');
    await deps.db
      .update(reportJobs)
      .set({
        status: job.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
        lockedAt: null,
        updatedAt: deps.now(),
        error: errorText(err).slice(0, 500),
      })
      .where(held(job));
  } finally {
    release();
  }
  return true;
}

export function startReportWorker(deps: AppDeps, opts: { intervalMs?: number } = {}) {
  return startJobLoop(() => runOneReport(deps), {
    intervalMs: opts.intervalMs ?? 2000,
    onError: (err) => deps.log.error({ err }, 'report worker tick failed'),
  });
}
