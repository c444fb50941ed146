// Hindi translation of the outcomes texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { outcomesTextValues } from '../text-values';

const texts: Translation<typeof outcomesTextValues> = {
  'ui.outcomes.title': 'कार्यात्मक परिणाम (Functional Outcomes)',
  'ui.outcomes.dialogTitle': 'कार्यात्मक परिणाम (Functional Outcome)',
  'ui.outcomes.patientLine': 'मरीज: {name}',
  'ui.outcomes.field.treatment': 'इलाज',
  'ui.outcomes.field.currentIssue': 'अभी की समस्या',
  'ui.outcomes.field.category': 'कार्यात्मक परिणाम की श्रेणी',
  'ui.outcomes.questionsTitle': 'सवाल',
  'ui.outcomes.questionsHint': 'हर सवाल का एक जवाब चुनें।',
  'ui.outcomes.chooseCategory': 'सवाल देखने के लिए कार्यात्मक परिणाम की कोई श्रेणी चुनें।',
  'ui.outcomes.noQuestions': 'इस प्रश्नावली में अभी कोई सवाल नहीं है।',
  'ui.outcomes.save': 'सेव करें',
  'ui.outcomes.assign': 'मरीज को दें',
  'ui.outcomes.assignHint': 'इसके बाद मरीज अपने लॉग इन से इस प्रश्नावली के जवाब दे सकते हैं।',
  'ui.outcomes.alreadyAssigned': 'यह प्रश्नावली मरीज को पहले ही दी जा चुकी है।',
  'ui.outcomes.assignedList': 'घर पर जवाब देने के लिए दी गई: {names}',
  'ui.outcomes.resultsTitle': 'नतीजे',
  'ui.outcomes.resultsTable': 'हर प्रयास के जवाब',
  'ui.outcomes.question': 'सवाल',
  'ui.outcomes.attempt': 'प्रयास {number}',
  'ui.outcomes.row.date': 'तारीख',
  'ui.outcomes.row.treatment': 'इलाज',
  'ui.outcomes.row.currentIssue': 'अभी की समस्या',
  'ui.outcomes.row.submittedBy': 'किसने भरा',
  'ui.outcomes.lastAttempted': 'आखिरी प्रयास',
  'ui.outcomes.lastAttemptedItem': 'प्रयास {number}: {date}',
  'ui.outcomes.trendTitle': 'रुझान (Trend)',
  'ui.outcomes.trendHint': 'हर लाइन एक सवाल है; कम स्कोर बेहतर है (0 = सबसे अच्छा जवाब)।',
  'ui.outcomes.scoreAxis': 'स्कोर (0 = सबसे अच्छा)',
  'ui.outcomes.notAnswered': '-',
  // The patient's own page
  'ui.outcomes.my.title': 'मेरी प्रश्नावली',
  'ui.outcomes.my.intro':
    'प्रश्नावली, जिनके जवाब आपके डॉक्टर ने आपसे माँगे हैं। जब भी डॉक्टर कहें, इनके जवाब दें: ' +
    'हर बार के जवाब एक नए प्रयास के रूप में सेव होते हैं।',
  'ui.outcomes.my.back': 'मेरी देखभाल पर वापस जाएँ',
  'ui.outcomes.my.none': 'अभी तक आपको कोई प्रश्नावली नहीं दी गई है।',
  'ui.outcomes.my.assignedBy': '{hospital}, {date} को दी गई',
  'ui.outcomes.my.attempts': 'प्रयास: {count}',
  'ui.outcomes.my.answer': 'जवाब दें',
  'ui.outcomes.my.answering': 'जवाब दे रहे हैं',
  'ui.outcomes.my.listTitle': 'दी गई प्रश्नावली',
  'ui.outcomes.my.formTitle': 'जवाब दें: {name}',
};

export default texts;
