import { registerFeatureTexts } from '@/lib/i18n';

/** Texts of the super admin's Hospitals screens (keys start with ui.hospitals.). */
export const hospitalsTextValues = {
  'ui.hospitals.intro':
    'Every hospital registered on the portal, with its doctors, its patients and where its subscription stands.',
  'ui.hospitals.search': 'Search by hospital name',
  'ui.hospitals.searchHint': 'Any part of the name.',
  'ui.hospitals.count_one': '{shown} hospital',
  'ui.hospitals.count_other': '{shown} hospitals',
  'ui.hospitals.col.srNo': 'Sr. No.',
  'ui.hospitals.col.hospital': 'Hospital',
  'ui.hospitals.col.place': 'District, State',
  'ui.hospitals.col.chiefAdmin': 'Chief Admin',
  'ui.hospitals.col.mobile': 'Mobile',
  'ui.hospitals.col.doctors': 'Doctors',
  'ui.hospitals.col.patients': 'Patients',
  'ui.hospitals.col.subscription': 'Subscription',
  'ui.hospitals.col.registered': 'Registered On',
  'ui.hospitals.state.active': 'Active',
  'ui.hospitals.state.expired': 'Expired',
  'ui.hospitals.state.none': 'None bought',
  'ui.hospitals.until': 'Until {date}',
  'ui.hospitals.ended': 'Ended {date}',
  'ui.hospitals.patientsLeft_one': '{shown} patient left',
  'ui.hospitals.patientsLeft_other': '{shown} patients left',
  'ui.hospitals.pagination': 'Hospital pages',
  'ui.hospitals.anySubscription': 'Any subscription',
  'ui.hospitals.subscriptionHint': 'Where it stands today.',
  'ui.hospitals.title': 'Hospital',
  'ui.hospitals.backToList': 'Back to Hospitals',
  'ui.hospitals.notFoundTitle': 'Hospital not found',
  'ui.hospitals.notFoundText':
    'No hospital has this address. Choose one from the list of hospitals.',
  'ui.hospitals.email': 'E-mail',
  'ui.hospitals.registrationNo': 'Registration No.',
  'ui.hospitals.packs': 'Subscription packs',
  'ui.hospitals.payments': 'Payments',
  'ui.hospitals.paymentsIntro':
    'Every plan payment started for this hospital, newest first, whether it was paid, failed or is still waiting for the gateway.',
  'ui.hospitals.paymentCount_one': '{shown} payment',
  'ui.hospitals.paymentCount_other': '{shown} payments',
  'ui.hospitals.paymentPages': 'Payment pages',
  'ui.hospitals.payment.success': 'Paid',
  'ui.hospitals.payment.pending': 'Pending',
  'ui.hospitals.payment.failed': 'Failed',
  'ui.hospitals.payment.discounted': '{price} less {discount} ({code})',
  'ui.hospitals.payment.col.started': 'Started',
  'ui.hospitals.payment.col.plan': 'Plan',
  'ui.hospitals.payment.col.amount': 'Amount',
  'ui.hospitals.payment.col.status': 'Status',
  'ui.hospitals.payment.col.payer': 'Paid by',
  'ui.hospitals.payment.col.reference': 'Reference',
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('hospitals', hospitalsTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
