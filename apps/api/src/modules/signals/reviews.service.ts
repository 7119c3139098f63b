// Each action's review state with its signals and the photos waiting for a retake (with the
// coordinator's comment), for the list rows of the coordinators and the
// hostess (issue #30). It reads the review decisions and the signals job's results only, so the
// actions and hostess lists can show it without depending on the review module that writes them.
import type { ActionReview, ReviewState } from '@tourplanner/domain/wire/review';
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../access/sessions';
import { actions } from '../../db/schema/actions';
import { actionSignals } from '../../db/schema/signals';
import type { AppDeps } from '../../infra/deps';
import { signalsOf } from './compute.service';
import { rowsOf } from './photos.service';

type Retake = NonNullable<ActionReview['retakes']>[number];

/**
 * The review state of each action, as stored on it (actions.review_state, kept by the triggers of
 * migration 0028 by the rule of action_review_state, ADR 0043); and the photos a retake is asked for, with the coordinator's comment
 * (her webform shows them and sends the new photo by the id).
 */
async function statesOf(
  deps: AppDeps,
  ids: string[],
): Promise<{ states: Map<string, ReviewState>; retakes: Map<string, Retake[]> }> {
  const states = new Map<string, ReviewState>(ids.map((id) => [id, 'pending']));
  const retakes = new Map<string, Retake[]>();
  if (!ids.length) return { states, retakes };
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [stateRows, retakeRows] = await Promise.all([
    deps.db.execute<{ id: string; state: ReviewState }>(
      sql`select ${actions.id} as id, ${actions.reviewState} as state from ${actions} where ${actions.id} in (${list})`,
    ),
    deps.db.execute<{
      action_id: string;
      kind: 'file' | 'receipt';
      id: string;
      ident: 'start' | 'end' | 'receipt';
      comment: string | null;
    }>(sql`
    select p.action_id, p.kind, p.id, p.ident, r.comment
    from (
      select action_id, 'file' as kind, id, ident, file_id from action_files where action_id in (${list})
      union all
      select action_id, 'receipt' as kind, id, 'receipt' as ident, file_id from action_receipts
      where action_id in (${list})
    ) p join photo_reviews r on r.file_id = p.file_id and r.decision = 'retake'
    order by p.action_id, p.ident desc, p.id`),
  ]);
  for (const row of rowsOf(stateRows)) states.set(row.id, row.state);
  for (const row of rowsOf(retakeRows)) {
    const photo = row.kind === 'file' ? { file: { uuid: row.id } } : { receipt: { uuid: row.id } };
    const own = retakes.get(row.action_id) ?? [];
    own.push({ ...photo, ident: row.ident, comment: row.comment });
    retakes.set(row.action_id, own);
  }
  return { states, retakes };
}

/**
 * The review state of an action by the rule itself, as SQL: the database function
 * action_review_state (migration 0028), the one home of the rule: fix when a photo it shows has a
 * retake asked for, accepted when it has photos and every one is decided, else pending. The
 * triggers store its answer in actions.review_state on every write of a photo or a decision, and
 * the list filters and shows that column; this is for checking the stored state against the rule.
 */
export const reviewStateRuleSql = (action: Column): SQL => sql`action_review_state(${action})`;

/** Whether the signals job found anything on the action (`action`: a reference to its id), as SQL. */
export const hasSignalsSql = (action: Column): SQL =>
  sql`exists (select 1 from ${actionSignals} s where s.action_id = ${action} and jsonb_array_length(s.signals) > 0)`;

/**
 * The review of each action for a list row. A hostess sees the state of her own actions, not the
 * signals (they are the coordinator's evidence and name other people's actions).
 */
export async function reviewsOf(
  deps: AppDeps,
  user: SessionUser,
  ids: string[],
): Promise<Map<string, ActionReview>> {
  const [{ states, retakes }, signals] = await Promise.all([
    statesOf(deps, ids),
    user.role === 'HST' ? Promise.resolve(new Map()) : signalsOf(deps.db, ids),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      { state: states.get(id) ?? 'pending', signals: signals.get(id) ?? [], retakes: retakes.get(id) ?? [] },
    ]),
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
