import type { clinicalTextValues } from './text-values';

/**
 * Labels and texts of the clinical screens (keys start with ui.clinical.). Only their type is part of the
 * first download, so `t()` checks the keys everywhere; the values come with this feature's pages,
 * which import ./text-values (it registers them). This keeps them out of the login route.
 */
export const clinicalTexts = {} as typeof clinicalTextValues;
