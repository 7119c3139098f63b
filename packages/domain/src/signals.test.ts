import { describe, expect, it } from 'vitest';
import { distanceBand, firstBurst } from './signals.ts';

describe('distanceBand', () => {
  it('puts a distance in the field tools’ bands', () => {
    expect([0, 49.9, 50, 200, 200.1, 1000, 1000.5, 12_000].map(distanceBand)).toEqual([
      'under50',
      'under50',
      'to200',
      'to200',
      'to1000',
      'to1000',
      'over1000',
      'over1000',
    ]);
  });
});

describe('firstBurst', () => {
  const min = 60_000;
  it('finds more than `count` times within the window, from the first of them', () => {
    const seven = [0, 1, 2, 3, 4, 5, 9.5].map((m) => (100 + m) * min);
    expect(firstBurst(seven, 6, 10 * min)).toBe(100 * min);
    expect(firstBurst([...seven].reverse(), 6, 10 * min)).toBe(100 * min);
  });
  it('answers null for exactly `count`, or spread wider than the window', () => {
    expect(
      firstBurst(
        [0, 1, 2, 3, 4, 5].map((m) => m * min),
        6,
        10 * min,
      ),
    ).toBeNull();
    expect(
      firstBurst(
        [0, 2, 4, 6, 8, 10.5, 12].map((m) => m * min),
        6,
        10 * min,
      ),
    ).toBeNull();
    expect(firstBurst([], 6, 10 * min)).toBeNull();
  });
});
