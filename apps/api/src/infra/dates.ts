// Wire dates: 'YYYY-MM-DD HH:mm:ss' in Polish local time (Europe/Warsaw) whatever the server's
// own zone; the database keeps timestamptz. Every conversion of the API goes through here and is
// the domain's (instantToWire, wireToInstant: arithmetic on Warsaw's offset, shared with the
// apps): dayjs' time-zone parse and a formatter call per date cost 30-300 µs each, and a page of
// 100 actions converts ~200. What the API adds is tolerance in what it reads: a day alone, a 'T',
// a time without seconds.
//
// Years: a wire date is read only within the domain's YEAR_MIN..YEAR_MAX (1900-2100), as the apps
// read it; a date outside is answered as not a date (a 400 naming the field). No action, event,
// availability, birth date or report of the product lies outside, and the database is spared
// years PostgreSQL and JavaScript disagree on (before 1583, before year 100).
import { instantToWire, warsawWallToInstant, wireToInstant } from '@tourplanner/domain/dates';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const ZONE = 'Europe/Warsaw';

/** A Date as the wire shows it, in Warsaw time. */
export function toWire(d: Date): string {
  return instantToWire(d);
}

export function toWireBox(d: Date): { date: string } {
  return { date: toWire(d) };
}

export function toWireBoxOrNull(d: Date | null | undefined): { date: string } | null {
  return d ? toWireBox(d) : null;
}

/** The forms the API accepts: the wire's, a day alone (midnight), 'T' for the space, no seconds. */
const TOLERATED = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** 'YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD' (midnight) in Warsaw time; null when not a real date. */
export function fromWire(s: string): Date | null {
  const m = TOLERATED.exec(s.trim());
  if (!m) return null;
  return wireToInstant(`${m[1]} ${m[2] ?? '00'}:${m[3] ?? '00'}:${m[4] ?? '00'}`);
}

/** The start of a Warsaw day given as 'YYYY-MM-DD' (or a wire date-time's day). */
export function startOfDay(s: string): Date | null {
  return fromWire(s.slice(0, 10));
}

/**
 * The first instant after a Warsaw day given as 'YYYY-MM-DD': the exclusive end of an inclusive
 * 'until', the start of the next calendar day (23 or 25 hours later on the days the clocks change).
 */
export function endOfDayExclusive(s: string): Date | null {
  if (!fromWire(s.slice(0, 10))) return null;
  // The next day's midnight through the domain's reading of a wall-clock time, not wireToInstant:
  // the day after YEAR_MAX's last day is still the end of a valid day.
  return new Date(warsawWallToInstant(Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10) + 1)));
}

/** A day alone ('YYYY-MM-DD'), which a range reads whole: an 'until' up to the next day's start. */
export const isDay = (s: string | undefined): boolean => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s.trim());

/** The Warsaw calendar day of a Date: 'YYYY-MM-DD'. */
export function dayOf(d: Date): string {
  return toWire(d).slice(0, 10);
}

/** 'HH:mm' of a Date in Warsaw time. */
export function timeOf(d: Date): string {
  return toWire(d).slice(11, 16);
}

/** Today's start in Warsaw. */
export function startOfToday(now: Date = new Date()): Date {
  return dayjs(now).tz(ZONE).startOf('day').toDate();
}

export { dayjs };
