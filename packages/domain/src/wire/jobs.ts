// The job engine's queues as ADMIN sees them (an addition to SPEC §7): per queue, the jobs waiting
// (new or waiting for a retry), running, failed for good, and completed (not yet archived).
import { z } from 'zod';

const count = z.number().int().min(0);

export const jobQueueCounts = z.object({
  name: z.string(),
  waiting: count,
  active: count,
  failed: count,
  completed: count,
});
export type JobQueueCounts = z.infer<typeof jobQueueCounts>;

export const jobQueuesAnswer = z.object({ queues: z.array(jobQueueCounts) });
