import { i18n } from '@/lib/i18n';

/** Texts of the outcomes screens (keys start with ui.outcomes.). */
export const outcomesTextValues = {
  'ui.outcomes.title': 'Functional outcomes',
} as const;

// Registered when the feature's first page loads, before it renders (see ./texts.ts).
i18n.addResources('en', 'translation', outcomesTextValues);
