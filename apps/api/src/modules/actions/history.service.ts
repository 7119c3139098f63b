// What the coordinators' calls write into an action's history (issue 29), inside their own
// transactions: its creation, each field an edit changed (from → to as texts a person reads:
// Warsaw dates, names, not ids), the people put on and taken off, and status changes. Kept apart
// from ./service.ts so the calls there only add a line each.
import type { Action, ActionStatus } from '@tourplanner/domain/entities';
import type { HistoryChange } from '@tourplanner/domain/history';
import { ACTION_TYPE_NAMES } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';
import { HISTORY_FIELDS, HISTORY_TEXTS } from '@tourplanner/i18n-pl/history';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas } from '../../db/schema/territories';
import { type HistoryEntry, recordHistory } from '../history/service';
import { statusText } from '../history/texts';
import { loadWireActions } from './list.service';

/** An action as its history compares it: the wire action and its area's name. */
export interface HistorySnapshot {
  action: Action;
  areaName: string | null;
}

/** The action as it is now (in `db`, a transaction or not), for the history to compare. */
export async function historySnapshot(db: Db, id: string): Promise<HistorySnapshot> {
  const [action] = await loadWireActions(db, [id]);
  let areaName: string | null = null;
  if (action?.area) {
    const [area] = await db
      .select({ name: areas.name, ident: areas.ident })
      .from(areas)
      .where(eq(areas.id, action.area.uuid));
    areaName = area ? (area.name ?? area.ident) : null;
  }
  return { action: action!, areaName };
}

/** A wire date 'YYYY-MM-DD HH:mm:ss' (Warsaw) as people read it: 'DD.MM.YYYY HH:mm'. */
export function historyDate(wire: string | null | undefined): string | null {
  if (!wire) return null;
  return `${wire.slice(8, 10)}.${wire.slice(5, 7)}.${wire.slice(0, 4)} ${wire.slice(11, 16)}`;
}

const text = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);
const personName = (u: Action['users'][number]) => `${u.firstname ?? ''} ${u.lastname ?? ''}`.trim();
const pointName = (p: Action['actionPoints'][number]) => p.name?.trim() || p.ident;

/** Each field a person reads, as text, in the order the history lists them. */
function readable(s: HistorySnapshot): Record<keyof typeof HISTORY_FIELDS, string | null> {
  const a = s.action;
  return {
    ident: text(a.ident),
    name: text(a.name),
    type: ACTION_TYPE_NAMES[a.type.ident],
    event: text(a.event?.name),
    territory: text(a.territory?.ident),
    area: s.areaName,
    since: historyDate(a.since?.date),
    until: historyDate(a.until?.date),
    points: a.actionPoints.length ? a.actionPoints.map(pointName).join(', ') : null,
    excerpt: text(a.excerpt),
    description: text(a.description),
    availabilityOverride: text(a.availabilityOverride),
  };
}

/** The fields that differ between two states of an action, labelled in Polish. */
export function changesBetween(before: HistorySnapshot, after: HistorySnapshot): HistoryChange[] {
  const from = readable(before);
  const to = readable(after);
  return (Object.keys(HISTORY_FIELDS) as (keyof typeof HISTORY_FIELDS)[])
    .filter((k) => from[k] !== to[k])
    .map((k) => ({ field: HISTORY_FIELDS[k], from: from[k], to: to[k] }));
}

/** The people put on and taken off between two states: an entry each way, with their names. */
function peopleEntries(
  before: Action['users'],
  after: Action['users'],
  base: Omit<HistoryEntry, 'kind' | 'text'>,
): HistoryEntry[] {
  const had = new Set(before.map((u) => u.uuid));
  const has = new Set(after.map((u) => u.uuid));
  const added = after.filter((u) => !had.has(u.uuid));
  const removed = before.filter((u) => !has.has(u.uuid));
  return [
    ...(added.length
      ? [
          {
            ...base,
            kind: 'assigned' as const,
            text: format(HISTORY_TEXTS.assigned, { names: added.map(personName).join(', ') }),
          },
        ]
      : []),
    ...(removed.length
      ? [
          {
            ...base,
            kind: 'unassigned' as const,
            text: format(HISTORY_TEXTS.unassigned, { names: removed.map(personName).join(', ') }),
          },
        ]
      : []),
  ];
}

/** A new action (wizard, copy, tour plan): created, and the people it was made with. */
export async function recordCreation(db: Db, actorId: string, at: Date, id: string): Promise<void> {
  const { action } = await historySnapshot(db, id);
  const base = { actionId: id, at, actorId };
  await recordHistory(db, [
    { ...base, kind: 'created', text: format(HISTORY_TEXTS.created, { ident: action.ident }) },
    ...peopleEntries([], action.users, base),
  ]);
}

/** An edit: one entry with every changed field, and the people put on or taken off. */
export async function recordEdit(db: Db, actorId: string, at: Date, before: HistorySnapshot): Promise<void> {
  const id = before.action.uuid;
  const after = await historySnapshot(db, id);
  const base = { actionId: id, at, actorId };
  const changes = changesBetween(before, after);
  await recordHistory(db, [
    ...(changes.length ? [{ ...base, kind: 'changed' as const, text: HISTORY_TEXTS.changed, changes }] : []),
    ...peopleEntries(before.action.users, after.action.users, base),
  ]);
}

/** A status move (no entry when it stays the same). */
export async function recordStatusChange(
  db: Db,
  actorId: string | null,
  at: Date,
  id: string,
  from: ActionStatus,
  to: ActionStatus,
  reason?: string | null,
): Promise<void> {
  if (from === to) return;
  await recordHistory(db, { actionId: id, at, actorId, kind: 'status', text: statusText(from, to, reason) });
}
