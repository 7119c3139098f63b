// Day, month and year typed separately into one YYYY-MM-DD date, valid only as a whole
// (31.02 or a three-digit year give null).
import { DATE_FORMATS } from '@tourplanner/domain/constants';
import dayjs from 'dayjs';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_PARTS: DateParts = { day: '', month: '', year: '' };

const pad = (n: number) => String(n).padStart(2, '0');

/** The date the parts make (YYYY-MM-DD), or null when they do not make one. */
export function partsToDate(
  { day, month, year }: DateParts,
  minDate?: string,
  maxDate?: string,
): string | null {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  if (y < 1000 || m < 1 || m > 12 || d < 1) return null;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  const date = `${year}-${pad(m)}-${pad(d)}`;
  if (minDate && date < minDate) return null;
  if (maxDate && date > maxDate) return null;
  return date;
}

/** Splits a YYYY-MM-DD date into the parts shown to the user (DD, MM, YYYY). */
export function dateToParts(date: string | null | undefined): DateParts {
  if (!date) return EMPTY_PARTS;
  const parsed = dayjs(date.slice(0, 10), DATE_FORMATS.ymd);
  if (!parsed.isValid()) return EMPTY_PARTS;
  return { day: parsed.format('DD'), month: parsed.format('MM'), year: parsed.format('YYYY') };
}

/** True when every part has been typed in full, so a missing date is a mistake and not work in progress. */
export function partsComplete({ day, month, year }: DateParts): boolean {
  return day.length > 0 && month.length > 0 && year.length === 4;
}
