import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilitySlotFor,
  clampAvailabilityHour,
  DEFAULT_AVAILABILITY_HOURS,
  isValidAvailabilityHours,
  parseAvailabilityHour,
} from './availability.ts';

describe('availability hours', () => {
  it('defaults to 9 to 16', () => {
    expect(DEFAULT_AVAILABILITY_HOURS).toEqual({ from: 9, to: 16 });
  });
  it('accepts whole hours 6..22 with the end after the start', () => {
    expect(isValidAvailabilityHours({ from: 6, to: 22 })).toBe(true);
    expect(isValidAvailabilityHours({ from: 5, to: 16 })).toBe(false);
    expect(isValidAvailabilityHours({ from: 9, to: 23 })).toBe(false);
    expect(isValidAvailabilityHours({ from: 9, to: 9 })).toBe(false);
    expect(isValidAvailabilityHours({ from: 10, to: 9 })).toBe(false);
    expect(isValidAvailabilityHours({ from: 9.5, to: 16 })).toBe(false);
  });
  it('clamps inputs to 6..22', () => {
    expect(clampAvailabilityHour(5, 9)).toBe(6);
    expect(clampAvailabilityHour(23, 9)).toBe(22);
    expect(clampAvailabilityHour('12', 9)).toBe(12);
    expect(clampAvailabilityHour('', 9)).toBe(9);
    expect(clampAvailabilityHour('x', 16)).toBe(16);
    expect(clampAvailabilityHour(null, 16)).toBe(16);
    expect(clampAvailabilityHour(7.9, 9)).toBe(7);
  });
  it('reads a typed hour only when it is a whole hour within 6..22', () => {
    expect(parseAvailabilityHour('12')).toBe(12);
    expect(parseAvailabilityHour(' 6 ')).toBe(6);
    expect(parseAvailabilityHour(22)).toBe(22);
    expect(parseAvailabilityHour('1')).toBeNull();
    expect(parseAvailabilityHour('23')).toBeNull();
    expect(parseAvailabilityHour('')).toBeNull();
    expect(parseAvailabilityHour('9.5')).toBeNull();
    expect(parseAvailabilityHour(null)).toBeNull();
  });
  it('clamps any input into range (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (v) => {
        const h = clampAvailabilityHour(v, 9);
        expect(Number.isInteger(h) && h >= 6 && h <= 22).toBe(true);
      }),
    );
  });
  it('builds a day slot', () => {
    expect(availabilitySlotFor('2026-11-22', { from: 9, to: 16 })).toEqual({
      since: { date: '2026-11-22 09:00:00' },
      until: { date: '2026-11-22 16:00:00' },
    });
    expect(availabilitySlotFor('2026-02-30', { from: 9, to: 16 })).toBeNull();
    expect(availabilitySlotFor('2026-11-22', { from: 16, to: 9 })).toBeNull();
  });
});
