// Hindi translation of the Hospitals screen's texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { hospitalsTextValues } from '../text-values';

const texts: Translation<typeof hospitalsTextValues> = {
  'ui.hospitals.intro': 'पोर्टल पर पंजीकृत हर अस्पताल, उसके डॉक्टर, उसके मरीज़ और उसकी सदस्यता की स्थिति।',
  'ui.hospitals.search': 'अस्पताल के नाम से खोजें',
  'ui.hospitals.searchHint': 'नाम का कोई भी हिस्सा।',
  'ui.hospitals.count_one': '{shown} अस्पताल',
  'ui.hospitals.count_other': '{shown} अस्पताल',
  'ui.hospitals.col.srNo': 'क्र. सं.',
  'ui.hospitals.col.hospital': 'अस्पताल',
  'ui.hospitals.col.place': 'ज़िला, राज्य',
  'ui.hospitals.col.chiefAdmin': 'मुख्य एडमिन',
  'ui.hospitals.col.mobile': 'मोबाइल',
  'ui.hospitals.col.doctors': 'डॉक्टर',
  'ui.hospitals.col.patients': 'मरीज़',
  'ui.hospitals.col.subscription': 'सदस्यता',
  'ui.hospitals.col.registered': 'पंजीकरण की तारीख',
  'ui.hospitals.state.active': 'सक्रिय',
  'ui.hospitals.state.expired': 'समाप्त',
  'ui.hospitals.state.none': 'कोई नहीं ख़रीदी',
  'ui.hospitals.until': '{date} तक',
  'ui.hospitals.ended': '{date} को समाप्त',
  'ui.hospitals.patientsLeft_one': '{shown} मरीज़ बाकी',
  'ui.hospitals.patientsLeft_other': '{shown} मरीज़ बाकी',
  'ui.hospitals.pagination': 'अस्पतालों के पेज',
};

export default texts;
