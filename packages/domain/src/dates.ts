// Date and time rules: day/month/year and time inputs, default ranges, display formats and the wire
// format ('YYYY-MM-DD HH:mm:ss' in Europe/Warsaw), independent of the time zone of the machine.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DATE_FORMATS, TIME_ZONE } from './constants.ts';
import type { DateBox } from './entities.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A calendar day, 'YYYY-MM-DD'. */
export type Ymd = string;
/** An inclusive range of calendar days. */
export interface DateRange {
  since: Ymd;
  until: Ymd;
}
/** A moment in time as JS gives it: a Date, epoch milliseconds or an ISO string with an offset. */
export type Instant = Date | number | string;

/** Years a date input accepts: wide enough for birth dates and planning, narrow enough to catch typos. */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

const YMD_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WIRE_RE = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})$/;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Days in a month (1-12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The three date inputs (day, month, year) as a valid day, or null: non-numbers, a year outside
 * YEAR_MIN..YEAR_MAX and days that do not exist (31.02, 29.02 of a common year) are rejected.
 */
export function dateFromParts(day: string, month: string, year: string): Ymd | null {
  const d = day.trim();
  const m = month.trim();
  const y = year.trim();
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(m) || !/^\d{4}$/.test(y)) return null;
  const dn = Number(d);
  const mn = Number(m);
  const yn = Number(y);
  if (yn < YEAR_MIN || yn > YEAR_MAX || mn < 1 || mn > 12 || dn < 1) return null;
  if (dn > daysInMonth(yn, mn)) return null;
  return `${y}-${pad2(mn)}-${pad2(dn)}`;
}

/** A day split back into the three inputs (zero-padded), or empty inputs for nothing/invalid. */
export function partsOfDate(ymd: Ymd | null | undefined): { day: string; month: string; year: string } {
  const m = ymd ? YMD_RE.exec(ymd) : null;
  if (!m) return { day: '', month: '', year: '' };
  return { day: m[3]!, month: m[2]!, year: m[1]! };
}

/** Whether a 'YYYY-MM-DD' string names a day that exists (within YEAR_MIN..YEAR_MAX). */
export function isValidYmd(value: string): boolean {
  const m = YMD_RE.exec(value);
  return m !== null && dateFromParts(m[3]!, m[2]!, m[1]!) !== null;
}

/** Time input completion (SPEC §5): without a colon ':00' is appended, so '8' means 8:00. */
export function completeTime(input: string): string {
  const t = input.trim();
  if (t === '' || t.includes(':')) return t;
  return `${t}:00`;
}

