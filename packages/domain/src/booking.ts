// A hostess cannot be in two places at once (ADR 0021): which actions book her time, when two of
// her actions clash (overlapping, or too close for the way between two different points), and
// whether an action's window lies inside the availability she declared.
import type { ActionStatus } from './entities.ts';

/** Statuses that hold a hostess's time: planned, accepted, under way or done. */
export const BOOKING_STATUSES = [
  'editable',
  'accepted',
  'started',
  'finished',
] as const satisfies readonly ActionStatus[];

export const isBooking = (status: ActionStatus | null | undefined): boolean =>
  (BOOKING_STATUSES as readonly (ActionStatus | null | undefined)[]).includes(status);

/** The way between two actions at different points, unless the API is told otherwise. */
export const DEFAULT_TRAVEL_GAP_MINUTES = 30;

/** A window of an action and the points it takes place at. */
export interface Booking {
  since: Date;
  until: Date;
  pointIds: readonly string[];
}

/** 'overlap': the windows overlap; 'travel': they don't, but leave too little time to get across. */
export type Clash = 'overlap' | 'travel';

/**
 * How two of one hostess's actions clash, or null. Back to back at a shared point is fine; between
 * different points (or a point unknown) she needs `gapMinutes` between the end of one and the
 * start of the other.
 */
export function clashOf(a: Booking, b: Booking, gapMinutes: number): Clash | null {
  if (a.since < b.until && b.since < a.until) return 'overlap';
  const samePlace = a.pointIds.some((p) => b.pointIds.includes(p));
  if (samePlace || gapMinutes <= 0) return null;
  const gap = gapMinutes * 60_000;
  const between =
    a.since >= b.until ? a.since.getTime() - b.until.getTime() : b.since.getTime() - a.until.getTime();
  return between < gap ? 'travel' : null;
}

/** Where an action's window stands against her declared availability. */
export type Coverage = 'available' | 'undeclared' | 'outside';

/**
 * 'available' when her slots (joined where they touch) cover the whole window; 'undeclared' when
 * she declared nothing on the day(s) the window touches (`slots` are those of these days); else
 * 'outside'.
 */
export function coverageOf(
  window: { since: Date; until: Date },
  slots: readonly { since: Date; until: Date }[],
) {
  if (!slots.length) return 'undeclared' as Coverage;
  const sorted = [...slots].sort((x, y) => x.since.getTime() - y.since.getTime());
  let start = sorted[0]!.since;
  let end = sorted[0]!.until;
  for (const s of sorted.slice(1)) {
    if (s.since <= end) {
      if (s.until > end) end = s.until;
      continue;
    }
    if (start <= window.since && end >= window.until) return 'available' as Coverage;
    start = s.since;
    end = s.until;
  }
  return (start <= window.since && end >= window.until ? 'available' : 'outside') as Coverage;
}
