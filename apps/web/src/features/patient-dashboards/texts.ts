import type { patientDashboardsTextValues } from './text-values';

/**
 * Labels and texts of the patient-dashboards screens (keys start with ui.patientDashboards.). Only their type is part of the
 * first download, so `t()` checks the keys everywhere; the values come with this feature's pages,
 * which import ./text-values (it registers them). This keeps them out of the login route.
 */
export const patientDashboardsTexts = {} as typeof patientDashboardsTextValues;
