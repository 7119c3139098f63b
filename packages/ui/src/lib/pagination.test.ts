import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

/** Renders items as react-paginate would show them: page numbers from 1 and '…'. */
const show = (...args: Parameters<typeof pageItems>) =>
  pageItems(...args)
    .map((item) => (item.type === 'break' ? '…' : String(item.index + 1)))
    .join(' ');

describe('pageItems (react-paginate ranges)', () => {
  it('actions page (margin 2, range 5): first, middle and last page', () => {
    expect(show(20, 0, 5, 2)).toBe('1 2 3 4 5 … 19 20');
    expect(show(20, 9, 5, 2)).toBe('1 2 … 8 9 10 11 12 … 19 20');
    expect(show(20, 19, 5, 2)).toBe('1 2 … 16 17 18 19 20');
  });

  it('widget defaults are range 2 and margin 3', () => {
    expect(show(20, 7)).toBe('1 2 3 … 7 8 9 … 18 19 20');
    expect(show(20, 7)).toBe(show(20, 7, 2, 3));
  });

  it('shows every page when they fit in the range', () => {
    expect(show(3, 1, 5, 2)).toBe('1 2 3');
    expect(show(1, 0, 5, 2)).toBe('1');
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(show(8, 3, 2, 1)).toBe('1 2 3 4 5 … 8');
    expect(show(10, 4, 5, 2)).toBe('1 2 3 4 5 6 7 8 9 10');
    expect(show(11, 4, 5, 2)).toBe('1 2 3 4 5 6 7 … 10 11');
  });
});
