import { registerFeatureTexts } from '@/lib/i18n';

/** Texts of the audit log screen (keys start with ui.audit.). */
export const auditTextValues = {
  'ui.audit.intro':
    'Every sign-in, every reading and change of patient data, and every change an administrator makes. Lines cannot be changed or deleted.',
  'ui.audit.filters': 'Search the audit log',
  'ui.audit.patientId': 'Patient number',
  'ui.audit.patientIdHint': 'e.g. 1024',
  'ui.audit.actorMobile': 'User’s mobile number',
  'ui.audit.action': 'Action',
  'ui.audit.actionHint': 'e.g. patient.read or patient.',
  'ui.audit.from': 'From',
  'ui.audit.to': 'To',
  'ui.audit.search': 'Search',
  'ui.audit.clear': 'Clear',
  'ui.audit.export': 'Export CSV',
  'ui.audit.exportHint':
    'Exports the lines of these filters between the two dates (at most {max} days).',
  'ui.audit.exportStarted': 'The CSV file is downloading.',
  'ui.audit.col.time': 'Time',
  'ui.audit.col.user': 'User',
  'ui.audit.col.action': 'Action',
  'ui.audit.col.subject': 'Record',
  'ui.audit.col.ip': 'Address',
  'ui.audit.col.detail': 'Detail',
  'ui.audit.systemUser': 'System or signed out',
  'ui.audit.goneUser': 'User {id} (removed)',
  'ui.audit.userType.super_admin': 'Super admin',
  'ui.audit.userType.doctor': 'Doctor',
  'ui.audit.userType.patient': 'Patient',
  'ui.audit.userType.guest': 'Guest',
  'ui.audit.loadMore': 'Show older lines',
  'ui.audit.end': 'No older lines.',
  'ui.audit.shown': '{count} lines shown',
} as const;

// Registered when the feature's page loads; the page renders once the texts are in.
await registerFeatureTexts('audit', auditTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
