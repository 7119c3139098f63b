import { describe, expect, it } from 'vitest';
import { dateToParts, partsComplete, partsToDate } from './date-parts';

const p = (day: string, month: string, year: string) => ({ day, month, year });

describe('partsToDate', () => {
  it('gives YYYY-MM-DD for a real date, padding one-digit parts', () => {
    expect(partsToDate(p('24', '11', '2026'))).toBe('2026-11-24');
    expect(partsToDate(p('1', '3', '2026'))).toBe('2026-03-01');
    expect(partsToDate(p('29', '02', '2024'))).toBe('2024-02-29');
  });

  it('gives null for impossible or unfinished dates', () => {
    expect(partsToDate(p('31', '02', '2026'))).toBeNull();
    expect(partsToDate(p('29', '02', '2023'))).toBeNull();
    expect(partsToDate(p('31', '04', '2026'))).toBeNull();
    expect(partsToDate(p('0', '1', '2026'))).toBeNull();
    expect(partsToDate(p('10', '13', '2026'))).toBeNull();
    expect(partsToDate(p('10', '10', '202'))).toBeNull();
    expect(partsToDate(p('', '10', '2026'))).toBeNull();
    expect(partsToDate(p('1a', '10', '2026'))).toBeNull();
  });

  it('honours the earliest and latest date', () => {
    expect(partsToDate(p('28', '02', '2026'), '2026-03-01')).toBeNull();
    expect(partsToDate(p('01', '03', '2026'), '2026-03-01')).toBe('2026-03-01');
    expect(partsToDate(p('02', '03', '2026'), undefined, '2026-03-01')).toBeNull();
  });
});

describe('dateToParts and partsComplete', () => {
  it('splits a date, and an empty or broken one into empty parts', () => {
    expect(dateToParts('2026-11-04')).toEqual(p('04', '11', '2026'));
    expect(dateToParts('2026-11-04 10:00:00')).toEqual(p('04', '11', '2026'));
    expect(dateToParts(null)).toEqual(p('', '', ''));
    expect(dateToParts('nonsense')).toEqual(p('', '', ''));
  });

  it('calls parts complete only with a four-digit year', () => {
    expect(partsComplete(p('1', '1', '2026'))).toBe(true);
    expect(partsComplete(p('1', '1', '202'))).toBe(false);
    expect(partsComplete(p('', '1', '2026'))).toBe(false);
  });
});