/** 'H:mm' or 'HH:mm' (completed first) to minutes after midnight; null when not a time of day. */
export function timeToMinutes(input: string): number | null {
  const m = TIME_RE.exec(completeTime(input));
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

/** Minutes after midnight as 'HH:mm'. */
export function minutesToTime(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** A day and a time input as a wire date-time, or null when either is invalid. */
export function toWireDateTime(ymd: Ymd, time: string): string | null {
  const minutes = timeToMinutes(time);
  if (minutes === null || !isValidYmd(ymd)) return null;
  return `${ymd} ${minutesToTime(minutes)}:00`;
}

/**
 * An action's since/until from its day and start/end time inputs. Null when anything is invalid or
 * the end is not after the start: an action happens within one day (the wizard has one date).
 */
export function actionTimeWindow(
  ymd: Ymd,
  start: string,
  end: string,
): { since: DateBox; until: DateBox } | null {
  const since = toWireDateTime(ymd, start);
  const until = toWireDateTime(ymd, end);
  if (since === null || until === null || until <= since) return null;
  return { since: { date: since }, until: { date: until } };
}

/** What is wrong with an action's day and times, field by field (the wizard says it beside them). */
export type ActionTimeProblem =
  | 'date'
  | 'timesMissing'
  | 'startMissing'
  | 'endMissing'
  | 'startInvalid'
  | 'endInvalid'
  | 'endBeforeStart';

/** The first problem of a day and start/end times, or null when they make a window or are all empty. */
export function actionTimeProblem(ymd: Ymd | null, start: string, end: string): ActionTimeProblem | null {
  const [s, e] = [start.trim(), end.trim()];
  if (!ymd && !s && !e) return null;
  if (!ymd || !isValidYmd(ymd)) return 'date';
  if (!s && !e) return 'timesMissing';
  if (!s) return 'startMissing';
  if (!e) return 'endMissing';
  const [from, to] = [timeToMinutes(s), timeToMinutes(e)];
  if (from === null) return 'startInvalid';
  if (to === null) return 'endInvalid';
  return to <= from ? 'endBeforeStart' : null;
}

/** Whether a day lies before today in Poland (the wizard warns; a past action is still allowed). */
export function isPastDay(ymd: Ymd, now: Instant): boolean {
  return ymd < todayYmd(now);
}

/** Whether a string is a wire date-time naming a real moment ('2026-02-31 10:00:00' is not). */
export function isValidWireDateTime(value: string): boolean {
  const m = WIRE_RE.exec(value);
  return m !== null && isValidYmd(m[1]!) && Number(m[2]) <= 23 && Number(m[3]) <= 59 && Number(m[4]) <= 59;
}

/** A wire date-time split into the wizard's day and 'HH:mm' time, or null when malformed. */
export function splitWireDateTime(value: string | null | undefined): { date: Ymd; time: string } | null {
  if (!value || !isValidWireDateTime(value)) return null;
  return { date: value.slice(0, 10), time: value.slice(11, 16) };
}

/** The first year from which Poland's clocks follow the EU rule below (summer time ends in October). */
const EU_RULE_SINCE = 1996;
const MINUTE_MS = 60_000;

/** 01:00 UTC of the last Sunday of a month (0-11) of a year. */
function lastSundayAt1Utc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/**
 * Europe/Warsaw's offset from UTC in minutes at an instant, computed: summer time (+120) from 01:00
 * UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, +60 otherwise (the EU
 * rule, Poland's since 1996; the tests hold it to the time-zone database hour by hour). The first
 * time-zone formatter of Intl costs ~100 ms of ICU data, on the back office's first screen too
 * (the saved session's expiry, today's range), so Intl is asked only for years before the rule.
 */
function warsawOffsetMinutes(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  if (year < EU_RULE_SINCE) return dayjs(utcMs).tz(TIME_ZONE).utcOffset();
  return utcMs >= lastSundayAt1Utc(year, 2) && utcMs < lastSundayAt1Utc(year, 9) ? 120 : 60;
}

/** An instant as a wire date-time in Polish local time, whatever the machine's zone. */
export function instantToWire(instant: Instant): string {
  const utcMs = instant instanceof Date ? instant.getTime() : dayjs(instant).valueOf();
  const local = new Date(utcMs + warsawOffsetMinutes(utcMs) * MINUTE_MS);
  return (
    `${local.getUTCFullYear()}-${pad2(local.getUTCMonth() + 1)}-${pad2(local.getUTCDate())} ` +
    `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}:${pad2(local.getUTCSeconds())}`
  );
}

/**
 * A wire date-time (Polish local time) as the instant it names, or null when malformed. A time the
 * clocks skip reads as summer time (02:30 is 03:30), as dayjs's tz plugin reads it; the hour they
 * repeat reads as the second, winter one.
 */
export function wireToInstant(value: string): Date | null {
  if (!isValidWireDateTime(value)) return null;
  const m = WIRE_RE.exec(value)!;
  const [year, month, day] = m[1]!.split('-').map(Number) as [number, number, number];
  return new Date(
    warsawWallToInstant(Date.UTC(year, month - 1, day, Number(m[2]), Number(m[3]), Number(m[4]))),
  );
}

/**
 * The instant (epoch ms) of a Polish wall-clock time given as if it were UTC (`localMs`). A time
 * the clocks skip reads as summer time (02:30 is 03:30), as dayjs's tz plugin reads it; the hour
 * they repeat reads as the second, winter one.
 */
export function warsawWallToInstant(localMs: number): number {
  const first = warsawOffsetMinutes(localMs);
  let guess = localMs - first * MINUTE_MS;
  const second = warsawOffsetMinutes(guess);
  if (second === first) return guess;
  guess -= (second - first) * MINUTE_MS;
  const third = warsawOffsetMinutes(guess);
  if (third === second) return guess;
  return localMs - Math.min(second, third) * MINUTE_MS;
}

/** Whether a wire date-time lies strictly after `now` (a session token is usable only then). */
export function isWireAfter(value: string, now: Instant): boolean {
  const instant = wireToInstant(value);
  return instant !== null && instant.getTime() > dayjs(now).valueOf();
}

/** Today in Poland at `now`. */
export function todayYmd(now: Instant): Ymd {
  return instantToWire(now).slice(0, 10);
}

/** A day moved by whole days (calendar arithmetic, no time-zone or DST effects). */
export function addDays(ymd: Ymd, days: number): Ymd {
  return dayjs.utc(ymd).add(days, 'day').format(DATE_FORMATS.ymd);
}

/** Actions page default (SPEC §4): today to today + 7 days. */
export function defaultActionsRange(now: Instant): DateRange {
  const today = todayYmd(now);
  return { since: today, until: addDays(today, 7) };
}

/** Events screen default (SPEC §2): today to today + 7 days. */
export function defaultEventsRange(now: Instant): DateRange {
  return defaultActionsRange(now);
}

/** Reports page default (SPEC §2): one month back (same day, clamped to month end) to today. */
export function defaultReportsRange(now: Instant): DateRange {
  const today = todayYmd(now);
  return { since: dayjs.utc(today).subtract(1, 'month').format(DATE_FORMATS.ymd), until: today };
}

/** Month filter: the first to the last day of a month (1-12). */
export function monthRange(year: number, month: number): DateRange {
  const first = dayjs.utc(`${year}-${pad2(month)}-01`);
  return { since: first.format(DATE_FORMATS.ymd), until: first.endOf('month').format(DATE_FORMATS.ymd) };
}

/** A day range as wire date-times covering both days whole. */
export function rangeToWire(range: DateRange): { since: string; until: string } {
  return { since: `${range.since} 00:00:00`, until: `${range.until} 23:59:59` };
}

/** Range picker display, 'YYYY.MM.DD'. Accepts a day or a wire date-time. */
export function formatRangeDisplay(value: string): string {
  return value.slice(0, 10).replaceAll('-', '.');
}

/** 'YYYY.MM.DD' back to a day, or null when it is not a real day. */
export function parseRangeDisplay(value: string): Ymd | null {
  const m = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(value.trim());
  return m ? dateFromParts(m[3]!, m[2]!, m[1]!) : null;
}

/** 'YYYY-MM-DD' as 'DD.MM.YYYY' (event ids, Polish display). */
export function formatPolishDate(ymd: Ymd): string {
  const { day, month, year } = partsOfDate(ymd);
  return `${day}.${month}.${year}`;
}

/**
 * Full years from a birth day to a day. Someone born on 29 February comes of age on 28 February
 * of a common year: Polish civil law (art. 112 KC) ends a period on the month's last day when the
 * matching day does not exist.
 */
export function ageOn(birth: Ymd, on: Ymd): number {
  const b = partsOfDate(birth);
  const o = partsOfDate(on);
  const onYear = Number(o.year);
  const birthMonth = Number(b.month);
  let birthDay = Number(b.day);
  if (birthMonth === 2 && birthDay === 29 && daysInMonth(onYear, 2) === 28) birthDay = 28;
  const hadBirthday =
    Number(o.month) > birthMonth || (Number(o.month) === birthMonth && Number(o.day) >= birthDay);
  return onYear - Number(b.year) - (hadBirthday ? 0 : 1);
}
