// The report worker: claims queued jobs from report_jobs with FOR UPDATE SKIP LOCKED (so several
// API processes share the work), builds the XLSX and stores it. A job whose worker died is taken
// again after STALE_MS; a failing job is retried, then marked failed.
import { eq, sql } from 'drizzle-orm';
import { reportJobs } from '../../db/schema/reports';
import type { AppDeps } from '../../http/context';
import { startJobLoop } from '../../lib/job-loop';
import { saveFile } from '../files/store';
import { buildReport, type ReportFilter, requesterOf } from './build';

const STALE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;

type Job = typeof reportJobs.$inferSelect;

async function claim(deps: AppDeps): Promise<Job | null> {
  const staleBefore = new Date(deps.now().getTime() - STALE_MS).toISOString();
  const r = await deps.db.execute(sql`
    update report_jobs set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now()
    where id = (
      select id from report_jobs
      where status = 'queued' or (status = 'running' and locked_at < ${staleBefore}::timestamptz)
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

/** Runs one queued job if there is one; true when it did. */
export async function runOneReport(deps: AppDeps): Promise<boolean> {
  const job = await claim(deps);
  if (!job) return false;
  try {
    const requester = await requesterOf(deps.db, job.requestedBy);
    if (!requester) throw new Error('requester no longer active');
    const { bytes, rows } = await buildReport(deps.db, requester, job.filter as ReportFilter);
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
      .where(eq(reportJobs.id, job.id));
  } catch (err) {
    deps.log.error({ err, job: job.id }, 'report failed');
    await deps.db
      .update(reportJobs)
      .set({
        status: job.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
        lockedAt: null,
        updatedAt: deps.now(),
        error: String((err as Error)?.message ?? err).slice(0, 500),
      })
      .where(eq(reportJobs.id, job.id));
  }
  return true;
}

export function startReportWorker(deps: AppDeps, opts: { intervalMs?: number } = {}) {
  return startJobLoop(() => runOneReport(deps), {
    intervalMs: opts.intervalMs ?? 2000,
    onError: (err) => deps.log.error({ err }, 'report worker tick failed'),
  });
}
