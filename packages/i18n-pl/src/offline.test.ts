// The queue counter in Polish: the three plural forms, with the teens taking the many form.
import { describe, expect, it } from 'vitest';
import { photosWaiting, polishPlural } from './offline.ts';

describe('photosWaiting', () => {
  it('says one, few and many as Polish does', () => {
    expect(photosWaiting(1)).toBe('1 zdjęcie czeka na wysłanie');
    expect(photosWaiting(2)).toBe('2 zdjęcia czekają na wysłanie');
    expect(photosWaiting(4)).toBe('4 zdjęcia czekają na wysłanie');
    expect(photosWaiting(5)).toBe('5 zdjęć czeka na wysłanie');
    expect(photosWaiting(0)).toBe('0 zdjęć czeka na wysłanie');
  });

  it('takes the many form for 12–14 and the few form for 22–24', () => {
    const form = (n: number) => polishPlural(n, { one: 'one', few: 'few', many: 'many' });
    expect([11, 12, 13, 14, 15].map(form)).toEqual(['many', 'many', 'many', 'many', 'many']);
    expect([21, 22, 23, 24, 25].map(form)).toEqual(['many', 'few', 'few', 'few', 'many']);
    expect([102, 112, 1001].map(form)).toEqual(['few', 'many', 'many']);
  });
});
