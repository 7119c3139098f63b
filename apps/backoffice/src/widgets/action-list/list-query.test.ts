import { describe, expect, it } from 'vitest';
import { activeFilterLabels, EMPTY_FILTER, toActionFilters } from './filters';
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
  it('keeps the review states and Tylko z sygnałami in the query and in the list call', () => {
    const state = {
      since: '2026-11-01',
      until: '2026-11-30',
      page: 1,
      filter: { ...EMPTY_FILTER, reviewStates: ['pending' as const, 'fix' as const], signalsOnly: true },
    };
    const q = listQuery(state);
    expect(q.get('review')).toBe('pending,fix');
    expect(q.get('signals')).toBe('1');
    expect(listFromQuery(new URLSearchParams(q.toString()))).toEqual(state);
    expect(toActionFilters({ since: state.since, until: state.until }, state.filter).review).toEqual({
      states: ['pending', 'fix'],
      signals: true,
    });
    expect(activeFilterLabels(state.filter)).toEqual([
      'Weryfikacja „Do weryfikacji, Do poprawy”',
      'Tylko z sygnałami',
    ]);
    // Nothing of the review set: no review in the call.
    expect(toActionFilters({ since: state.since, until: state.until }, EMPTY_FILTER).review).toBeUndefined();
    // Unknown states are left out, known ones kept.
    expect(listFromQuery(new URLSearchParams('review=done,accepted&signals=yes')).filter).toEqual({
      ...EMPTY_FILTER,
      reviewStates: ['accepted'],
    });
  });
  it('keeps Obecność (issue 29) in the query and in the list call', () => {
    const state = {
      since: '2026-11-01',
      until: '2026-11-30',
      page: 1,
      filter: { ...EMPTY_FILTER, attendanceStates: ['unconfirmed' as const, 'no_show' as const] },
    };
    const q = listQuery(state);
    expect(q.get('attendance')).toBe('unconfirmed,no_show');
    expect(listFromQuery(new URLSearchParams(q.toString()))).toEqual(state);
    expect(toActionFilters({ since: state.since, until: state.until }, state.filter).attendance).toEqual({
      states: ['unconfirmed', 'no_show'],
    });
    expect(
      toActionFilters({ since: state.since, until: state.until }, EMPTY_FILTER).attendance,
    ).toBeUndefined();
    expect(listFromQuery(new URLSearchParams('attendance=late,confirmed')).filter).toEqual({
      ...EMPTY_FILTER,
      attendanceStates: ['confirmed'],
    });
  });
  it('leaves out what is malformed', () => {
    expect(
      listFromQuery(new URLSearchParams('since=2026-02-31&until=2026-03-01&page=x&status=nope')),
    ).toEqual({});
  });
});
