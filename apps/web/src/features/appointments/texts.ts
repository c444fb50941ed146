import type { appointmentsTextValues } from './text-values';

/**
 * Labels and texts of the appointments screens (keys start with ui.appointments.). Only their type is part of the
 * first download, so `t()` checks the keys everywhere; the values come with this feature's pages,
 * which import ./text-values (it registers them). This keeps them out of the login route.
 */
export const appointmentsTexts = {} as typeof appointmentsTextValues;
