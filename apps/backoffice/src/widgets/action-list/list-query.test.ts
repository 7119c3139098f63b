import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from './filters';
import { listFromQuery, listQuery } from './list-query';

describe('list deep links', () => {
  it('writes the range, page and filters and reads them back', () => {
    const state = {
      since: '2026-11-01',
      until: '2026-11-30',
      page: 2,
      filter: { ...EMPTY_FILTER, cityFilter: 'Gdańsk', statusFilter: 'accepted' as const },
    };
    const q = listQuery(state);
    expect(q.get('page')).toBe('3');
    expect(listFromQuery(new URLSearchParams(q.toString()))).toEqual(state);
  });
  it('leaves out what is malformed', () => {
    expect(
      listFromQuery(new URLSearchParams('since=2026-02-31&until=2026-03-01&page=x&status=nope')),
    ).toEqual({});
  });
});
