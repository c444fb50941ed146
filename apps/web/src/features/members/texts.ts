import type { membersTextValues } from './text-values';

/**
 * Labels and texts of the hospital members screens (keys start with ui.members.). Only their type
 * is part of the first download, so `t()` checks the keys everywhere; the values come with this
 * feature's pages and header pieces, which import ./text-values (it registers them). This keeps
 * them out of the login route.
 */
export const membersTexts = {} as typeof membersTextValues;
