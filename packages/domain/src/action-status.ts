// Action status rules (SPEC §4): what the row menu may set, when editing is offered, the data an
// action needs before its status may change, and the hostess-cancelled notice.
import { ACTION_STATUSES } from './constants.ts';
import type { ActionStatus } from './entities.ts';
import { chosen, type Trashable } from './selection.ts';

/** Statuses a coordinator may set from the row's status menu, in menu order. */
export const ROW_MENU_STATUSES = [
  'editable',
  'accepted',
  'cancelled',
] as const satisfies readonly ActionStatus[];
export type RowMenuStatus = (typeof ROW_MENU_STATUSES)[number];

export function isRowMenuStatus(value: unknown): value is RowMenuStatus {
  return (ROW_MENU_STATUSES as readonly unknown[]).includes(value);
}

export function isActionStatus(value: unknown): value is ActionStatus {
  return (ACTION_STATUSES as readonly unknown[]).includes(value);
}

const NOT_EDITABLE: readonly ActionStatus[] = ['cancelled', 'started', 'finished'];

/** 'Edytuj' is offered unless the action is cancelled, started or finished. */
export function canEdit(status: ActionStatus | null | undefined): boolean {
  return !NOT_EDITABLE.includes(status as ActionStatus);
}

export const REQUIRED_FOR_STATUS = ['event', 'users', 'actionPoints', 'since', 'until'] as const;
export type RequiredForStatus = (typeof REQUIRED_FOR_STATUS)[number];

// `object` rather than `{trash?}`: entries without a trash flag (a weak type) must be accepted too.
export interface StatusCheckInput {
  event?: { uuid?: string | null } | null;
  users?: readonly object[] | null;
  actionPoints?: readonly object[] | null;
  since?: { date?: string | null } | null;
  until?: { date?: string | null } | null;
}

/**
 * The fields an action still lacks before its status may change ('Uzupełnij brakujące dane' when
 * not empty). Entries marked trash are on their way out, so they do not count as assigned.
 */
export function missingForStatusChange(action: StatusCheckInput): RequiredForStatus[] {
  const missing: RequiredForStatus[] = [];
  if (!action.event?.uuid) missing.push('event');
  if (chosen(action.users as Trashable[] | null | undefined).length === 0) missing.push('users');
  if (chosen(action.actionPoints as Trashable[] | null | undefined).length === 0)
    missing.push('actionPoints');
  if (!action.since?.date) missing.push('since');
  if (!action.until?.date) missing.push('until');
  return missing;
}

/** Whether a status may be set on an action now: a row-menu status and nothing missing. */
export function canSetStatus(action: StatusCheckInput, status: unknown): boolean {
  return isRowMenuStatus(status) && missingForStatusChange(action).length === 0;
}

/** Whether any loaded action was cancelled by its hostess (the once-per-load info modal). */
export function hasHostessCancelled(
  actions: readonly { status?: { global?: { ident?: string | null } | null } | null }[] | null | undefined,
): boolean {
  return (actions ?? []).some((a) => a.status?.global?.ident === 'hst_cancelled');
}

/**
 * The hostess's own moves (docs/product/design.md "Closing the loop"): she starts an accepted
 * action, finishes a started one, and may cancel one not yet started (the coordinator then sees
 * hst_cancelled).
 */
export const HOSTESS_TRANSITIONS = {
  start: { from: ['accepted'], to: 'started' },
  finish: { from: ['started'], to: 'finished' },
  cancel: { from: ['editable', 'accepted'], to: 'hst_cancelled' },
} as const satisfies Record<string, { from: readonly ActionStatus[]; to: ActionStatus }>;
export type HostessMove = keyof typeof HOSTESS_TRANSITIONS;

/** Whether the hostess may make a move on an action in a status. */
export function hostessCan(move: HostessMove, status: ActionStatus | null | undefined): boolean {
  return (HOSTESS_TRANSITIONS[move].from as readonly string[]).includes(status ?? '');
}
