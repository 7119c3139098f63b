import { describe, expect, it } from 'vitest';
import { clashOf, coverageOf, isBooking } from './booking.ts';

const at = (h: number, m = 0) => new Date(Date.UTC(2026, 10, 23, h, m));
const w = (from: number, to: number, pointIds: string[] = ['p1']) => ({
  since: at(from),
  until: at(to),
  pointIds,
});

describe('clashOf', () => {
  it('finds overlapping windows wherever they are', () => {
    expect(clashOf(w(10, 14), w(13, 18), 30)).toBe('overlap');
    expect(clashOf(w(10, 14), w(13, 18, ['p2']), 0)).toBe('overlap');
    expect(clashOf(w(8, 21), w(10, 12), 30)).toBe('overlap');
  });
  it('lets one follow another at the same point, and asks for the way between two points', () => {
    expect(clashOf(w(10, 12), w(12, 14), 30)).toBeNull();
    expect(clashOf(w(10, 12), w(12, 14, ['p2']), 30)).toBe('travel');
    expect(clashOf({ since: at(12, 30), until: at(14), pointIds: ['p2'] }, w(10, 12), 30)).toBeNull();
    expect(clashOf({ since: at(12, 29), until: at(14), pointIds: ['p2'] }, w(10, 12), 30)).toBe('travel');
    expect(clashOf(w(10, 12), w(12, 14, ['p2']), 0)).toBeNull();
    expect(clashOf(w(10, 12, []), w(12, 14, []), 30)).toBe('travel');
  });
});

describe('coverageOf', () => {
  it('is available inside joined slots, outside past them, undeclared without any', () => {
    const slots = [
      { since: at(9), until: at(12) },
      { since: at(12), until: at(15) },
      { since: at(17), until: at(19) },
    ];
    expect(coverageOf({ since: at(10), until: at(14) }, slots)).toBe('available');
    expect(coverageOf({ since: at(17), until: at(19) }, slots)).toBe('available');
    expect(coverageOf({ since: at(14), until: at(18) }, slots)).toBe('outside');
    expect(coverageOf({ since: at(8), until: at(10) }, slots)).toBe('outside');
    expect(coverageOf({ since: at(10), until: at(11) }, [])).toBe('undeclared');
  });
});

describe('isBooking', () => {
  it('holds her time unless the action was cancelled by anyone', () => {
    expect(['editable', 'accepted', 'started', 'finished'].every((s) => isBooking(s as never))).toBe(true);
    expect(isBooking('cancelled')).toBe(false);
    expect(isBooking('hst_cancelled')).toBe(false);
  });
});
