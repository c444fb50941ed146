// Hindi translation of the clinical texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { clinicalTextValues } from '../text-values';

const texts: Translation<typeof clinicalTextValues> = {
  'ui.clinical.title': 'क्लिनिकल विवरण और उनका इतिहास',
  'ui.clinical.createTitle': 'क्लिनिकल विवरण बनाएँ',
  'ui.clinical.editTitle': 'क्लिनिकल विवरण बदलें',
  'ui.clinical.backToList': 'मरीजों की सूची पर वापस जाएँ',
  'ui.clinical.patient': 'मरीज: {name}',
  'ui.clinical.save': 'क्लिनिकल विवरण सेव करें',
  'ui.clinical.clear': '{label} साफ़ करें',
  'ui.clinical.readOnly': 'आप ये क्लिनिकल विवरण पढ़ सकते हैं; सेव करने के लिए बदलाव करने की अनुमति चाहिए।',
  'ui.clinical.loadFailed': 'क्लिनिकल विवरण लोड नहीं हो सके।',
  'ui.clinical.notFoundTitle': 'मरीज नहीं मिला',
  'ui.clinical.notFoundText': 'यह मरीज आपके अस्पताल के मरीजों की सूची में नहीं है, या पता (लिंक) गलत है।',

  // Sections
  'ui.clinical.section.diagnosis': 'डायग्नोसिस (निदान) और स्टेजिंग',
  'ui.clinical.section.treatment': 'इलाज',
  'ui.clinical.section.surgery': 'सर्जरी (ऑपरेशन)',
  'ui.clinical.section.radiation': 'रेडियोथेरेपी (Radiotherapy)',
  'ui.clinical.section.chemo': 'कीमोथेरेपी (Chemotherapy)',
  'ui.clinical.section.comment': 'टिप्पणी',

  // Fields
  'ui.clinical.field.primarySite': 'कैंसर का मुख्य स्थान (Primary Site)',
  'ui.clinical.field.subSite': 'उप-स्थान (Sub Site)',
  'ui.clinical.field.subSiteHint': 'पहले कैंसर का मुख्य स्थान चुनें।',
  'ui.clinical.field.stageT': 'स्टेज T',
  'ui.clinical.field.stageN': 'स्टेज N',
  'ui.clinical.field.stageM': 'स्टेज M',
  'ui.clinical.field.pathology': 'पैथोलॉजी',
  'ui.clinical.field.histologicType': 'हिस्टोलॉजी का प्रकार (Histologic Type)',
  'ui.clinical.field.pt': 'pT',
  'ui.clinical.field.pn': 'pN',
  'ui.clinical.field.margins': 'मार्जिन (Margins)',
  'ui.clinical.field.eneEcs': 'ENE / ECS',
  'ui.clinical.field.status': 'स्थिति',
  'ui.clinical.field.intent': 'इलाज का उद्देश्य (Intent)',
  'ui.clinical.field.modality': 'इलाज का तरीका (Modality)',
  'ui.clinical.field.treatment': 'इलाज',
  'ui.clinical.field.dateOfAdmission': 'भर्ती की तारीख',
  'ui.clinical.field.dateOfSurgery': 'सर्जरी की तारीख',
  'ui.clinical.field.dateOfDischarge': 'डिस्चार्ज (छुट्टी) की तारीख',
  'ui.clinical.field.primaryResection': 'प्राइमरी रिसेक्शन (Primary Resection)',
  'ui.clinical.field.nodeDissection': 'नोड डिसेक्शन (Node Dissection)',
  'ui.clinical.field.reconstruction': 'रीकंस्ट्रक्शन (Reconstruction)',
  'ui.clinical.field.planOfRadiation': 'रेडियोथेरेपी की योजना',
  'ui.clinical.field.typeOfRadiation': 'रेडियोथेरेपी का प्रकार',
  'ui.clinical.field.rtStartDate': 'RT शुरू होने की तारीख',
  'ui.clinical.field.rtCompleteDate': 'RT पूरी होने की तारीख',
  'ui.clinical.field.fractions': 'फ्रैक्शन (Fraction)',
  'ui.clinical.field.doseGy': 'डोज़ (Gy)',
  'ui.clinical.field.chemoProtocol': 'कीमो प्रोटोकॉल (Protocol)',
  'ui.clinical.field.dateOfChemo': 'कीमो की तारीख',
  'ui.clinical.field.proposedCycles': 'प्रस्तावित साइकिल (Cycles)',
  'ui.clinical.field.nextCycleDate': 'अगली साइकिल',
  'ui.clinical.field.comment': 'टिप्पणी',
  'ui.clinical.field.commentCount': '{max} में से {typed} अक्षर',
  'ui.clinical.field.dateHint': 'dd-MMM-yyyy',

  // History
  'ui.clinical.history.title': 'इलाज का इतिहास',
  'ui.clinical.history.intro':
    'हर बार सेव किया गया विवरण रखा जाता है। कोई वर्ज़न खोलकर उसकी जानकारी पढ़ें।',
  'ui.clinical.history.empty': 'अभी तक कोई क्लिनिकल विवरण सेव नहीं हुआ है।',
  'ui.clinical.history.version': 'वर्ज़न {version}',
  'ui.clinical.history.current': 'मौजूदा',
  'ui.clinical.history.savedBy': '{date}, {name} द्वारा',
  'ui.clinical.history.chiefAdmin': 'मुख्य एडमिन: {name}',
};

export default texts;
