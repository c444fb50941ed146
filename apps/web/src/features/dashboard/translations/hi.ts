// Hindi translation of the dashboard texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { dashboardTextValues } from '../text-values';

const texts: Translation<typeof dashboardTextValues> = {
  'ui.dashboard.title': 'डैशबोर्ड',
  'ui.dashboard.welcome': 'स्वागत है, {name}',
  'ui.dashboard.adminIntro': 'मास्टर डेटा, सब्सक्रिप्शन प्लान और कोड संभालें।',
  'ui.dashboard.mastersText': 'स्टेज, कैंसर के स्थान (Site), उप-स्थान (Sub Site) और दूसरी क्लिनिकल सूचियाँ।',
  'ui.dashboard.plansText': 'सब्सक्रिप्शन प्लान बनाएँ और उन्हें अपडेट रखें।',
  'ui.dashboard.paymentsText':
    'शुरू हुआ हर भुगतान, सफल, असफल या बाकी, गेटवे के रेफ़रेंस के साथ; CSV में एक्सपोर्ट करें।',
  'ui.dashboard.couponsText': 'कूपन, जो अस्पताल सब्सक्रिप्शन प्लान खरीदते समय डालते हैं।',
  'ui.dashboard.discountsText': 'डिस्काउंट कोड, जो मरीज किसी कार्यक्रम का भुगतान करते समय डालते हैं।',
  'ui.dashboard.outboxText': 'पोर्टल से भेजे जाने वाले SMS, और वे पहुँचे या नहीं।',
  'ui.dashboard.hospital': 'अस्पताल',
  'ui.dashboard.remainingQuota': 'आप अभी इतने और मरीज रजिस्टर कर सकते हैं',
  'ui.dashboard.activeSubscription': 'चालू सब्सक्रिप्शन',
  'ui.dashboard.patientRegistration': 'मरीज रजिस्ट्रेशन',
  'ui.dashboard.patientList': 'मरीजों की सूची',
  'ui.dashboard.viewPlans': 'सब्सक्रिप्शन प्लान देखें',
  'ui.dashboard.noHospital':
    'आपका अकाउंट किसी अस्पताल से जुड़ा नहीं है, इसलिए दिखाने के लिए मरीजों का कोई डेटाबेस ' +
    'नहीं है। ट्रेनिंग और सामुदायिक कार्यक्रम आपके लिए खुले हैं; किसी अस्पताल के एडमिन ' +
    'आपको अपने अस्पताल में जोड़ सकते हैं।',
  'ui.dashboard.joinHospital': 'किसी अस्पताल से जुड़ें',
  'ui.dashboard.manageDoctors': 'डॉक्टरों को मैनेज करें',
  'ui.dashboard.patientNote': 'आपका देखभाल कार्यक्रम डिजिटल देखभाल एप्लिकेशन में है।',
  'ui.dashboard.openCare': 'मेरी देखभाल खोलें',
};

export default texts;
