import { i18n } from '@/lib/i18n';

/** Texts of the clinical screens (keys start with ui.clinical.). */
export const clinicalTextValues = {
  'ui.clinical.title': 'Clinical details with their history',
} as const;

// Registered when the feature's first page loads, before it renders (see ./texts.ts).
i18n.addResources('en', 'translation', clinicalTextValues);
