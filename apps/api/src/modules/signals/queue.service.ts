// The 'action-signals' queue: after an upload, a start, a finish or a registration the request only
// queues the action's id (after its transaction); a worker measures the new photos and recomputes
// the action's signals, off the hostess's request path. A run recomputes everything from what is
// stored, so a repeated delivery or two runs for the same action end with the same list.
import type { AppDeps } from '../../infra/deps';
import type { QueueDef } from '../../infra/jobs/engine';
import { computeActionSignals } from './compute.service';

export const SIGNALS_QUEUE = 'action-signals';

/** Queues the action's signals; a failure to queue is logged, never the caller's failure. */
export async function queueActionSignals(deps: Pick<AppDeps, 'jobs' | 'log'>, actionId: string) {
  try {
    await deps.jobs.send(SIGNALS_QUEUE, { actionId });
  } catch (err) {
    deps.log.error({ err, action: actionId }, 'action signals not queued');
  }
}

/** Three tries, the waits doubling from 15 s. */
export function signalsQueueDef(deps: AppDeps): QueueDef<{ actionId: string }> {
  return {
    name: SIGNALS_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 15,
    expireInSeconds: 120,
    handler: async (data) => {
      await computeActionSignals(deps, data.actionId);
    },
  };
}
