// Wire dates: 'YYYY-MM-DD HH:mm:ss' in Polish local time (Europe/Warsaw) whatever the server's
// own zone; the database keeps timestamptz. Every conversion of the API goes through here, by
// arithmetic on Warsaw's offset (the domain's rule, shared with the apps): dayjs' time-zone parse
// and a formatter call per date cost 30-300 µs each, and a page of 100 actions converts ~200.
import { warsawOffsetMinutes, warsawWallToInstant } from '@tourplanner/domain/dates';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const ZONE = 'Europe/Warsaw';

/** A Date as the wire shows it, in Warsaw time. */
export function toWire(d: Date): string {
  const ms = d.getTime();
  return new Date(ms + warsawOffsetMinutes(ms) * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function toWireBox(d: Date): { date: string } {
  return { date: toWire(d) };
}

export function toWireBoxOrNull(d: Date | null | undefined): { date: string } | null {
  return d ? toWireBox(d) : null;
}

const WIRE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** 'YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD' (midnight) in Warsaw time; null when not a real date. */
export function fromWire(s: string): Date | null {
  const m = WIRE_PATTERN.exec(s.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, se] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x))) as number[];
  const wall = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, se!));
  // Reject 2026-02-31 and 25:00 rather than letting them roll over (and years before 100).
  if (
    wall.getUTCFullYear() !== y ||
    wall.getUTCMonth() !== mo! - 1 ||
    wall.getUTCDate() !== d ||
    wall.getUTCHours() !== h ||
    wall.getUTCMinutes() !== mi ||
    wall.getUTCSeconds() !== se
  )
    return null;
  return new Date(warsawWallToInstant(wall.getTime()));
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
  const next = new Date(Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10) + 1));
  return new Date(warsawWallToInstant(next.getTime()));
}

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
