import { registerFeatureTexts } from '@/lib/i18n';

/** The texts of the registration screens that only they use (keys start with ui.accounts.). */
export const accountsTextValues = {
  'ui.accounts.otherThanNamesake':
    'This is another hospital, not the one of the same name already registered in this district',
  'ui.accounts.registerWithoutHospital': 'Register as a doctor without a hospital',
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('accounts', accountsTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
