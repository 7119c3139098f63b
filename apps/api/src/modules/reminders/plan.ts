// When each reminder to the hostess is due (issue 29 part 2): pure, from the action as it is now and
// the clock. Instants are absolute (a Date), so "24 hours before" is 24 real hours before the start
// whatever the DST change between them, and "60 minutes before" likewise.

import { notEnded } from '@tourplanner/domain/attendance';

export type ReminderKind = 'day_before' | 'hour_before';

export interface ReminderSettings {
  hoursBefore: number;
  minutesBefore: number;
}

export interface PlannedAction {
  status: string;
  since: Date | null;
  until: Date | null;
  startedAt: Date | null;
}

/** The moment a reminder of this kind is due for a start. */
export function dueAt(kind: ReminderKind, since: Date, s: ReminderSettings): Date {
  const before = kind === 'day_before' ? s.hoursBefore * 3_600_000 : s.minutesBefore * 60_000;
  return new Date(since.getTime() - before);
}

/** An accepted action with a start ahead of the clock and not started: reminders may still go. */
export function remindable(a: PlannedAction, now: Date): a is PlannedAction & { since: Date } {
  return a.status === 'accepted' && !!a.since && !a.startedAt && now.getTime() < a.since.getTime();
}

/**
 * An accepted action not started and not over: the hostess on it is told she is (her assignment
 * notice), also when she is put on it after its start, as a replacement for a late one.
 */
export function assignable(a: PlannedAction, now: Date): a is PlannedAction & { since: Date } {
  return a.status === 'accepted' && !!a.since && !a.startedAt && notEnded(a, now);
}

/**
 * The reminder due now, if any: the hour-before one once its moment has come (the day-before one,
 * not sent by then, is superseded: one message, not two at once), else the day-before one once its
 * moment has come. A moment passed before the action was accepted still counts: sent at once.
 */
export function dueReminder(a: PlannedAction, now: Date, s: ReminderSettings): ReminderKind | null {
  if (!remindable(a, now)) return null;
  if (now.getTime() >= dueAt('hour_before', a.since, s).getTime()) return 'hour_before';
  if (now.getTime() >= dueAt('day_before', a.since, s).getTime()) return 'day_before';
  return null;
}

/** The reminders still ahead of the clock, with their moments (for the delayed jobs). */
export function upcomingReminders(
  a: PlannedAction,
  now: Date,
  s: ReminderSettings,
): { kind: ReminderKind; at: Date }[] {
  if (!remindable(a, now)) return [];
  return (['day_before', 'hour_before'] as const)
    .map((kind) => ({ kind, at: dueAt(kind, a.since, s) }))
    .filter((r) => r.at.getTime() > now.getTime());
}
