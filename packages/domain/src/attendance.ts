// Attendance (issue 29): where an accepted action stands between the hostess's confirmation and
// its end, worked out from the action's own times against the clock. One rule for the list rows,
// the alerts, the calendar feed and the dashboard.

export const ATTENDANCE_STATES = [
  'unconfirmed',
  'confirmed',
  'started_on_time',
  'started_late',
  'no_show',
  'finished',
  'finished_early',
] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

/** A start more than this many minutes after the planned start is late (LATE_START_MINUTES). */
export const DEFAULT_LATE_START_MINUTES = 15;
/** A finish more than this many minutes before the planned end is early. */
export const FINISHED_EARLY_MINUTES = 30;

export interface AttendanceInput {
  status: string;
  since: Date | null;
  until: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  confirmedAt: Date | null;
}

export interface Attendance {
  state: AttendanceState;
  /**
   * Started: the minutes after the planned start she started (0 when on time or early). Accepted
   * and past the planned start without a start: the minutes since the planned start. Else null.
   */
  lateMinutes: number | null;
}

/**
 * An action not over at `now`: it has no end, or its end is still ahead. At its end it is over (as
 * for the no-show below): nothing more is told about it to its hostess.
 */
export function notEnded(a: { until: Date | null }, now: Date): boolean {
  return !a.until || now.getTime() < a.until.getTime();
}

const minutesBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 60_000);

/**
 * The attendance of an action with a hostess, or null for one that has none to track: a draft, a
 * cancelled action (by the coordinator or the hostess) or one without a date.
 */
export function attendanceOf(
  a: AttendanceInput,
  now: Date,
  lateStartMinutes: number = DEFAULT_LATE_START_MINUTES,
): Attendance | null {
  if (!a.since || !a.until) return null;
  const late = (started: Date) => Math.max(0, minutesBetween(a.since as Date, started));
  if (a.status === 'finished') {
    const early = a.finishedAt !== null && minutesBetween(a.finishedAt, a.until) > FINISHED_EARLY_MINUTES;
    return {
      state: early ? 'finished_early' : 'finished',
      lateMinutes: a.startedAt ? late(a.startedAt) : null,
    };
  }
  if (a.status === 'started') {
    const minutes = a.startedAt ? late(a.startedAt) : 0;
    return { state: minutes > lateStartMinutes ? 'started_late' : 'started_on_time', lateMinutes: minutes };
  }
  if (a.status !== 'accepted') return null;
  if (now.getTime() >= a.until.getTime())
    return { state: 'no_show', lateMinutes: minutesBetween(a.since, now) };
  const overdue = now.getTime() > a.since.getTime() ? minutesBetween(a.since, now) : null;
  return { state: a.confirmedAt ? 'confirmed' : 'unconfirmed', lateMinutes: overdue };
}
