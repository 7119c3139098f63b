// /job/queues: ADMIN's counts of the job engine's queues (the back office may show them).
// Service: ./service.ts.
import { defineHandlers } from '../../http/handlers';
import { queueCounts } from './service';

export const jobHandlers = defineHandlers({
  async jobQueues(ctx) {
    return { data: { queues: await queueCounts(ctx.deps) } };
  },
});
