import { registerFeatureTexts } from '@/lib/i18n';

/** Texts of the outcomes screens (keys start with ui.outcomes.). */
export const outcomesTextValues = {
  'ui.outcomes.title': 'Functional outcomes',
  'ui.outcomes.dialogTitle': 'Functional Outcome',
  'ui.outcomes.patientLine': 'Patient: {name}',
  'ui.outcomes.field.treatment': 'Treatment',
  'ui.outcomes.field.currentIssue': 'Current Issue',
  'ui.outcomes.field.category': 'Functional Outcome Category',
  'ui.outcomes.questionsTitle': 'Questions',
  'ui.outcomes.questionsHint': 'Choose one answer for each question.',
  'ui.outcomes.chooseCategory': 'Choose a functional outcome category to see its questions.',
  'ui.outcomes.noQuestions': 'This questionnaire has no questions yet.',
  'ui.outcomes.save': 'Save',
  'ui.outcomes.assign': 'Assign to patient',
  'ui.outcomes.assignHint':
    'The patient can then answer this questionnaire from their own login, starting from the treatment and current issue chosen here.',
  'ui.outcomes.alreadyAssigned': 'This questionnaire was already assigned to the patient.',
  'ui.outcomes.assignedList': 'Assigned to answer at home: {names}',
  'ui.outcomes.resultsTitle': 'Results',
  'ui.outcomes.resultsTable': 'Answers by attempt',
  'ui.outcomes.question': 'Question',
  'ui.outcomes.attempt': 'Attempt {number}',
  'ui.outcomes.row.date': 'Date',
  'ui.outcomes.row.treatment': 'Treatment',
  'ui.outcomes.row.currentIssue': 'Current Issue',
  'ui.outcomes.row.submittedBy': 'Submitted by',
  'ui.outcomes.lastAttempted': 'Last Attempted',
  'ui.outcomes.lastAttemptedItem': 'Attempt {number}: {date}',
  'ui.outcomes.trendTitle': 'Trend',
  'ui.outcomes.trendHint': 'Each line is one question; a lower score is better (0 = best answer).',
  'ui.outcomes.scoreAxis': 'Score (0 = best)',
  'ui.outcomes.notAnswered': '-',
  // Scale scores in the results
  'ui.outcomes.scoresTitle': 'Scale scores',
  'ui.outcomes.scoresHint':
    'Each scale from 0 to 100. On a functional scale a higher score is better; on a symptom scale a higher score is worse.',
  'ui.outcomes.scoresTable': 'Scale scores by attempt',
  'ui.outcomes.scale': 'Scale',
  'ui.outcomes.scaleFunctional': '{name} (functional)',
  'ui.outcomes.scaleSymptom': '{name} (symptom)',
  'ui.outcomes.notScored': 'Not scored',
  'ui.outcomes.notScoredHint':
    'Not scored: fewer than half of the scale’s questions were answered.',
  'ui.outcomes.improved': 'Improved',
  'ui.outcomes.worsened': 'Worsened',
  // The super admin's scales of a questionnaire
  'ui.outcomes.scales.title': 'Scales: {name}',
  'ui.outcomes.scales.intro':
    'A scale scores a group of this questionnaire’s questions from 0 to 100, as the EORTC QLQ-C30 scales do. Doctors see every scale’s score in each attempt, and its trend on the patient’s dashboard.',
  'ui.outcomes.scales.newTitle': 'Add a scale',
  'ui.outcomes.scales.editTitle': 'Edit scale: {name}',
  'ui.outcomes.scales.name': 'Scale name',
  'ui.outcomes.scales.nameHi': 'Name in Hindi',
  'ui.outcomes.scales.nameGu': 'Name in Gujarati',
  'ui.outcomes.scales.translationHint':
    'Left empty, readers of that language see the English name.',
  'ui.outcomes.scales.direction': 'Direction',
  'ui.outcomes.scales.functional': 'Functional: a higher score is better',
  'ui.outcomes.scales.symptom': 'Symptom: a higher score is worse',
  'ui.outcomes.scales.meaningfulChange': 'Clinically meaningful change (points)',
  'ui.outcomes.scales.meaningfulChangeHint':
    'A change of at least this many points from one attempt to the next is marked as improved or worsened. 10 is usual for QLQ-C30 scales.',
  'ui.outcomes.scales.items': 'Questions of the scale',
  'ui.outcomes.scales.itemsHint':
    'An attempt gets a score only when at least half of these questions were answered.',
  'ui.outcomes.scales.save': 'Save',
  'ui.outcomes.scales.update': 'Update',
  'ui.outcomes.scales.cancel': 'Cancel',
  'ui.outcomes.scales.listTitle': 'Scales of this questionnaire',
  'ui.outcomes.scales.colName': 'Scale',
  'ui.outcomes.scales.colDirection': 'Direction',
  'ui.outcomes.scales.colItems': 'Questions',
  'ui.outcomes.scales.colChange': 'Meaningful change',
  'ui.outcomes.scales.colActions': 'Actions',
  'ui.outcomes.scales.directionFunctional': 'Functional',
  'ui.outcomes.scales.directionSymptom': 'Symptom',
  'ui.outcomes.scales.points': '{count} points',
  'ui.outcomes.scales.actionsFor': 'Actions for {name}',
  'ui.outcomes.scales.edit': 'Edit',
  'ui.outcomes.scales.delete': 'Delete',
  'ui.outcomes.scales.confirmTitle': 'Delete scale',
  'ui.outcomes.scales.confirmDelete':
    'Delete the scale “{name}”? The answers stay; only this scale’s scores are no longer shown.',
  // The patient's own page
  'ui.outcomes.my.title': 'My Questionnaires',
  'ui.outcomes.my.intro':
    'Questionnaires your doctor asked you to answer. Answer them whenever your doctor asks: each time is saved as a new attempt.',
  'ui.outcomes.my.back': 'Back to My care',
  'ui.outcomes.my.none': 'No questionnaires are assigned to you yet.',
  'ui.outcomes.my.assignedBy': '{hospital}, assigned {date}',
  'ui.outcomes.my.attempts': 'Attempts: {count}',
  'ui.outcomes.my.answer': 'Answer',
  'ui.outcomes.my.answering': 'Answering',
  'ui.outcomes.my.listTitle': 'Assigned questionnaires',
  'ui.outcomes.my.formTitle': 'Answer: {name}',
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('outcomes', outcomesTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
