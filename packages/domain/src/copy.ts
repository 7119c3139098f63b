// Copying an action (SPEC §2 copy dialog, §4, §5): which fields a copy keeps, the copy count and
// the progress numbers of 'Skopiowano akcję X/Y'.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import type { Action, ActionInput } from './entities.ts';
import { chosen } from './selection.ts';

export const COPY_FIELDS = ['name', 'location', 'date', 'time', 'personnel'] as const;
export type CopyField = (typeof COPY_FIELDS)[number];
export type CopyChecks = Record<CopyField, boolean>;

/** The dialog opens with every field kept: copying is most often "the same action again". */
export const DEFAULT_COPY_CHECKS: CopyChecks = {
  name: true,
  location: true,
  date: true,
  time: true,
  personnel: true,
};

type CopySource = Pick<Action, 'name' | 'type'> &
  Partial<Pick<Action, 'event' | 'territory' | 'area' | 'since' | 'until' | 'excerpt' | 'description'>> & {
    actionPoints?: Action['actionPoints'] | null;
    users?: Action['users'] | null;
  };

/**
 * The /action/create body of one copy. Unchecked name -> empty name (shown as 'Nazwa akcji');
 * unchecked location -> no locations; unchecked date OR time -> neither since nor until (one
 * without the other is not a time); unchecked personnel -> no users. The copy is a new action, so
 * identity and status are left to the server, and trashed entries are not carried over.
 */
export function copyActionInput(action: CopySource, checks: CopyChecks): ActionInput {
  const keepWhen = checks.date && checks.time;
  const strip = <T extends { trash?: boolean | null }>(list: readonly T[] | null | undefined) =>
    chosen(list).map(({ trash: _trash, ...rest }) => rest);
  return {
    name: checks.name ? action.name : '',
    type: { ident: action.type.ident },
    event: action.event ? { uuid: action.event.uuid } : null,
    territory: action.territory ? { uuid: action.territory.uuid } : null,
    area: action.area ? { uuid: action.area.uuid } : null,
    since: keepWhen && action.since ? { date: action.since.date } : null,
    until: keepWhen && action.until ? { date: action.until.date } : null,
    actionPoints: checks.location ? strip(action.actionPoints) : [],
    users: checks.personnel ? strip(action.users) : [],
    excerpt: action.excerpt ?? null,
    description: action.description ?? null,
  };
}

/** Copy count as the API accepts it: a whole number 1..100. */
export const copyCountSchema = z.number().int().min(LIMITS.copyCountMin).max(LIMITS.copyCountMax);

export function isValidCopyCount(value: unknown): boolean {
  return copyCountSchema.safeParse(value).success;
}

/**
 * The count input's value kept within 1..100: empty or not a number gives the default 1, a
 * fraction is cut down, and out-of-range values stop at the nearest limit.
 */
export function clampCopyCount(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return LIMITS.copyCountDefault;
  return Math.min(LIMITS.copyCountMax, Math.max(LIMITS.copyCountMin, Math.trunc(n)));
}

/**
 * The X/Y of 'Skopiowano akcję X/Y' after a copy succeeded, with `remaining` the count before that
 * copy (SPEC §4: the count starts at Y and goes down by one per copy).
 */
export function copyProgress(total: number, remaining: number): { done: number; total: number } {
  return { done: total - remaining + 1, total };
}

/** Whether the copy just made was the last one (remaining was 1 or less): reload and reset. */
export function isCopyFinished(remaining: number): boolean {
  return remaining <= 1;
}

/** One copy of a copy preview (ADR 0021): what it would clash with, or null. */
export interface CopyPlanRow {
  copy: number;
  clash: string | null;
}

/**
 * Which of `count` copies would clash before any is made. The copies are alike: keeping the time
 * and the people, the first clashes with what `firstClashes` names (her other actions, the original
 * among them unless cancelled); if it does not, each later one clashes with the first
 * (`withFirstCopy`). Without time or people no copy books anyone.
 */
export function copyPlan(
  count: number,
  firstClashes: readonly string[],
  booksPeople: boolean,
  withFirstCopy: string,
): CopyPlanRow[] {
  return Array.from({ length: count }, (_, i) => ({
    copy: i + 1,
    clash: !booksPeople
      ? null
      : firstClashes.length
        ? firstClashes.join(' ')
        : i === 0
          ? null
          : withFirstCopy,
  }));
}

/** How many copies to make: 'all' (all or nothing) makes none when any clashes; 'skip' the free ones. */
export function copiesToMake(plan: readonly CopyPlanRow[], mode: 'all' | 'skip'): number {
  const free = plan.filter((r) => r.clash === null).length;
  return mode === 'skip' ? free : free === plan.length ? plan.length : 0;
}
