/** A positive whole number from a route parameter, or null (the page says it was not found). */
export function routeId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}
