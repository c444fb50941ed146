import { useState } from 'react';

/** The filters a paged search runs with and the page it shows; a new search starts at page 1. */
export function usePagedSearch<F>(defaults: F) {
  const [filters, setFilters] = useState(defaults);
  const [page, setPage] = useState(1);
  /** Starts a search; answers true when it is the one already shown, which the caller re-asks. */
  const search = (next: F): boolean => {
    const same = JSON.stringify(next) === JSON.stringify(filters) && page === 1;
    setFilters(next);
    setPage(1);
    return same;
  };
  return { filters, page, setPage, search };
}
