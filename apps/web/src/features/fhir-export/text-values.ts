import { registerFeatureTexts } from '@/lib/i18n';

/** Texts of the FHIR export card and the patient's FHIR link (keys start with ui.fhirExport.). */
export const fhirExportTextValues = {
  'ui.fhirExport.title': 'FHIR export of the registry',
  'ui.fhirExport.intro':
    'Every patient of the hospital as FHIR R4 resources shaped as mCODE (diagnosis, staging, treatment, outcome questionnaires and appointments), one NDJSON file per resource type, for cancer registries and research systems. Aadhaar numbers are never exported.',
  'ui.fhirExport.start': 'Start FHIR export',
  'ui.fhirExport.startAgain': 'Start a new export',
  'ui.fhirExport.progressLabel': 'FHIR export progress',
  'ui.fhirExport.queued': 'Waiting to start…',
  'ui.fhirExport.progress': 'Patients written: {done} of {total}',
  'ui.fhirExport.done': 'Export finished. Patients: {total}.',
  'ui.fhirExport.files': 'Files to download',
  'ui.fhirExport.file': '{type}.ndjson (resources: {lines})',
  'ui.fhirExport.noFiles': 'The hospital has no patients to export.',
  'ui.fhirExport.failed':
    'The export failed. Start it again; if it fails again, please tell the portal’s support team.',
  'ui.fhirExport.patientLink': 'Download FHIR',
} as const;

// Registered when a component of the feature loads; it renders once the texts are in.
await registerFeatureTexts('fhirExport', fhirExportTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
