// Every queue of the job engine (infra/jobs/engine.ts) with its module's handler: the work the API
// does besides answering requests. A process starts them all (main.ts; the tests' harness too):
// pg-boss's schema is created or migrated, the queues and their cron schedules are created or
// updated, and this process's workers start. A module adds its queue here.
import type { AppDeps } from '../infra/deps';
import { ACTION_CHANGED_QUEUE, type ActionChangedJob } from '../infra/jobs/action-changed';
import type { QueueDef } from '../infra/jobs/engine';
import { loginNoticeQueueDef } from './auth/attempts.service';
import { authPurgeDef } from './auth/purge.service';
import { consentReceiptQueueDef } from './consents/receipt.service';
import { retentionPurgeDef } from './consents/service';
import { alertMailQueueDef } from './notifications/alert-mails.service';
import { alertQueueDef, alertSweepDef, planAlerts } from './notifications/alerts.service';
import { resetMailQueueDef } from './passwords/reset-mail.service';
import { noticeQueueDef, noticeSweepDef, planReminders } from './reminders/service';
import { reportHousekeepingDef } from './reports/housekeeping.service';
import { reportQueueDef } from './reports/worker.service';
import { signalsQueueDef } from './signals/queue.service';

export function queueDefs(deps: AppDeps): QueueDef<never>[] {
  return [
    reportQueueDef(deps),
    resetMailQueueDef(deps),
    loginNoticeQueueDef(deps),
    consentReceiptQueueDef(deps),
    reportHousekeepingDef(deps),
    authPurgeDef(deps),
    retentionPurgeDef(deps),
    signalsQueueDef(deps),
    actionChangedDef(deps),
    alertQueueDef(deps),
    alertSweepDef(deps),
    alertMailQueueDef(deps),
    noticeQueueDef(deps),
    noticeSweepDef(deps),
  ];
}

/**
 * An action's people, times, points or status changed (infra/jobs/action-changed.ts): each module
 * that plans around actions looks at them again. Every planner reads the actions' current state and
 * is idempotent, so the job may run twice.
 */
function actionChangedDef(deps: AppDeps): QueueDef<ActionChangedJob> {
  return {
    name: ACTION_CHANGED_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 120,
    async handler(job) {
      // The coordinators' alerts (modules/notifications), then the hostess's notices (modules/reminders).
      await planAlerts(deps, job.ids);
      await planReminders(deps, job.ids, { schedule: true });
    },
  };
}

/** Starts the job engine with every queue; `work: false` only prepares them (nothing runs here). */
export function startJobs(deps: AppDeps, opts: { work?: boolean } = {}) {
  return deps.jobs.start(queueDefs(deps), opts);
}
