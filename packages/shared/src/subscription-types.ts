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
