// The job engine's queues (an addition to SPEC §7): ADMIN's view of the background work.
import { jobQueuesAnswer } from '@tourplanner/domain/wire/jobs';
import { defineCall } from '../define.ts';
import { emptyBody } from '../schemas.ts';

export const jobCalls = {
  jobQueues: defineCall({
    path: '/job/queues',
    addition: true,
    roles: ['ADMIN'],
    request: emptyBody,
    response: jobQueuesAnswer,
    summary:
      "Every queue of the job engine with its jobs waiting, running, failed (after their last retry, also counted in 'dead-letter') and completed.",
  }),
} as const;
