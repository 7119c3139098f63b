// Wire dates: 'YYYY-MM-DD HH:mm:ss' in Polish local time (Europe/Warsaw) whatever the server's
// own zone; the database keeps timestamptz. Every conversion goes through here.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const ZONE = 'Europe/Warsaw';
const WIRE = 'YYYY-MM-DD HH:mm:ss';

// One cached formatter (dayjs' tz() costs a formatter call per conversion, and a page of 100
// actions converts ~500 dates), plus a memo: list pages repeat the same full hours a lot.
const warsawFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const memo = new Map<number, string>();

/** A Date as the wire shows it, in Warsaw time. */
export function toWire(d: Date): string {
  const ms = d.getTime();
  const hit = memo.get(ms);
  if (hit) return hit;
  const p: Record<string, string> = {};
  for (const part of warsawFormat.formatToParts(d)) p[part.type] = part.value;
  const out = `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  if (memo.size > 20_000) memo.clear();
  memo.set(ms, out);
  return out;
}

export function toWireBox(d: Date): { date: string } {
  return { date: toWire(d) };
}

export function toWireBoxOrNull(d: Date | null | undefined): { date: string } | null {
  return d ? toWireBox(d) : null;
}

/** 'YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD' (midnight) in Warsaw time; null when not a real date. */
export function fromWire(s: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', se = '00'] = m;
  const local = `${y}-${mo}-${d} ${h}:${mi}:${se}`;
  // Reject 2026-02-31 and 25:00 rather than letting them roll over.
  const check = dayjs(local, WIRE);
  if (!check.isValid() || check.format(WIRE) !== local) return null;
  const parsed = dayjs.tz(local, ZONE);
  return parsed.isValid() ? parsed.toDate() : null;
}

/** The start of a Warsaw day given as 'YYYY-MM-DD' (or a wire date-time's day). */
export function startOfDay(s: string): Date | null {
  return fromWire(s.slice(0, 10));
}

/** The first instant after a Warsaw day given as 'YYYY-MM-DD': the exclusive end of an inclusive 'until'. */
export function endOfDayExclusive(s: string): Date | null {
  const d = fromWire(s.slice(0, 10));
  return d ? dayjs(d).tz(ZONE).add(1, 'day').toDate() : null;
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
