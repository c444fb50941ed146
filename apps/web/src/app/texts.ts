import type { messages } from '@portal/shared';
import { contactTexts } from '@/features/contact/texts';
import { contentTexts } from '@/features/content/texts';
import type { accountsTextValues } from '@/features/accounts/text-values';
import type { appointmentsTextValues } from '@/features/appointments/text-values';
import type { auditTextValues } from '@/features/audit/text-values';
import type { authTextValues } from '@/features/auth/text-values';
import type { clinicalTextValues } from '@/features/clinical/text-values';
import type { couponsTextValues } from '@/features/coupons/text-values';
import type { dashboardTextValues } from '@/features/dashboard/text-values';
import type { directoryTextValues } from '@/features/directory/text-values';
import type { fhirExportTextValues } from '@/features/fhir-export/text-values';
import type { hospitalsTextValues } from '@/features/hospitals/text-values';
import type { mastersTextValues } from '@/features/masters/text-values';
import type { membersTextValues } from '@/features/members/text-values';
import type { messagingTextValues } from '@/features/messaging/text-values';
import type { outcomesTextValues } from '@/features/outcomes/text-values';
import type { patientDashboardsTextValues } from '@/features/patient-dashboards/text-values';
import type { patientsTextValues } from '@/features/patients/text-values';
import type { registryTextValues } from '@/features/registry/text-values';
import type { paymentsTextValues } from '@/features/payments/text-values';
import type { subscriptionsTextValues } from '@/features/subscriptions/text-values';
import type { twoFactorTextValues } from '@/features/two-factor/text-values';
import { registerTexts } from '@/lib/i18n';
import type { uiText } from '@/lib/ui-text';
import type { valueNames } from '@portal/shared';
import type { pasteCutTexts } from '@/lib/paste-cut/texts';

// The texts of the public pages, which the first download needs. Every other feature's texts
// come with its code (its text-values.ts registers them); only their keys are known up front.
// The language in use is still English here: startApp downloads the chosen one's afterwards.
void registerTexts('content', contentTexts, {
  hi: () => import('@/features/content/translations/hi'),
  gu: () => import('@/features/content/translations/gu'),
});
void registerTexts('contact', contactTexts, {
  hi: () => import('@/features/contact/translations/hi'),
  gu: () => import('@/features/contact/translations/gu'),
});

/** Every key of the app: the shared catalogue, the web's labels and each feature's texts. */
type AppTexts = typeof messages &
  typeof uiText &
  typeof valueNames &
  typeof contentTexts &
  typeof contactTexts &
  typeof dashboardTextValues &
  typeof directoryTextValues &
  typeof messagingTextValues &
  typeof hospitalsTextValues &
  typeof mastersTextValues &
  typeof subscriptionsTextValues &
  typeof paymentsTextValues &
  typeof couponsTextValues &
  typeof patientsTextValues &
  typeof appointmentsTextValues &
  typeof outcomesTextValues &
  typeof clinicalTextValues &
  typeof patientDashboardsTextValues &
  typeof membersTextValues &
  typeof auditTextValues &
  typeof authTextValues &
  typeof registryTextValues &
  typeof twoFactorTextValues &
  typeof fhirExportTextValues &
  typeof accountsTextValues &
  typeof pasteCutTexts;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppTexts };
    keySeparator: false;
    nsSeparator: false;
  }
}
