import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatShare, shareOf } from './number-format';

const NBSP = '\u00a0';

describe('dashboard number formats', () => {
  it('groups thousands with a no-break space from four digits on', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe(`1${NBSP}234`);
    expect(formatCount(1234567)).toBe(`1${NBSP}234${NBSP}567`);
  });
  it('writes shares with a decimal comma and a space before the percent sign', () => {
    expect(formatShare(0.125)).toBe(`12,5${NBSP}%`);
    expect(formatShare(1)).toBe(`100${NBSP}%`);
    expect(formatShare(0)).toBe(`0${NBSP}%`);
    expect(formatShare(2 / 3)).toBe(`66,7${NBSP}%`);
    expect(formatShare(12.5)).toBe(`1${NBSP}250${NBSP}%`);
  });
  it('rounds a rate to one decimal with a comma', () => {
    expect(formatDecimal(12.345)).toBe('12,3');
    expect(formatDecimal(4)).toBe('4');
  });
  it('gives a share of nothing as 0, not NaN', () => {
    expect(shareOf(3, 0)).toBe(0);
    expect(shareOf(1, 4)).toBe(0.25);
  });
});
