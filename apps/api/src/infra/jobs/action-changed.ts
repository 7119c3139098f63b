// After an action's people, times, points or status change (and its transaction has committed),
// the modules that plan around it (the hostess's reminders, the coordinators' alerts) look at it
// again: the change sends one job to this queue, and the queue's handler (modules/queues.ts) asks
// each of them. The job only names the actions; every planner reads their current state, so a job
// that runs late or twice plans the same thing.
import type { AppDeps } from '../deps';

export const ACTION_CHANGED_QUEUE = 'action-changed';

export interface ActionChangedJob {
  ids: string[];
}

/**
 * Queues the look at `ids` after a committed change. A failure to queue is logged, not thrown: the
 * change itself is saved, and the planners' periodic sweep finds the action on its next round.
 */
export async function actionsChanged(deps: Pick<AppDeps, 'jobs' | 'log'>, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  try {
    await deps.jobs.send(ACTION_CHANGED_QUEUE, { ids: unique } satisfies ActionChangedJob);
  } catch (err) {
    deps.log.warn(
      { err, event: 'action_changed_not_queued', count: unique.length },
      'action change not queued',
    );
  }
}
