import { describe, expect, it } from 'vitest';
import { completeTime, isValidTime } from './time';

describe('completeTime', () => {
  it("appends ':00' when there is no colon", () => {
    expect(completeTime('8')).toBe('8:00');
    expect(completeTime('21')).toBe('21:00');
    expect(completeTime(' 9 ')).toBe('9:00');
  });

  it('leaves empty text and times with a colon alone', () => {
    expect(completeTime('')).toBe('');
    expect(completeTime('8:30')).toBe('8:30');
    expect(completeTime('8:')).toBe('8:');
  });
});

describe('isValidTime', () => {
  it('accepts H:mm and HH:mm up to 24:00', () => {
    expect(['0:00', '8:00', '08:30', '23:59', '24:00'].every(isValidTime)).toBe(true);
    expect(['24:01', '25:00', '8:60', '8', '8:5', 'ab:cd'].some(isValidTime)).toBe(false);
  });
});
