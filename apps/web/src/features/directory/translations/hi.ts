// Hindi translation of the directory texts (../texts.ts).
import type { Translation } from '@portal/shared';
import type { directoryTextValues } from '../text-values';

const texts: Translation<typeof directoryTextValues> = {
  'ui.directory.title': 'डॉक्टर खोजें',
  'ui.directory.intro': 'देश, राज्य, ज़िले और विशेषज्ञता (Speciality) के अनुसार अस्पताल और कैंसर विशेषज्ञ खोजें।',
  'ui.directory.districtTitle': 'अपने ज़िले में डॉक्टर खोजें',
  'ui.directory.districtIntro':
    'अपना राज्य और ज़िला चुनें और अपने सबसे पास के अस्पताल और कैंसर विशेषज्ञ (Oncologist) देखें।',
  'ui.directory.cancerPatients': 'कैंसर के मरीज',
  'ui.directory.filters': 'खोज फ़िल्टर',
  'ui.directory.speciality': 'विशेषज्ञता',
  'ui.directory.anySpeciality': 'सभी विशेषज्ञताएँ',
  'ui.directory.search': 'डॉक्टर खोजें',
  'ui.directory.reset': 'रीसेट करें',
  'ui.directory.resultCount': '{count} अस्पताल मिले',
  'ui.directory.resultCountOne': '1 अस्पताल मिला',
  'ui.directory.earlierResults': 'नीचे दिए गए नतीजे पिछली खोज के हैं।',
  'ui.directory.colSrNo': 'क्र.सं.',
  'ui.directory.colHospitalName': 'अस्पताल का नाम',
  'ui.directory.colHospitalCode': 'अस्पताल कोड',
  'ui.directory.colHospitalType': 'अस्पताल का प्रकार',
  'ui.directory.colMobile': 'मोबाइल',
  'ui.directory.colEmail': 'ई-मेल आईडी',
  'ui.directory.colCountry': 'देश',
  'ui.directory.colState': 'राज्य',
  'ui.directory.colDistrict': 'ज़िला',
  'ui.directory.colCity': 'शहर',
  'ui.directory.colSpeciality': 'विशेषज्ञता',
  'ui.directory.results': 'अस्पताल और डॉक्टर',
  'ui.directory.pagination': 'नतीजों के पेज',
  'ui.directory.investKind': 'सेवा का प्रकार',
  'ui.directory.investKindBoth': 'रेडियोलॉजी और पैथोलॉजी',
  'ui.directory.investKindRadiology': 'रेडियोलॉजी (स्कैन और इमेजिंग)',
  'ui.directory.investKindPathology': 'पैथोलॉजी (लैब की जाँचें)',
  'ui.directory.investSearch': 'क्लिनिक खोजें',
  'ui.directory.investResults': 'रेडियोलॉजी और पैथोलॉजी क्लिनिक',
  'ui.directory.investCount': '{count} क्लिनिक मिले',
  'ui.directory.investCountOne': '1 क्लिनिक मिला',
  'ui.directory.investPagination': 'क्लिनिक के नतीजों के पेज',
  'ui.directory.investAbout': 'इस सेवा के बारे में',
  'ui.directory.investPrice': 'कीमत',
  'ui.directory.investDuration': 'अवधि',
  'ui.directory.investFree':
    'क्लिनिक और लैब की सूची अभी मुफ्त में देखी जा सकती है; इसके लिए कोई भुगतान नहीं लिया जाता।',
  'ui.directory.investHowToBook':
    'अपनी जाँच बुक करने के लिए क्लिनिक को फोन या ई-मेल करें, और अपने डॉक्टर की पर्ची ' +
    '(प्रिस्क्रिप्शन) साथ ले जाएँ।',
  'ui.directory.colClinicName': 'क्लिनिक / लैब का नाम',
  'ui.directory.colServices': 'सेवा का प्रकार',
  'ui.directory.colAddress': 'पता',
  'ui.directory.colPhone': 'फोन',
};

export default texts;
