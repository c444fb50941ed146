import { useSearchParams } from 'react-router';
import { pageFromAddress } from '@/lib/address-page';

/** Filters whose every value is an id or null ("any"). */
type IdFilters<F> = { [K in keyof F]: number | null };

/** A filter from the address: absent is its default, empty is "any", else a whole number from 1. */
function idFrom(value: string | null, fallback: number | null): number | null {
  if (value === null) return fallback;
  if (value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 ? id : fallback;
}

/**
 * usePagedSearch with the filters and the page in the address (?districtId=&specialityId=&page=),
 * so a search can be shared as a link, survives a reload, and Back returns to the search before.
 * A search or a page adds an entry to the history; an address without filters searches the
 * defaults.
 */
export function useAddressPagedSearch<F extends IdFilters<F>>(defaults: F) {
  const keys = Object.keys(defaults) as (keyof F & string)[];
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    keys.map((key) => [key, idFrom(params.get(key), defaults[key])]),
  ) as F;
  const page = pageFromAddress(params.get('page'));

  /** Another page; `replace` corrects the address instead of adding a step to the history. */
  const setPage = (next: number, replace = false) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      },
      { replace },
    );

  /** Starts a search; answers true when it is the one already shown, which the caller re-asks. */
  const search = (next: F): boolean => {
    const same = keys.every((key) => next[key] === filters[key]) && page === 1;
    if (!same) {
      // The defaults (Reset) leave a clean address.
      const updated = new URLSearchParams();
      const isDefault = keys.every((key) => next[key] === defaults[key]);
      if (!isDefault) {
        for (const key of keys) updated.set(key, next[key] === null ? '' : String(next[key]));
      }
      setParams(updated);
    }
    return same;
  };

  return { filters, page, setPage, search };
}
