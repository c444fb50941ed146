import { registerTexts } from '@/lib/i18n';

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
  'ui.outcomes.assignHint': 'The patient can then answer this questionnaire from their own login.',
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
await registerTexts('outcomes', outcomesTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
