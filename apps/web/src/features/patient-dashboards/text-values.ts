import { i18n } from '@/lib/i18n';

/** Texts of the patient-dashboards screens (keys start with ui.patientDashboards.). */
export const patientDashboardsTextValues = {
  'ui.patientDashboards.title': 'The care-area and database-area patient dashboards',
} as const;

// Registered when the feature's first page loads, before it renders (see ./texts.ts).
i18n.addResources('en', 'translation', patientDashboardsTextValues);
