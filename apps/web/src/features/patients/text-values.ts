import { i18n } from '@/lib/i18n';

/** Texts of the patients screens (keys start with ui.patients.). */
export const patientsTextValues = {
  'ui.patients.title': 'Patients',
} as const;

// Registered when the feature's first page loads, before it renders (see ./texts.ts).
i18n.addResources('en', 'translation', patientsTextValues);
