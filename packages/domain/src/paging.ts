// Paging of the actions and reports lists (SPEC §7, §9): 100 rows a page, pages counted from 0;
// and the two `pagination` bodies the list calls take, with the largest page each call allows.
import { z } from 'zod';
import { LIMITS } from './constants.ts';

/** `{page, pageSize}` (the user, territory, event and point lists); page 0 when left out. */
export const pagePagination = (maxSize: number) =>
  z.object({ page: z.number().int().min(0).default(0), pageSize: z.number().int().min(1).max(maxSize) });

/** `{limit, offset}` (the action, receipt, file and report lists); offset 0 when left out. */
export const limitPagination = (maxLimit: number) =>
  z.object({ limit: z.number().int().min(1).max(maxLimit), offset: z.number().int().min(0).default(0) });

export const PAGE_SIZE = LIMITS.actionsPageSize;

/** Offset of a page (0-based) as /action/list expects it: 100 times the page. */
export function pageOffset(page: number): number {
  return PAGE_SIZE * page;
}

/** The `pagination` body of /action/list for a page. */
export function listPagination(page: number): { limit: number; offset: number } {
  return { limit: PAGE_SIZE, offset: pageOffset(page) };
}

/** Number of pages for a count (count / 100 rounded up); the last page index is maxPage - 1. */
export function maxPage(count: number): number {
  return Math.ceil(Math.max(0, count) / PAGE_SIZE);
}

/**
 * How many pages past the asked one /action/list counts (ADR 0019): it counts at most
 * offset + 10 pages + 1 rows, so a count that reaches that cap is a lower bound.
 */
export const COUNT_PAGES_AHEAD = 10;

/** Whether the count answered for `page` (0-based) is the capped lower bound, not the whole. */
export function countIsLowerBound(count: number, page: number): boolean {
  return count > pageOffset(page) + PAGE_SIZE * COUNT_PAGES_AHEAD;
}

/** Pagination shows only when the rows do not fit one page (count over 100). */
export function showsPagination(count: number): boolean {
  return count > PAGE_SIZE;
}

/** A requested page kept within the pages that exist (page 0 when the list is empty). */
export function clampPage(page: number, count: number): number {
  const last = Math.max(0, maxPage(count) - 1);
  if (!Number.isFinite(page) || page < 0) return 0;
  return Math.min(Math.floor(page), last);
}
