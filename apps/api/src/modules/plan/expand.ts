// A plan's days and windows (issue 32): the dates (a list, or a range with ISO weekdays) × the
// hours (one window, or one per weekday), as Warsaw wall-clock times. The wall clock is what the
// coordinator asked for, so a plan across the change to or from summer time keeps its 14:00–20:00;
// the instants come from the one Warsaw conversion (infra/dates).
import { PLAN_MAX_ACTIONS, type PlanHours, type PlanInput } from '@tourplanner/domain/wire/plan';
import { format } from '@tourplanner/i18n-pl/format';
import { PLAN_TEXTS, REQUEST_TEXTS } from '@tourplanner/i18n-pl/server';
import { fail } from '../../errors';
import { fromWire } from '../../infra/dates';

const DAY_MS = 86_400_000;
/** A range of dates longer than this is refused before it is walked (two years). */
const MAX_RANGE_DAYS = 731;

/** One day of the plan: its date, ISO weekday, ISO week and window as wire date-times. */
export interface PlanDay {
  date: string;
  weekday: number;
  week: string;
  since: string;
  until: string;
}

/** Midnight UTC of a 'YYYY-MM-DD' calendar date: plain date arithmetic, no time zone. */
const calendar = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** ISO weekday, 1 Monday to 7 Sunday. */
export function isoWeekday(date: string): number {
  return ((new Date(calendar(date)).getUTCDay() + 6) % 7) + 1;
}

/** ISO week of a date, e.g. '2026-W48': the week belongs to the year of its Thursday. */
export function isoWeek(date: string): string {
  const thursday = calendar(date) + (4 - isoWeekday(date)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** A wire date-time moved by whole days and minutes on the wall clock ('YYYY-MM-DD HH:mm:ss'). */
export function shiftWall(wire: string, days: number, minutes: number): string {
  const ms = Date.parse(`${wire.slice(0, 10)}T${wire.slice(11, 19)}Z`) + days * DAY_MS + minutes * 60_000;
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** The window of a weekday: the plan's one window, or that weekday's; a 400 when none or backwards. */
export function hoursFor(plan: Pick<PlanInput, 'hours'>, weekday: number, path = 'plan.hours'): PlanHours {
  const h = plan.hours;
  const hours =
    'start' in h && typeof h.start === 'string'
      ? (h as PlanHours)
      : (h as Partial<Record<string, PlanHours>>)[String(weekday)];
  if (!hours) throw fail.field(`${path}.${weekday}`, PLAN_TEXTS.noHours);
  if (hours.end <= hours.start) throw fail.field(path, PLAN_TEXTS.endAfterStart);
  return hours;
}

/** The plan's days in date order, each with its window; a 400 naming the field for a bad plan. */
export function planDays(plan: PlanInput): PlanDay[] {
  let dates: string[];
  if (Array.isArray(plan.dates)) {
    dates = [...new Set(plan.dates)].sort();
    dates.forEach((d, i) => {
      if (!fromWire(d)) throw fail.field(`plan.dates.${i}`, REQUEST_TEXTS.invalidDate);
    });
  } else {
    const { since, until, weekdays } = plan.dates;
    if (!fromWire(since)) throw fail.field('plan.dates.since', REQUEST_TEXTS.invalidDate);
    if (!fromWire(until)) throw fail.field('plan.dates.until', REQUEST_TEXTS.invalidDate);
    const first = calendar(since);
    const last = calendar(until);
    if (last < first || (last - first) / DAY_MS > MAX_RANGE_DAYS)
      throw fail.field('plan.dates.until', PLAN_TEXTS.rangeOrder);
    dates = [];
    for (let t = first; t <= last; t += DAY_MS)
      if (weekdays.includes(isoWeekday(dateOf(t)))) dates.push(dateOf(t));
    if (!dates.length) throw fail.field('plan.dates.weekdays', PLAN_TEXTS.noDays);
  }
  const total = dates.length * plan.points.length;
  if (total > PLAN_MAX_ACTIONS)
    throw fail.field('plan', format(PLAN_TEXTS.tooLarge, { max: PLAN_MAX_ACTIONS, count: total }));
  return dates.map((date) => {
    const weekday = isoWeekday(date);
    const hours = hoursFor(plan, weekday);
    return {
      date,
      weekday,
      week: isoWeek(date),
      since: `${date} ${hours.start}:00`,
      until: `${date} ${hours.end}:00`,
    };
  });
}
