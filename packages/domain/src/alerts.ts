// Alerts to the coordinators (issue 29): what can go wrong with an accepted action, each raised once
// per action and hostess. The moments come from the action's times and the attendance rule
// (./attendance.ts).

export const ALERT_KINDS = [
  /** Not confirmed REMINDER_HOURS_BEFORE before the start. */
  'unconfirmed',
  /** Not started LATE_START_MINUTES after the start. */
  'late_start',
  /** Not started by the end. */
  'no_show',
  /** The hostess cancelled it (hst_cancelled) before its end. */
  'hostess_cancelled',
  /** Finished more than FINISHED_EARLY_MINUTES before the end. */
  'finished_early',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The kinds whose alert offers the ranked replacements for the rest of the window ('Przypisz'). */
export const REPLACEABLE_ALERT_KINDS: readonly AlertKind[] = ['unconfirmed', 'late_start'];

/** Default hours before the start a hostess must have confirmed by (REMINDER_HOURS_BEFORE). */
export const DEFAULT_REMINDER_HOURS_BEFORE = 24;

/** The most notifications one page of /notification/list holds. */
export const NOTIFICATION_PAGE_SIZE = 50;
