/** The patient id of the route, or 0 when it is not a positive whole number (shown as not found). */
export function patientIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
