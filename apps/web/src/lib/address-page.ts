/** A page number from the address (?page=): a whole number from 1, anything else is page 1. */
export function pageFromAddress(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
