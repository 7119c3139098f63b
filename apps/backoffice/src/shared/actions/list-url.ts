// Deep links of the actions and reports lists: the range, page and filters live in the URL's query
// (?since=2026-11-01&until=2026-11-30&page=2&city=Gdańsk…), so a reload or a bookmark shows the same
// list. The store stays the state; the URL is written from it and read into it when the page opens.

import { isActionStatus } from '@tourplanner/domain/action-status';
import { isValidYmd } from '@tourplanner/domain/dates';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type ActionFilter, EMPTY_FILTER } from './filters';

export interface ListState {
  since: string;
  until: string;
  page: number;
  filter: ActionFilter;
}

/** Query key -> filter field; text fields and the names shown beside chosen ids alike. */
const FILTER_KEYS = {
  city: 'cityFilter',
  street: 'streetFilter',
  id: 'idFilter',
  territory: 'territoryFilterUUID',
  territoryName: 'territoryFilter',
  person: 'personnelFilterUUID',
  personName: 'personnelFilter',
  event: 'eventFilterUUID',
  eventName: 'eventFilter',
  status: 'statusFilter',
} as const satisfies Record<string, keyof ActionFilter>;

/** The query of a list state: only what differs from empty (page counted from 1). */
export function listQuery(s: ListState): URLSearchParams {
  const q = new URLSearchParams({ since: s.since, until: s.until });
  if (s.page > 0) q.set('page', String(s.page + 1));
  for (const [key, field] of Object.entries(FILTER_KEYS)) {
    const value = s.filter[field];
    if (value) q.set(key, String(value));
  }
  return q;
}

/** What a query says of a list state; anything malformed is left out. */
export function listFromQuery(q: URLSearchParams): Partial<ListState> {
  const out: Partial<ListState> = {};
  const since = q.get('since');
  const until = q.get('until');
  if (since && until && isValidYmd(since) && isValidYmd(until) && since <= until) {
    Object.assign(out, { since, until });
  }
  const page = Number(q.get('page'));
  if (Number.isInteger(page) && page > 1) out.page = page - 1;
  const filter: ActionFilter = { ...EMPTY_FILTER };
  let any = false;
  for (const [key, field] of Object.entries(FILTER_KEYS)) {
    const value = q.get(key)?.trim();
    if (!value) continue;
    if (field === 'statusFilter') {
      if (!isActionStatus(value)) continue;
      filter.statusFilter = value;
    } else filter[field] = value;
    any = true;
  }
  if (any) out.filter = filter;
  return out;
}

/**
 * Reads a deep link into a list's store once, when the page opens: call it before the page reads
 * its store, so the first request is already the linked list's.
 */
export function useListUrlRead(apply: (from: Partial<ListState>) => void) {
  const [params] = useSearchParams();
  const read = useRef(false);
  if (!read.current) {
    read.current = true;
    const from = listFromQuery(params);
    if (Object.keys(from).length) apply(from);
  }
}

/** Writes every change of a list's state to the URL's query (replacing the history entry). */
export function useListUrlWrite(state: ListState) {
  const [params, setParams] = useSearchParams();
  const query = listQuery(state).toString();
  useEffect(() => {
    if (query !== params.toString()) setParams(new URLSearchParams(query), { replace: true });
  }, [query, params, setParams]);
}
