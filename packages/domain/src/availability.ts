// A hostess's availability hours (SPEC §2 personnel popup, §9): whole hours 6 to 22, default 9 to
// 16, and the slot they make on a day, shared by the apps' inputs and the API's check.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { isValidYmd, type Ymd } from './dates.ts';
import type { DateBox } from './entities.ts';

export interface AvailabilityHours {
  from: number;
  to: number;
}

export const DEFAULT_AVAILABILITY_HOURS: AvailabilityHours = Object.freeze({
  from: LIMITS.availabilityHourDefaultFrom,
  to: LIMITS.availabilityHourDefaultTo,
});

const hour = z.number().int().min(LIMITS.availabilityHourMin).max(LIMITS.availabilityHourMax);

/** Whole hours within 6..22, the end after the start. */
export const availabilityHoursSchema = z
  .object({ from: hour, to: hour })
  .refine((h) => h.to > h.from, { message: 'to must be after from', path: ['to'] });

export function isValidAvailabilityHours(hours: AvailabilityHours): boolean {
  return availabilityHoursSchema.safeParse(hours).success;
}

/** A typed hour: the whole number it is when within 6..22, else null (empty, a fraction, out of range). */
export function parseAvailabilityHour(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,2}$/.test(text)) return null;
  const n = Number(text);
  return n >= LIMITS.availabilityHourMin && n <= LIMITS.availabilityHourMax ? n : null;
}

/**
 * An hour input brought within 6..22 when the field is left (never on a keystroke: '1' on the way
 * to '12' must stay '1'); a fraction is cut down. `fallback` when not a number.
 */
export function clampAvailabilityHour(value: unknown, fallback: number): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(LIMITS.availabilityHourMax, Math.max(LIMITS.availabilityHourMin, Math.trunc(n)));
}

const hh = (h: number) => `${String(h).padStart(2, '0')}:00:00`;

/** The availability slot of a day's hours, or null when the day or the hours are invalid. */
export function availabilitySlotFor(
  day: Ymd,
  hours: AvailabilityHours,
): { since: DateBox; until: DateBox } | null {
  if (!isValidYmd(day) || !isValidAvailabilityHours(hours)) return null;
  return { since: { date: `${day} ${hh(hours.from)}` }, until: { date: `${day} ${hh(hours.to)}` } };
}
