// Each action's review state with its signals, for the list rows of the coordinators and the
// hostess (issue #30). It reads the review decisions and the signals job's results only, so the
// actions and hostess lists can show it without depending on the review module that writes them.
import type { ActionReview, ReviewState } from '@tourplanner/domain/wire/review';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import type { AppDeps } from '../../infra/deps';
import { signalsOf } from './compute.service';
import { rowsOf } from './photos.service';

/** The review state of each action: fix when a retake is asked for, pending while a photo waits, else accepted. */
async function statesOf(deps: AppDeps, ids: string[]): Promise<Map<string, ReviewState>> {
  const states = new Map<string, ReviewState>(ids.map((id) => [id, 'pending']));
  if (!ids.length) return states;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await deps.db.execute<{ action_id: string; fix: boolean; decided: boolean }>(sql`
    select p.action_id, bool_or(r.decision = 'retake') as fix, bool_and(r.decision is not null) as decided
    from (
      select action_id, file_id from action_files where action_id in (${list})
      union all
      select action_id, file_id from action_receipts where action_id in (${list})
    ) p left join photo_reviews r on r.file_id = p.file_id
    group by p.action_id`);
  for (const row of rowsOf(result)) {
    states.set(row.action_id, row.fix ? 'fix' : row.decided ? 'accepted' : 'pending');
  }
  return states;
}

/**
 * The review of each action for a list row. A hostess sees the state of her own actions, not the
 * signals (they are the coordinator's evidence and name other people's actions).
 */
export async function reviewsOf(
  deps: AppDeps,
  user: SessionUser,
  ids: string[],
): Promise<Map<string, ActionReview>> {
  const [states, signals] = await Promise.all([
    statesOf(deps, ids),
    user.role === 'HST' ? Promise.resolve(new Map()) : signalsOf(deps.db, ids),
  ]);
  return new Map(
    ids.map((id) => [id, { state: states.get(id) ?? 'pending', signals: signals.get(id) ?? [] }]),
  );
}

/** Rows with their review attached. */
export async function withReviews<T extends { uuid: string }>(deps: AppDeps, user: SessionUser, rows: T[]) {
  const reviews = await reviewsOf(
    deps,
    user,
    rows.map((r) => r.uuid),
  );
  return rows.map((r) => ({ ...r, review: reviews.get(r.uuid)! }));
}
