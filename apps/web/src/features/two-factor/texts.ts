import type { twoFactorTextValues } from './text-values';

/**
 * Labels and texts of the two-factor sign-in page (keys start with ui.twoFactor.). Only their
 * type is part of the first download, so `t()` checks the keys everywhere; the values come with
 * the page and the dashboard prompt, which import ./text-values (it registers them).
 */
export const twoFactorTexts = {} as typeof twoFactorTextValues;
