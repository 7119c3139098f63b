// Wire dates in Warsaw time, whatever the machine's zone, across both DST changes.
import { describe, expect, it } from 'vitest';
import { dayOf, fromWire, timeOf, toWire } from './dates';

describe('wire dates', () => {
  it('formats instants in Warsaw time, summer and winter', () => {
    expect(toWire(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01 12:00:00');
    expect(toWire(new Date('2026-01-15T23:30:05Z'))).toBe('2026-01-16 00:30:05');
    expect(dayOf(new Date('2026-01-15T23:30:05Z'))).toBe('2026-01-16');
    expect(timeOf(new Date('2026-01-15T23:30:05Z'))).toBe('00:30');
  });
  it('parses wire dates as Warsaw time and refuses impossible ones', () => {
    expect(fromWire('2026-07-01 12:00:00')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(fromWire('2026-03-29 01:59:59')?.toISOString()).toBe('2026-03-29T00:59:59.000Z');
    expect(fromWire('2026-10-25 12:00:00')?.toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(fromWire('2026-02-31 10:00:00')).toBeNull();
    expect(fromWire('2026-01-01 24:00:00')).toBeNull();
    expect(fromWire('jutro')).toBeNull();
  });
  it('round-trips', () => {
    for (const s of ['2026-11-22 08:15:00', '2026-06-30 23:59:59', '2027-01-01 00:00:00']) {
      expect(toWire(fromWire(s)!)).toBe(s);
    }
  });
});
