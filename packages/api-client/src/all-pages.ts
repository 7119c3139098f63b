// A whole list that the API serves a page at a time (`{page, pageSize}` like /user/list, or
// `{limit, offset}` through `limitOffset`), read page after page until a short one: a list longer
// than one page must not silently end at the first. Most of the calls it pages answer no count, so
// the pages are asked in order, each after the last arrived. Here, beside the client, so that both
// apps read whole lists through the one helper.

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The same page as the `{limit, offset}` lists (/action/list, /action/receipt/list) take it. */
export const limitOffset = ({ page, pageSize }: PageRequest) => ({
  limit: pageSize,
  offset: page * pageSize,
});

/**
 * The most pages read before giving up: at 1 000 rows a page, 100 000 rows, far beyond any agency;
 * a server that keeps answering full pages (one that ignores `page`) fails the read instead of
 * looping for ever.
 */
export const MAX_PAGES = 100;

/**
 * Every row of a paged list, in the server's order: pages 0, 1, 2, … of `pageSize` until one holds
 * fewer rows (an empty one when the rows fill the last page exactly). An aborted `signal` stops it
 * before the next page (pass the same signal to `readPage` so the call in flight stops too).
 */
export async function readAllPages<T>(
  readPage: (pagination: PageRequest) => Promise<readonly T[]>,
  { pageSize, signal, maxPages = MAX_PAGES }: { pageSize: number; signal?: AbortSignal; maxPages?: number },
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; page < maxPages; page++) {
    signal?.throwIfAborted();
    const batch = await readPage({ page, pageSize });
    for (const row of batch) rows.push(row);
    if (batch.length < pageSize) return rows;
  }
  throw new Error(`The list did not end within ${maxPages} pages of ${pageSize} rows.`);
}
