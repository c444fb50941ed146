import { registerFeatureTexts } from '@/lib/i18n';

/** Labels and texts of the masters screens (keys start with ui.masters.). */
export const mastersTextValues = {
  'ui.masters.sectionTitle': 'Masters',
  'ui.masters.sectionIntro':
    'The lists the patient registration and clinical forms offer. Open a list to add an entry or correct its name.',
  'ui.masters.patientGroup': 'Patient registration masters',
  'ui.masters.clinicalGroup': 'Clinical masters',
  'ui.masters.careGroup': 'Appointment and functional outcome masters',
  'ui.masters.cardText': 'Add and edit the {title} list.',
  'ui.masters.cardTextWithParent': 'Add and edit the {title} list, each under its {parent}.',
  'ui.masters.screenTitle': '{title} Master',
  'ui.masters.allMasters': 'All masters',
  'ui.masters.newTitle': 'Add {title}',
  'ui.masters.editTitle': 'Update {title}',
  'ui.masters.submit': 'Submit',
  'ui.masters.update': 'Update',
  'ui.masters.cancelEdit': 'Cancel',
  'ui.masters.listTitle': '{title} list',
  'ui.masters.colSrNo': 'Sr. No.',
  'ui.masters.colEdit': 'Edit',
  'ui.masters.edit': 'Edit {name}',
  'ui.masters.colScales': 'Scales',
  'ui.masters.scalesOf': 'Scales of {name}',
  'ui.masters.count': '{count} entries',
  'ui.masters.nameHi': 'Name in Hindi',
  'ui.masters.nameGu': 'Name in Gujarati',
  'ui.masters.translationHint': 'Left empty, readers of that language see the English name.',
  'ui.masters.retire': 'Retire',
  'ui.masters.retireTitle': 'Retire this entry?',
  'ui.masters.retireConfirm':
    'Retire “{name}”? The forms will no longer offer it; records that have it keep it.',
  'ui.masters.offerAgain': 'Offer again',
  'ui.masters.offeredNote': 'Offered in the forms.',
  'ui.masters.retiredNote': 'Retired: not offered in the forms.',
  'ui.masters.retiredBadge': 'Retired',
  'ui.masters.choiceOrderHint':
    'Choices are scored in the order they are added: the first is the best answer (0), the last the worst. Add a question’s choices best first; once it has answers, its choices cannot change.',
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('masters', mastersTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
