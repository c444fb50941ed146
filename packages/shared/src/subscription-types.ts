/*
 * Kept apart from the plan schemas so the public plans page can name a plan's type without
 * loading zod before it is interactive.
 */

/** 1 OPD, 2 IPD, 3 Both (seed 001 section 9). */
export const SUBSCRIPTION_TYPES = [
  { value: 1, label: 'OPD' },
  { value: 2, label: 'IPD' },
  { value: 3, label: 'Both' },
] as const;

export function subscriptionTypeLabel(code: number): string {
  return SUBSCRIPTION_TYPES.find((type) => type.value === code)?.label ?? 'Both';
}

/**
 * The refusal of a change to a plan hospitals hold, naming them: 'Subscription plan already
 * assign hospital you can not delete ! (Demo Cancer Hospital)'. The server refuses with it, and
 * the admin page when its check before the confirmation finds them.
 */
export function namingHospitals(refusal: string, hospitals: readonly string[]): string {
  return `${refusal} (${hospitals.join(', ')})`;
}
