// The job engine's queues and their counts (infra/jobs/engine.ts), pg-boss's internal queues left out.
import type { JobQueueCounts } from '@tourplanner/domain/wire/jobs';
import type { AppDeps } from '../../infra/deps';

export async function queueCounts(deps: Pick<AppDeps, 'jobs'>): Promise<JobQueueCounts[]> {
  return (await deps.jobs.counts()).filter((q) => !q.name.startsWith('__pgboss__'));
}
