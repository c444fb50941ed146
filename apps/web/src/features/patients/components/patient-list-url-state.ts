import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromAddress } from '@/lib/address-page';

/** The anchor from the address: a whole number, or none. */
function anchorFrom(value: string | null): number | undefined {
  const anchor = Number(value);
  return value !== null && Number.isInteger(anchor) && anchor >= 0 ? anchor : undefined;
}

/**
 * The list's place (page, search and anchor) lives in the address (?page=&search=&anchor=), so
 * a reload, the back button and closing a row dialog all come back to the same rows. The anchor
 * is the newest position when the list's first page was shown: the next pages are counted from
 * it, so patients registered meanwhile do not push rows onto a page already read.
 */
export function usePatientListUrlState() {
  const [params, setParams] = useSearchParams();
  const page = pageFromAddress(params.get('page'));
  const search = params.get('search') ?? '';
  const anchor = anchorFrom(params.get('anchor'));

  /** Page 1 is always the newest list; other pages keep the anchor they were reached from. */
  const setPage = useCallback(
    (next: number, replace = false, listAnchor?: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) {
            updated.set('page', String(next));
            if (!updated.has('anchor') && listAnchor !== undefined) {
              updated.set('anchor', String(listAnchor));
            }
          } else {
            updated.delete('page');
            updated.delete('anchor');
          }
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
          updated.delete('anchor');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { page, search, anchor, setPage, setSearch };
}
