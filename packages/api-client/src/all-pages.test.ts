import { describe, expect, it } from 'vitest';
import { limitOffset, readAllPages } from './all-pages.ts';

/** A paged list of `total` rows served as the API does, recording each page asked for. */
function pagedList(total: number) {
  const rows = Array.from({ length: total }, (_, i) => `row ${i}`);
  const asked: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const readPage = async ({ page, pageSize }: { page: number; pageSize: number }) => {
    asked.push(page);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await Promise.resolve();
    inFlight--;
    return rows.slice(page * pageSize, (page + 1) * pageSize);
  };
  return { rows, asked, readPage, mostInFlight: () => mostInFlight };
}

describe('readAllPages', () => {
  it('reads page after page, in order, until a short page', async () => {
    const list = pagedList(7);
    await expect(readAllPages(list.readPage, { pageSize: 3 })).resolves.toEqual(list.rows);
    expect(list.asked).toEqual([0, 1, 2]);
    expect(list.mostInFlight()).toBe(1);
  });

  it('stops at the empty page after rows that fill the last page exactly', async () => {
    const list = pagedList(6);
    await expect(readAllPages(list.readPage, { pageSize: 3 })).resolves.toEqual(list.rows);
    expect(list.asked).toEqual([0, 1, 2]);
  });

  it('asks once when the first page is short', async () => {
    const list = pagedList(2);
    await expect(readAllPages(list.readPage, { pageSize: 3 })).resolves.toEqual(list.rows);
    expect(list.asked).toEqual([0]);
  });

  it('asks for no further page once the signal is aborted', async () => {
    const list = pagedList(10);
    const abort = new AbortController();
    const readPage = async (p: { page: number; pageSize: number }) => {
      const rows = await list.readPage(p);
      if (p.page === 1) abort.abort();
      return rows;
    };
    await expect(readAllPages(readPage, { pageSize: 3, signal: abort.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(list.asked).toEqual([0, 1]);
  });

  it('gives up after maxPages full pages instead of looping for ever', async () => {
    let asked = 0;
    const readPage = async () => {
      asked++;
      return ['the same full page', 'again'];
    };
    await expect(readAllPages(readPage, { pageSize: 2, maxPages: 5 })).rejects.toThrow(/did not end/);
    expect(asked).toBe(5);
  });

  it('reads a {limit, offset} list with the same pages', async () => {
    const list = pagedList(7);
    const offsets: number[] = [];
    const readPage = (p: { page: number; pageSize: number }) => {
      const { limit, offset } = limitOffset(p);
      offsets.push(offset);
      return list.readPage({ page: offset / limit, pageSize: limit });
    };
    await expect(readAllPages(readPage, { pageSize: 3 })).resolves.toEqual(list.rows);
    expect(offsets).toEqual([0, 3, 6]);
  });
});
