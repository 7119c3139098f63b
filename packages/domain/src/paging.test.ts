import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPage,
  countIsLowerBound,
  listPagination,
  maxPage,
  PAGE_SIZE,
  pageOffset,
  showsPagination,
} from './paging.ts';

describe('paging', () => {
  it('takes a count that reaches the cap (ten pages past the asked one, plus a row) as a lower bound', () => {
    expect(countIsLowerBound(1001, 0)).toBe(true);
    expect(countIsLowerBound(1000, 0)).toBe(false);
    expect(countIsLowerBound(1001, 1)).toBe(false);
    expect(countIsLowerBound(1101, 1)).toBe(true);
  });
  it('uses 100 rows a page and offset 100 * page', () => {
    expect(PAGE_SIZE).toBe(100);
    expect(pageOffset(0)).toBe(0);
    expect(pageOffset(3)).toBe(300);
    expect(listPagination(2)).toEqual({ limit: 100, offset: 200 });
  });
  it('rounds the page count up', () => {
    expect(maxPage(0)).toBe(0);
    expect(maxPage(1)).toBe(1);
    expect(maxPage(100)).toBe(1);
    expect(maxPage(101)).toBe(2);
    expect(maxPage(200)).toBe(2);
    expect(maxPage(-5)).toBe(0);
  });
  it('shows pagination only above 100', () => {
    expect(showsPagination(100)).toBe(false);
    expect(showsPagination(101)).toBe(true);
    expect(showsPagination(0)).toBe(false);
  });
  it('clamps pages into range', () => {
    expect(clampPage(5, 101)).toBe(1);
    expect(clampPage(-1, 101)).toBe(0);
    expect(clampPage(Number.NaN, 101)).toBe(0);
    expect(clampPage(3, 0)).toBe(0);
    expect(clampPage(1.7, 1000)).toBe(1);
  });
  it('every row of a count falls on exactly one page below maxPage (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (count) => {
        const pages = maxPage(count);
        const lastOffset = pageOffset(pages - 1);
        expect(lastOffset).toBeLessThan(count);
        expect(lastOffset + PAGE_SIZE).toBeGreaterThanOrEqual(count);
        expect(showsPagination(count)).toBe(pages > 1);
      }),
    );
  });
});
