// Gujarati translation of the outcomes texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { outcomesTextValues } from '../text-values';

const texts: Translation<typeof outcomesTextValues> = {
  'ui.outcomes.title': 'કાર્યાત્મક પરિણામ (Functional Outcomes)',
  'ui.outcomes.dialogTitle': 'કાર્યાત્મક પરિણામ (Functional Outcome)',
  'ui.outcomes.patientLine': 'દર્દી: {name}',
  'ui.outcomes.field.treatment': 'સારવાર',
  'ui.outcomes.field.currentIssue': 'હાલની સમસ્યા',
  'ui.outcomes.field.category': 'કાર્યાત્મક પરિણામની શ્રેણી',
  'ui.outcomes.questionsTitle': 'પ્રશ્નો',
  'ui.outcomes.questionsHint': 'દરેક પ્રશ્નનો એક જવાબ પસંદ કરો.',
  'ui.outcomes.chooseCategory': 'પ્રશ્નો જોવા માટે કાર્યાત્મક પરિણામની કોઈ શ્રેણી પસંદ કરો.',
  'ui.outcomes.noQuestions': 'આ પ્રશ્નાવલીમાં હજુ કોઈ પ્રશ્ન નથી.',
  'ui.outcomes.save': 'સેવ કરો',
  'ui.outcomes.assign': 'દર્દીને આપો',
  'ui.outcomes.assignHint': 'પછી દર્દી પોતાના લૉગ ઇનમાંથી આ પ્રશ્નાવલીના જવાબ આપી શકે છે.',
  'ui.outcomes.alreadyAssigned': 'આ પ્રશ્નાવલી દર્દીને પહેલેથી આપેલી છે.',
  'ui.outcomes.assignedList': 'ઘરે જવાબ આપવા માટે આપેલી: {names}',
  'ui.outcomes.resultsTitle': 'પરિણામો',
  'ui.outcomes.resultsTable': 'દરેક પ્રયાસના જવાબ',
  'ui.outcomes.question': 'પ્રશ્ન',
  'ui.outcomes.attempt': 'પ્રયાસ {number}',
  'ui.outcomes.row.date': 'તારીખ',
  'ui.outcomes.row.treatment': 'સારવાર',
  'ui.outcomes.row.currentIssue': 'હાલની સમસ્યા',
  'ui.outcomes.row.submittedBy': 'કોણે ભર્યું',
  'ui.outcomes.lastAttempted': 'છેલ્લો પ્રયાસ',
  'ui.outcomes.lastAttemptedItem': 'પ્રયાસ {number}: {date}',
  'ui.outcomes.trendTitle': 'વલણ (Trend)',
  'ui.outcomes.trendHint': 'દરેક લાઇન એક પ્રશ્ન છે; ઓછો સ્કોર વધુ સારો છે (0 = સૌથી સારો જવાબ).',
  'ui.outcomes.scoreAxis': 'સ્કોર (0 = સૌથી સારો)',
  'ui.outcomes.notAnswered': '-',
  // The patient's own page
  'ui.outcomes.my.title': 'મારી પ્રશ્નાવલી',
  'ui.outcomes.my.intro':
    'પ્રશ્નાવલી, જેના જવાબ તમારા ડૉક્ટરે તમારી પાસે માંગ્યા છે. ડૉક્ટર કહે ત્યારે તેના જવાબ ' +
    'આપો: દરેક વખતના જવાબ નવા પ્રયાસ તરીકે સેવ થાય છે.',
  'ui.outcomes.my.back': 'મારી સંભાળ પર પાછા જાઓ',
  'ui.outcomes.my.none': 'હજુ સુધી તમને કોઈ પ્રશ્નાવલી આપવામાં આવી નથી.',
  'ui.outcomes.my.assignedBy': '{hospital}, {date}ના રોજ આપેલી',
  'ui.outcomes.my.attempts': 'પ્રયાસ: {count}',
  'ui.outcomes.my.answer': 'જવાબ આપો',
  'ui.outcomes.my.answering': 'જવાબ આપી રહ્યા છો',
  'ui.outcomes.my.listTitle': 'આપેલી પ્રશ્નાવલી',
  'ui.outcomes.my.formTitle': 'જવાબ આપો: {name}',
};

export default texts;
