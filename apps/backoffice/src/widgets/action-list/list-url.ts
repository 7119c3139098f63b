// The list pages' deep links as hooks: the URL's query (./list-query.ts) read into a list's store
// once when the page opens, and written from every change of it.

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, listFromQuery, listQuery } from './list-query';

export type { ListState };

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
