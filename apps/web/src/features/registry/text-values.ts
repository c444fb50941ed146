import { registerFeatureTexts } from '@/lib/i18n';

/** Texts of the hospital's registry exports (keys start with ui.registry.). */
export const registryTextValues = {
  'ui.registry.title': 'Cancer registry',
  'ui.registry.intro':
    'Your hospital’s patients with their coded diagnosis (ICD-O-3, ICD-10), AJCC stage and treatment, for reporting to a cancer registry or moving records to another system.',
  'ui.registry.csvTitle': 'Registry as a spreadsheet (CSV)',
  'ui.registry.csvText':
    'One row per patient of this hospital with the current clinical details. Opens in Excel with Hindi and Gujarati intact. Column titles in:',
  'ui.registry.csvLanguage': 'Column titles',
  'ui.registry.csvDownload': 'Download CSV',
  'ui.registry.csvNote':
    'The file holds patient names and dates of birth: keep it as you keep patient records. Aadhaar numbers are never exported.',
} as const;

// Registered when the feature's page loads; the page renders once the texts are in.
await registerFeatureTexts('registry', registryTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
