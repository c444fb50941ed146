import { registerFeatureTexts } from '@/lib/i18n';

/** Texts of the clinical screens (keys start with ui.clinical.). */
export const clinicalTextValues = {
  'ui.clinical.title': 'Clinical details with their history',
  'ui.clinical.createTitle': 'Create Clinical Details',
  'ui.clinical.editTitle': 'Edit Clinical Details',
  'ui.clinical.backToList': 'Back to Patient List',
  'ui.clinical.patient': 'Patient: {name}',
  'ui.clinical.save': 'Save Clinical Details',
  'ui.clinical.readOnly': 'You can read these clinical details; saving needs write access.',
  'ui.clinical.loadFailed': 'The clinical details could not be loaded.',
  'ui.clinical.notFoundTitle': 'Patient not found',
  'ui.clinical.notFoundText':
    'This patient is not on your hospital’s patient list, or the address is wrong.',

  // A save refused because a newer version was saved (newer-version-panel.tsx)
  'ui.clinical.newer.title': 'Newer clinical details were saved',
  'ui.clinical.newer.text':
    '{name} saved version {version} on {date}, after you opened this page. What you typed is still in the form and not saved. Compare it with their version, then choose which becomes current; both stay in the history.',
  'ui.clinical.newer.theirs': 'Their version {version}',
  'ui.clinical.newer.saveMine': 'Save mine as the newest version',
  'ui.clinical.newer.loadTheirs': 'Discard mine and show theirs',
  'ui.clinical.newer.confirmTitle': 'Discard what you typed?',
  'ui.clinical.newer.confirmText':
    'The form will show version {version}. What you typed here has not been saved and will be lost.',
  'ui.clinical.newer.confirm': 'Discard mine',
  'ui.clinical.newer.keepMine': 'Keep mine',

  // Sections
  'ui.clinical.section.diagnosis': 'Diagnosis',
  'ui.clinical.section.staging': 'Staging (AJCC 8th edition)',
  'ui.clinical.section.treatment': 'Treatment',
  'ui.clinical.section.surgery': 'Surgery',
  'ui.clinical.section.radiation': 'Radiation',
  'ui.clinical.section.chemo': 'Chemotherapy',
  'ui.clinical.section.comment': 'Comment',

  // Fields
  'ui.clinical.field.primarySite': 'Primary Site',
  'ui.clinical.field.subSite': 'Sub Site',
  'ui.clinical.field.subSiteHint': 'Choose the primary site first.',
  'ui.clinical.field.stageT': 'Stage T',
  'ui.clinical.field.stageN': 'Stage N',
  'ui.clinical.field.stageM': 'Stage M',
  'ui.clinical.field.tnm': 'TNM',
  'ui.clinical.field.stagePrefix': 'Staging basis',
  'ui.clinical.field.stageGroup': 'Stage group',
  'ui.clinical.field.topography': 'Site code (ICD-O-3 topography)',
  'ui.clinical.field.morphology': 'Histology code (ICD-O-3 morphology)',
  'ui.clinical.field.icd10': 'ICD-10',
  'ui.clinical.field.codeHint': 'Type a code or a word',
  'ui.clinical.stagePrefix.c': 'c: clinical',
  'ui.clinical.stagePrefix.p': 'p: pathological',
  'ui.clinical.stagePrefix.yc': 'yc: clinical, after neoadjuvant therapy',
  'ui.clinical.stagePrefix.yp': 'yp: pathological, after neoadjuvant therapy',
  'ui.clinical.staging.table': 'Derived from the AJCC {edition}th edition table for {site}.',
  'ui.clinical.staging.noTable':
    'No AJCC {edition}th edition table is built in for this site: choose the stage group.',
  'ui.clinical.staging.needsTnm': 'Choose T, N and M',
  'ui.clinical.staging.needsSite':
    'Choose the site code first: sites with an AJCC table derive the stage group.',
  'ui.clinical.staging.noGroup': 'The AJCC table gives no group for this T, N and M',
  'ui.clinical.coding.refused': 'These codes cannot be saved for this patient',
  'ui.clinical.coding.review':
    'Unusual combination: the record will be saved and flagged for review',
  'ui.clinical.history.review': 'Coding needs review',
  'ui.clinical.history.mapped': 'Codes mapped from the lists of an older version',
  'ui.clinical.review.unmappedSite':
    'The primary site of this older version has no sure ICD-O-3 code: choose one on the next save.',
  'ui.clinical.review.sexHistology':
    'Saved over a warning: the histology is usual in the other sex.',
  'ui.clinical.review.siteHistology':
    'Saved over a warning: the histology is not expected at this site.',
  'ui.clinical.review.ageSite': 'Saved over a warning: the site is very rare at this age.',
  'ui.clinical.review.ageHistology':
    'Saved over a warning: the histology is very rare at this age.',
  'ui.clinical.review.ageSiteHistology':
    'Saved over a warning: this site and histology are very rare at this age.',
  'ui.clinical.review.primarySiteCode':
    'Saved over a warning: the site code is not one of the primary site chosen.',
  'ui.clinical.review.histologicTypeCode':
    'Saved over a warning: the morphology is not a kind of the histologic type chosen.',
  'ui.clinical.review.icd10Unavailable':
    'Saved over a warning: ICD-10 has no code for this site and histology.',
  'ui.clinical.review.unmappedHistology':
    'The histologic type of this older version has no sure ICD-O-3 code: choose one on the next save.',
  'ui.clinical.field.pathology': 'Pathology',
  'ui.clinical.field.histologicType': 'Histologic Type',
  'ui.clinical.field.pt': 'pT',
  'ui.clinical.field.pn': 'pN',
  'ui.clinical.field.margins': 'Margins',
  'ui.clinical.field.eneEcs': 'ENE / ECS',
  'ui.clinical.field.status': 'Status',
  'ui.clinical.field.intent': 'Intent of Treatment',
  'ui.clinical.field.modality': 'Modality',
  'ui.clinical.field.treatment': 'Treatment',
  'ui.clinical.field.dateOfAdmission': 'Date of Admission',
  'ui.clinical.field.dateOfSurgery': 'Date of Surgery',
  'ui.clinical.field.dateOfDischarge': 'Date of Discharge',
  'ui.clinical.field.primaryResection': 'Primary Resection',
  'ui.clinical.field.nodeDissection': 'Node Dissection',
  'ui.clinical.field.reconstruction': 'Reconstruction',
  'ui.clinical.field.planOfRadiation': 'Plan of Radiation',
  'ui.clinical.field.typeOfRadiation': 'Type of Radiation',
  'ui.clinical.field.rtStartDate': 'Date of RT Start',
  'ui.clinical.field.rtCompleteDate': 'Date of RT Complete',
  'ui.clinical.field.fractions': 'Fraction',
  'ui.clinical.field.doseGy': 'Dose (Gy)',
  'ui.clinical.field.chemoProtocol': 'Chemo Protocol',
  'ui.clinical.field.dateOfChemo': 'Date of Chemo',
  'ui.clinical.field.proposedCycles': 'Proposed Cycles',
  'ui.clinical.field.nextCycleDate': 'Next Cycle',
  'ui.clinical.field.comment': 'Comment',
  'ui.clinical.field.dateHint': 'dd-MMM-yyyy',

  // History
  'ui.clinical.history.title': 'Treatment history',
  'ui.clinical.history.intro': 'Every save is kept. Open a version to read its values.',
  'ui.clinical.history.empty': 'No clinical details saved yet.',
  'ui.clinical.history.version': 'Version {version}',
  'ui.clinical.history.current': 'Current',
  'ui.clinical.history.savedBy': '{date} by {name}',
  'ui.clinical.history.chiefAdmin': 'Chief Admin: {name}',
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('clinical', clinicalTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
