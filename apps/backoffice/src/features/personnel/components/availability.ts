// Reading availability slots and actions of one day, and placing them on the calendar grid.
import { CALENDAR } from '@tourplanner/domain/constants';
import type { Ymd } from '@tourplanner/domain/dates';

export interface Slot {
  since: { date: string };
  until: { date: string };
}

/** Slots that touch a day, clipped to it, as 'HH:mm' pairs. */
export function slotsOnDay(slots: readonly Slot[], day: Ymd): { from: string; to: string }[] {
  return slots
    .filter((s) => s.since.date.slice(0, 10) <= day && s.until.date.slice(0, 10) >= day)
    .map((s) => ({
      from: s.since.date.slice(0, 10) < day ? '00:00' : s.since.date.slice(11, 16),
      to: s.until.date.slice(0, 10) > day ? '24:00' : s.until.date.slice(11, 16),
    }));
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Top and height in px of a block from..to on the 06:00–24:00 grid at 40 px per hour (null if outside). */
export function blockBox(from: string, to: string): { top: number; height: number } | null {
  const start = Math.max(minutes(from), CALENDAR.firstHour * 60);
  const end = Math.min(minutes(to), CALENDAR.lastHour * 60);
  if (end <= start) return null;
  const px = CALENDAR.pxPerHour / 60;
  return { top: (start - CALENDAR.firstHour * 60) * px, height: (end - start) * px };
}
