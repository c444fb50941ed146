import { registerFeatureTexts } from '@/lib/i18n';

/** Texts of the super admin's Hospitals screen (keys start with ui.hospitals.). */
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
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('hospitals', hospitalsTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
