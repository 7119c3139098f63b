// The filters of a list searched and paged on the server (locations, accounts) and the page shown:
// a changed filter starts again from the first page, where its first matches are.
import { useState } from 'react';

export function usePagedFilters<F extends object>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(0);
  const setFilter = <K extends keyof F>(key: K, value: F[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };
  return { filters, setFilter, page, setPage };
}
