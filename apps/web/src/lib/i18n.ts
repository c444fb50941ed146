import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '@portal/shared';
import { contactTexts } from '@/features/contact/texts';
import { contentTexts } from '@/features/content/texts';
import { couponsTexts } from '@/features/coupons/texts';
import { directoryTexts } from '@/features/directory/texts';
import { mastersTexts } from '@/features/masters/texts';
import { membersTexts } from '@/features/members/texts';
import { paymentsTexts } from '@/features/payments/texts';
import { subscriptionsTexts } from '@/features/subscriptions/texts';
import { patientsTexts } from '@/features/patients/texts';
import { appointmentsTexts } from '@/features/appointments/texts';
import { outcomesTexts } from '@/features/outcomes/texts';
import { clinicalTexts } from '@/features/clinical/texts';
import { patientDashboardsTexts } from '@/features/patient-dashboards/texts';
import { auditTexts } from '@/features/audit/texts';
import { twoFactorTexts } from '@/features/two-factor/texts';
import { uiText } from './ui-text';

/** One translation table: the shared catalogue, the web-only labels and each feature's texts. */
export const resources = {
  ...messages,
  ...uiText,
  ...contentTexts,
  ...contactTexts,
  ...directoryTexts,
  ...mastersTexts,
  ...subscriptionsTexts,
  ...paymentsTexts,
  ...couponsTexts,
  ...patientsTexts,
  ...appointmentsTexts,
  ...outcomesTexts,
  ...clinicalTexts,
  ...patientDashboardsTexts,
  ...membersTexts,
  ...auditTexts,
  ...twoFactorTexts,
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof resources };
    keySeparator: false;
    nsSeparator: false;
  }
}

export const i18n = i18next.createInstance();

// Resources are in memory, so initialisation is synchronous (initAsync: false) and no text flashes.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: resources } },
  // Catalogue keys contain dots ("login.invalid"); they are flat keys, not paths.
  keySeparator: false,
  nsSeparator: false,
  // The catalogue writes placeholders as {name}; React already escapes output.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
  returnEmptyString: false,
});
