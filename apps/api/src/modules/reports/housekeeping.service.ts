// The reports' hourly clean-up (a cron queue of the job engine): a report whose job never reached
// the engine (its process died between the two writes) is handed to it again; one left queued or
// running for an hour (its job gave up while its process was dead) is marked failed, so the
// requester sees it end; finished reports older than REPORT_KEEP_DAYS go with their files. Each
// step is a plain update or delete: safe to repeat, and to run in two processes at once.
import { and, inArray, lt } from 'drizzle-orm';
import { reportJobs } from '../../db/schema/reports';
import type { AppDeps } from '../../infra/deps';
import type { QueueDef } from '../../infra/jobs/engine';
import { removeFile } from '../files/service';
import { sendReportJob } from './service';

export const REPORT_KEEP_DAYS = 30;
/** A queued report this old with no run yet is handed to the engine again (sending twice is one job). */
const RESEND_AFTER_MS = 2 * 60_000;
const ABANDONED_AFTER_MS = 60 * 60_000;

export async function reportHousekeeping(deps: AppDeps) {
  const now = deps.now().getTime();
  const stuck = await deps.db
    .select({ id: reportJobs.id })
    .from(reportJobs)
    .where(
      and(inArray(reportJobs.status, ['queued']), lt(reportJobs.updatedAt, new Date(now - RESEND_AFTER_MS))),
    );
  for (const { id } of stuck) await sendReportJob(deps, id);
  const abandoned = await deps.db
    .update(reportJobs)
    .set({ status: 'failed', lockedAt: null, error: 'abandoned', updatedAt: new Date(now) })
    .where(
      and(
        inArray(reportJobs.status, ['queued', 'running']),
        lt(reportJobs.updatedAt, new Date(now - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ id: reportJobs.id });
  const old = await deps.db
    .delete(reportJobs)
    .where(
      and(
        inArray(reportJobs.status, ['done', 'failed']),
        lt(reportJobs.updatedAt, new Date(now - REPORT_KEEP_DAYS * 86_400_000)),
      ),
    )
    .returning({ fileId: reportJobs.fileId });
  for (const { fileId } of old) if (fileId) await removeFile(deps, fileId);
  return { resent: stuck.length, abandoned: abandoned.length, deleted: old.length };
}

/** The hourly clean-up as a cron queue (at minute 23, UTC). */
export function reportHousekeepingDef(deps: AppDeps): QueueDef {
  return {
    name: 'reports-housekeeping',
    cron: '23 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    handler: async () => {
      const r = await reportHousekeeping(deps);
      if (r.resent || r.abandoned || r.deleted) deps.log.info(r, 'reports cleaned up');
    },
  };
}
