import { registerFeatureTexts } from '@/lib/i18n';

/** Texts of the dashboards and of the hospital-area page (keys start with ui.dashboard.). */
export const dashboardTextValues = {
  'ui.dashboard.title': 'Dashboard',
  'ui.dashboard.welcome': 'Welcome, {name}',
  'ui.dashboard.adminIntro': 'Manage master data, subscription plans and codes.',
  'ui.dashboard.mastersText': 'Stages, sites, sub sites and other clinical lists.',
  'ui.dashboard.plansText': 'Create and maintain subscription plans.',
  'ui.dashboard.paymentsText':
    'Every payment started, paid, failed or pending, with its gateway reference; export as CSV.',
  'ui.dashboard.couponsText': 'Coupons hospitals enter when they buy a subscription plan.',
  'ui.dashboard.discountsText': 'Discount codes patients enter when they pay for a programme.',
  'ui.dashboard.outboxText': 'Text messages the portal sends, and how their delivery went.',
  'ui.dashboard.hospital': 'Hospital',
  'ui.dashboard.remainingQuota': 'Patients you can still register',
  'ui.dashboard.activeSubscription': 'Active subscription',
  'ui.dashboard.patientRegistration': 'Patient Registration',
  'ui.dashboard.patientList': 'Patient List',
  'ui.dashboard.viewPlans': 'View Subscription Plans',
  'ui.dashboard.noHospital':
    'Your account is not linked to a hospital, so there is no patient database to show. The training and community programmes are open to you; a hospital admin can add you to their hospital.',
  'ui.dashboard.joinHospital': 'Join a hospital',
  'ui.dashboard.manageDoctors': 'Manage doctors',
  'ui.dashboard.patientNote': 'Your care programme lives in the digital care application.',
  'ui.dashboard.openCare': 'Open my care',
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('dashboard', dashboardTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
