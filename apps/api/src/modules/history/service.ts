// Writing an action's history (issue 29). Every module that changes an action, or sends something
// about it, records it here, inside its own transaction when it has one, so an entry exists exactly
// when the thing it tells happened. It reads the history for /action/history (./handlers.ts) with
// only the schema: the modules that write it import this one, so it imports none of them.
import type { HistoryChange, HistoryKind } from '@tourplanner/domain/history';
import { asc, eq } from 'drizzle-orm';
import { assertTerritory } from '../../access/scope';
import type { SessionUser } from '../../access/sessions';
import type { Db } from '../../db/client';
import { actions } from '../../db/schema/actions';
import { actionHistory } from '../../db/schema/history';
import { users } from '../../db/schema/users';
import { ApiError } from '../../errors';
import { toWireBox } from '../../infra/dates';
import type { AppDeps } from '../../infra/deps';

export interface HistoryEntry {
  actionId: string;
  at: Date;
  /** The person who did it, or null for the system. */
  actorId: string | null;
  kind: HistoryKind;
  /** The Polish sentence the history shows (from @tourplanner/i18n-pl). */
  text: string;
  changes?: HistoryChange[];
}

/** Appends entries (none is a no-op). */
export async function recordHistory(db: Db, entries: HistoryEntry | HistoryEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return;
  await db.insert(actionHistory).values(
    list.map((e) => ({
      actionId: e.actionId,
      at: e.at,
      actorId: e.actorId,
      kind: e.kind,
      text: e.text,
      changes: e.changes?.length ? e.changes : null,
    })),
  );
}

/**
 * The history of an action the caller may see (its territory in reach; ADMIN any), oldest first:
 * E_NOT_FOUND for no such action, E_FORBIDDEN outside the caller's territories.
 */
export async function listActionHistory({ db }: Pick<AppDeps, 'db'>, user: SessionUser, actionId: string) {
  const [action] = await db
    .select({ territoryId: actions.territoryId })
    .from(actions)
    .where(eq(actions.id, actionId));
  if (!action) throw new ApiError('E_NOT_FOUND');
  assertTerritory(user, action.territoryId);
  const rows = await db
    .select({
      at: actionHistory.at,
      kind: actionHistory.kind,
      text: actionHistory.text,
      changes: actionHistory.changes,
      whoId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(actionHistory)
    .leftJoin(users, eq(users.id, actionHistory.actorId))
    .where(eq(actionHistory.actionId, actionId))
    .orderBy(asc(actionHistory.at), asc(actionHistory.id));
  return {
    entries: rows.map((r) => ({
      at: toWireBox(r.at),
      who: r.whoId ? { uuid: r.whoId, name: `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim() } : null,
      kind: r.kind,
      text: r.text,
      ...(r.changes?.length ? { changes: r.changes } : {}),
    })),
  };
}
