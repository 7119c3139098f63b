import { describe, expect, it } from 'vitest';
import { foldPolish } from './fold.ts';

describe('foldPolish', () => {
  it('drops case and every Polish diacritic, ł included', () => {
    expect(foldPolish('ŁÓDŹ Żółć Gęś')).toBe('lodz zolc ges');
    expect(foldPolish('Szerokość')).toBe('szerokosc');
  });

  it('leaves letters without diacritics as they are', () => {
    expect(foldPolish('kod pocztowy')).toBe('kod pocztowy');
  });
});
