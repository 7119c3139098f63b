// Which page buttons and ellipses a pager shows: the algorithm of react-paginate 8 (margin pages
// at both ends, a range around the selected page, and an ellipsis that never hides one page only),
// so the pages look the same as in the original product.
import { PAGINATION } from '@tourplanner/domain/constants';

export type PageItem = { type: 'page'; index: number } | { type: 'break'; index: number };

/**
 * @param pageCount number of pages
 * @param selected zero-based selected page
 * @param pageRange pages shown around the selected one
 * @param marginPages pages always shown at each end
 */
export function pageItems(
  pageCount: number,
  selected: number,
  pageRange: number = PAGINATION.defaultPageRange,
  marginPages: number = PAGINATION.defaultMarginPages,
): PageItem[] {
  if (pageCount <= pageRange) {
    return Array.from({ length: pageCount }, (_, index) => ({ type: 'page', index }));
  }
  let leftSide = pageRange / 2;
  let rightSide = pageRange - leftSide;
  // Near an end, the range leans away from it so only one ellipsis is shown.
  if (selected > pageCount - pageRange / 2) {
    rightSide = pageCount - selected;
    leftSide = pageRange - rightSide;
  } else if (selected < pageRange / 2) {
    leftSide = selected;
    rightSide = pageRange - leftSide;
  }
  const items: PageItem[] = [];
  for (let index = 0; index < pageCount; index++) {
    const page = index + 1;
    if (page <= marginPages || page > pageCount - marginPages) {
      items.push({ type: 'page', index });
      continue;
    }
    // On the first page one more page would be added otherwise.
    const adjustedRightSide = selected === 0 && pageRange > 1 ? rightSide - 1 : rightSide;
    if (index >= selected - leftSide && index <= selected + adjustedRightSide) {
      items.push({ type: 'page', index });
      continue;
    }
    const last = items[items.length - 1];
    if (last && last.type !== 'break' && (pageRange > 0 || marginPages > 0)) {
      items.push({ type: 'break', index });
    }
  }
  // An ellipsis standing for a single page is replaced by that page.
  return items.map((item, i) => {
    const before = items[i - 1];
    const after = items[i + 1];
    if (
      item.type === 'break' &&
      before?.type === 'page' &&
      after?.type === 'page' &&
      after.index - before.index <= 2
    ) {
      return { type: 'page', index: item.index };
    }
    return item;
  });
}
