import { describe, expect, it } from 'vitest';
import { ACTIONS } from './backoffice.ts';
import { format, formatDistance } from './format.ts';

describe('format', () => {
  it('fills every placeholder', () => {
    expect(format(ACTIONS.toasts.copied, { x: 2, y: 5 })).toBe('Skopiowano akcję 2/5');
  });

  it('fills a placeholder used twice and leaves other braces alone', () => {
    expect(format('{a}-{a} {b}', { a: 'x', b: 0 })).toBe('x-x 0');
  });

  it('keeps an unknown placeholder visible', () => {
    const template: string = 'Witaj {name}';
    expect(format(template, {})).toBe('Witaj {name}');
  });

  it('does not read inherited properties', () => {
    const template: string = '{constructor}';
    expect(format(template, {})).toBe('{constructor}');
  });

  it('rejects a missing variable at compile time', () => {
    // @ts-expect-error y is missing
    expect(format('Skopiowano akcję {x}/{y}', { x: 1 })).toBe('Skopiowano akcję 1/{y}');
  });
});

describe('formatDistance', () => {
  it('writes metres below a kilometre and kilometres with a decimal comma above', () => {
    expect([0, 349.6, 999.4, 1000, 1201, 1250, 12_340].map(formatDistance)).toEqual([
      '0 m',
      '350 m',
      '999 m',
      '1 km',
      '1,2 km',
      '1,3 km',
      '12,3 km',
    ]);
  });
});
