import type { auditTextValues } from './text-values';

/**
 * Labels and texts of the audit log screen (keys start with ui.audit.). Only their type is part
 * of the first download, so `t()` checks the keys everywhere; the values come with the page,
 * which imports ./text-values (it registers them).
 */
export const auditTexts = {} as typeof auditTextValues;
