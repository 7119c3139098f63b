// Writing an action's history (issue 29). Every module that changes an action, or sends something
// about it, records it here, inside its own transaction when it has one, so an entry exists exactly
// when the thing it tells happened.
import type { HistoryChange, HistoryKind } from '@tourplanner/domain/history';
import type { Db } from '../../db/client';
import { actionHistory } from '../../db/schema/history';

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
