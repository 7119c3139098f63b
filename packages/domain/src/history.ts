// The kinds of entry in an action's history (issue 29): an append-only record of everything that
// happens to it. Each entry also carries its Polish text, written when it happens.

export const HISTORY_KINDS = [
  /** The action was made (wizard, copy, tour plan). */
  'created',
  /** Fields changed by a coordinator; the entry lists each field from → to. */
  'changed',
  /** Its status moved (a coordinator, or the hostess's cancel). */
  'status',
  /** A hostess was put on it (including a one-click replacement). */
  'assigned',
  /** A hostess was taken off it. */
  'unassigned',
  /** The hostess confirmed she will come. */
  'confirmed',
  /** A reminder or notice was sent to the hostess (channel and to whom in the text). */
  'reminder',
  /** An alert was raised to the coordinators. */
  'alert',
  /** The hostess started it (distance, out of bounds). */
  'started',
  /** The hostess finished it. */
  'finished',
  /** Registrations were counted at it. */
  'registration',
  /** A coordinator decided on a photo (accept, reject, retake). */
  'review',
  /** The hostess sent a photo again. */
  'retake',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** One changed field of a `changed` entry, as the history shows it (texts, not ids). */
export interface HistoryChange {
  field: string;
  from: string | null;
  to: string | null;
}
