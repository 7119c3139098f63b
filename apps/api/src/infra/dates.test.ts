// Wire dates in Warsaw time, whatever the machine's zone, across both DST changes.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { dayOf, endOfDayExclusive, fromWire, timeOf, toWire } from './dates';

dayjs.extend(utc);
dayjs.extend(timezone);

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
  it('parses and formats as dayjs in Warsaw does: every three hours of a year, every quarter of the clock changes', () => {
    const wire = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
    const times: number[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3 * 3_600_000) times.push(t);
    for (const day of [Date.UTC(2026, 2, 28), Date.UTC(2026, 9, 24)])
      for (let t = day; t < day + 3 * 86_400_000; t += 15 * 60_000) times.push(t);
    const differ: string[] = [];
    for (const t of times) {
      const s = wire(t);
      const ours = fromWire(s)?.toISOString();
      const theirs = dayjs.tz(s, 'Europe/Warsaw').toDate().toISOString();
      if (ours !== theirs) differ.push(`${s}: ${ours} vs ${theirs}`);
      const shown = dayjs(t).tz('Europe/Warsaw').format('YYYY-MM-DD HH:mm:ss');
      if (toWire(new Date(t)) !== shown) differ.push(`${t}: ${toWire(new Date(t))} vs ${shown}`);
    }
    expect(differ).toEqual([]);
    // The spring gap moves forward; the autumn hour that repeats is its second (winter) occurrence.
    expect(fromWire('2026-03-29 02:30:00')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(fromWire('2026-10-25 02:30:00')?.toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
  it('ends a day at the next day’s midnight, also when the clocks change that night', () => {
    expect(endOfDayExclusive('2026-07-01')?.toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(endOfDayExclusive('2026-03-28')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    // 23 hours long, and 25.
    expect(endOfDayExclusive('2026-03-29')?.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(endOfDayExclusive('2026-10-25')?.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(endOfDayExclusive('2026-02-30')).toBeNull();
  });
  it('reads the tolerated forms as the wire form', () => {
    const wire = fromWire('2026-07-01 12:00:00')?.toISOString();
    expect(fromWire('2026-07-01T12:00:00')?.toISOString()).toBe(wire);
    expect(fromWire('2026-07-01 12:00')?.toISOString()).toBe(wire);
    expect(fromWire(' 2026-07-01 12:00:00 ')?.toISOString()).toBe(wire);
    expect(fromWire('2026-07-01')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(fromWire('2026-07-01 12')).toBeNull();
    expect(fromWire('2026-07-01 12:60')).toBeNull();
  });
  it('reads years 1900 to 2100 only, as the apps do', () => {
    expect(toWire(fromWire('1900-01-01 00:00:00')!)).toBe('1900-01-01 00:00:00');
    expect(fromWire('2100-12-31')).not.toBeNull();
    expect(fromWire('1899-12-31 23:59:59')).toBeNull();
    expect(fromWire('2101-01-01')).toBeNull();
    expect(fromWire('0099-06-01')).toBeNull();
    expect(endOfDayExclusive('2100-12-31')?.toISOString()).toBe('2100-12-31T23:00:00.000Z');
    expect(endOfDayExclusive('1899-12-31')).toBeNull();
  });
});
