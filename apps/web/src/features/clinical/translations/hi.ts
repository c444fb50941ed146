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
  'ui.clinical.readOnly': 'आप ये क्लिनिकल विवरण पढ़ सकते हैं; सेव करने के लिए बदलाव करने की अनुमति चाहिए।',
  'ui.clinical.loadFailed': 'क्लिनिकल विवरण लोड नहीं हो सके।',
  'ui.clinical.notFoundTitle': 'मरीज नहीं मिला',
  'ui.clinical.notFoundText': 'यह मरीज आपके अस्पताल के मरीजों की सूची में नहीं है, या पता (लिंक) गलत है।',

  // A save refused because a newer version was saved (newer-version-panel.tsx)
  'ui.clinical.newer.title': 'नए क्लिनिकल विवरण सेव हुए हैं',
  'ui.clinical.newer.text':
    '{name} ने आपके यह पेज खोलने के बाद {date} को संस्करण {version} सेव किया। आपने जो लिखा है वह फ़ॉर्म में है और सेव नहीं हुआ है। उसे उनके संस्करण से मिलाएँ, फिर चुनें कि कौन-सा मौजूदा बने; दोनों इतिहास में रहेंगे।',
  'ui.clinical.newer.theirs': 'उनका संस्करण {version}',
  'ui.clinical.newer.saveMine': 'मेरा सबसे नए संस्करण के रूप में सेव करें',
  'ui.clinical.newer.loadTheirs': 'मेरा छोड़ें और उनका दिखाएँ',
  'ui.clinical.newer.confirmTitle': 'आपने जो लिखा है, उसे छोड़ दें?',
  'ui.clinical.newer.confirmText':
    'फ़ॉर्म में संस्करण {version} दिखेगा। आपने यहाँ जो लिखा है वह सेव नहीं हुआ है और मिट जाएगा।',
  'ui.clinical.newer.confirm': 'मेरा छोड़ें',
  'ui.clinical.newer.keepMine': 'मेरा रखें',

  // Sections
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
  'ui.clinical.section.diagnosis': 'डायग्नोसिस (निदान)',
  'ui.clinical.section.staging': 'स्टेजिंग (AJCC 8th edition)',
  'ui.clinical.field.tnm': 'TNM',
  'ui.clinical.field.stagePrefix': 'स्टेजिंग का आधार',
  'ui.clinical.field.stageGroup': 'स्टेज ग्रुप',
  'ui.clinical.field.topography': 'साइट कोड (ICD-O-3 topography)',
  'ui.clinical.field.morphology': 'हिस्टोलॉजी कोड (ICD-O-3 morphology)',
  'ui.clinical.field.icd10': 'ICD-10',
  'ui.clinical.field.codeHint': 'कोड या कोई शब्द लिखें',
  'ui.clinical.stagePrefix.c': 'c: क्लिनिकल',
  'ui.clinical.stagePrefix.p': 'p: पैथोलॉजिकल',
  'ui.clinical.stagePrefix.yc': 'yc: क्लिनिकल, नियोएडजुवेंट थेरेपी के बाद',
  'ui.clinical.stagePrefix.yp': 'yp: पैथोलॉजिकल, नियोएडजुवेंट थेरेपी के बाद',
  'ui.clinical.staging.table': '{site} के लिए AJCC {edition}th edition की तालिका से निकाला गया।',
  'ui.clinical.staging.noTable':
    'इस साइट के लिए AJCC {edition}th edition की तालिका नहीं जुड़ी है: स्टेज ग्रुप खुद चुनें।',
  'ui.clinical.staging.needsTnm': 'T, N और M चुनें',
  'ui.clinical.staging.needsSite':
    'पहले साइट कोड चुनें: जिन साइटों की AJCC तालिका है, उनका स्टेज ग्रुप अपने-आप निकलता है।',
  'ui.clinical.staging.noGroup': 'इस T, N और M के लिए AJCC तालिका में कोई ग्रुप नहीं है',
  'ui.clinical.coding.refused': 'ये कोड इस मरीज के लिए सेव नहीं हो सकते',
  'ui.clinical.coding.review': 'असामान्य जोड़: रिकॉर्ड सेव होगा और जाँच (review) के लिए चिह्नित होगा',
  'ui.clinical.history.review': 'कोडिंग की जाँच ज़रूरी',
  'ui.clinical.history.mapped': 'पुराने वर्ज़न की सूची से निकाले गए कोड',
  'ui.clinical.review.unmappedSite':
    'इस पुराने वर्ज़न के मुख्य स्थान का कोई पक्का ICD-O-3 कोड नहीं है: अगली बार सेव करते समय कोड चुनें।',
  'ui.clinical.review.sexHistology':
    'चेतावनी के बावजूद सेव किया गया: यह हिस्टोलॉजी आमतौर पर दूसरे लिंग में होती है।',
  'ui.clinical.review.siteHistology':
    'चेतावनी के बावजूद सेव किया गया: इस साइट पर यह हिस्टोलॉजी अपेक्षित नहीं है।',
  'ui.clinical.review.ageSite': 'चेतावनी के बावजूद सेव किया गया: इस उम्र में यह साइट बहुत दुर्लभ है।',
  'ui.clinical.review.ageHistology':
    'चेतावनी के बावजूद सेव किया गया: इस उम्र में यह हिस्टोलॉजी बहुत दुर्लभ है।',
  'ui.clinical.review.ageSiteHistology':
    'चेतावनी के बावजूद सेव किया गया: इस उम्र में यह साइट और हिस्टोलॉजी बहुत दुर्लभ हैं।',
  'ui.clinical.review.primarySiteCode':
    'चेतावनी के बावजूद सेव किया गया: साइट कोड चुने गए प्राथमिक स्थान का नहीं है।',
  'ui.clinical.review.histologicTypeCode':
    'चेतावनी के बावजूद सेव किया गया: हिस्टोलॉजी कोड चुने गए हिस्टोलॉजी के प्रकार में नहीं आता।',
  'ui.clinical.review.icd10Unavailable':
    'चेतावनी के बावजूद सेव किया गया: इस साइट और हिस्टोलॉजी के लिए ICD-10 में कोई कोड नहीं है।',
  'ui.clinical.review.unmappedHistology':
    'इस पुराने वर्ज़न के हिस्टोलॉजी प्रकार का कोई पक्का ICD-O-3 कोड नहीं है: अगली बार सेव करते समय कोड चुनें।',
};

export default texts;
