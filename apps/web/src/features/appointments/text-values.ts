import { i18n } from '@/lib/i18n';

/** Texts of the appointments screens (keys start with ui.appointments.). */
export const appointmentsTextValues = {
  'ui.appointments.title': 'Appointments (to-do items)',
} as const;

// Registered when the feature's first page loads, before it renders (see ./texts.ts).
i18n.addResources('en', 'translation', appointmentsTextValues);
