// Hindi translation of the masters texts (../texts.ts).
import type { Translation } from '@portal/shared';
import type { mastersTextValues } from '../text-values';

const texts: Translation<typeof mastersTextValues> = {
  'ui.masters.nameHi': 'हिंदी में नाम',
  'ui.masters.nameGu': 'गुजराती में नाम',
  'ui.masters.translationHint': 'खाली छोड़ने पर उस भाषा के पाठक अंग्रेज़ी नाम देखेंगे।',
  'ui.masters.retire': 'रिटायर करें',
  'ui.masters.retireTitle': 'यह प्रविष्टि रिटायर करें?',
  'ui.masters.retireConfirm':
    '“{name}” रिटायर करें? फ़ॉर्म में यह अब नहीं दिखेगा; जिन रिकॉर्ड में यह है, उनमें बना रहेगा।',
  'ui.masters.offerAgain': 'फिर से दिखाएँ',
  'ui.masters.offeredNote': 'फ़ॉर्म में दिखता है।',
  'ui.masters.retiredNote': 'रिटायर: फ़ॉर्म में नहीं दिखता।',
  'ui.masters.retiredBadge': 'रिटायर',
  'ui.masters.choiceOrderHint':
    'विकल्पों का स्कोर उनके जोड़े जाने के क्रम से बनता है: पहला सबसे अच्छा उत्तर (0) है, आख़िरी सबसे खराब। किसी प्रश्न के विकल्प सबसे अच्छे से शुरू करके जोड़ें; उत्तर मिलने के बाद उसके विकल्प बदले नहीं जा सकते।',
  'ui.masters.sectionTitle': 'मास्टर सूचियाँ',
  'ui.masters.sectionIntro':
    'मरीज रजिस्ट्रेशन और क्लिनिकल फॉर्म में दिखने वाली सूचियाँ। नई एंट्री जोड़ने या किसी एंट्री ' +
    'का नाम सुधारने के लिए सूची खोलें।',
  'ui.masters.patientGroup': 'मरीज रजिस्ट्रेशन की मास्टर सूचियाँ',
  'ui.masters.clinicalGroup': 'क्लिनिकल मास्टर सूचियाँ',
  'ui.masters.careGroup': 'अपॉइंटमेंट और कार्यात्मक परिणाम (Functional Outcome) की मास्टर सूचियाँ',
  'ui.masters.cardText': '{title} सूची में एंट्री जोड़ें और एडिट करें।',
  'ui.masters.cardTextWithParent':
    '{title} सूची में एंट्री जोड़ें और एडिट करें, हर एंट्री अपने {parent} के अंतर्गत।',
  'ui.masters.screenTitle': '{title} मास्टर सूची',
  'ui.masters.allMasters': 'सभी मास्टर सूचियाँ',
  'ui.masters.newTitle': '{title} जोड़ें',
  'ui.masters.editTitle': '{title} अपडेट करें',
  'ui.masters.submit': 'सबमिट करें',
  'ui.masters.update': 'अपडेट करें',
  'ui.masters.cancelEdit': 'रद्द करें',
  'ui.masters.listTitle': '{title} सूची',
  'ui.masters.colSrNo': 'क्र.सं.',
  'ui.masters.colEdit': 'एडिट',
  'ui.masters.edit': '{name} एडिट करें',
  'ui.masters.colScales': 'स्केल',
  'ui.masters.scalesOf': '{name} के स्केल',
  'ui.masters.count': '{count} एंट्री',
};

export default texts;
