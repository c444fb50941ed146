import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A page number from the address: a whole number from 1, anything else is page 1. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list's place (page and search) lives in the address (?page=&search=), so a reload, the
 * back button and closing a row dialog all come back to the same rows.
 */
export function usePatientListUrlState() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const search = params.get('search') ?? '';

  const setPage = useCallback(
    (next: number, replace = false) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  // A new search starts again from page 1; typing replaces the entry rather than adding one per word.
  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('search', next);
          else updated.delete('search');
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { page, search, setPage, setSearch };
}
