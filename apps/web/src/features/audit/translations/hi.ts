// Hindi translation of the audit log texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { auditTextValues } from '../text-values';

const texts: Translation<typeof auditTextValues> = {
  'ui.audit.intro':
    'हर लॉग इन, मरीज की जानकारी को हर बार देखना और बदलना, और एडमिन का किया हर बदलाव। ' +
    'एंट्री बदली या हटाई नहीं जा सकतीं।',
  'ui.audit.filters': 'ऑडिट लॉग में खोजें',
  'ui.audit.patientId': 'मरीज नंबर',
  'ui.audit.patientIdHint': 'जैसे 1024',
  'ui.audit.actorMobile': 'उपयोगकर्ता का मोबाइल नंबर',
  'ui.audit.action': 'कार्रवाई',
  'ui.audit.actionHint': 'जैसे patient.read या patient.',
  'ui.audit.from': 'कब से',
  'ui.audit.to': 'कब तक',
  'ui.audit.search': 'खोजें',
  'ui.audit.clear': 'साफ़ करें',
  'ui.audit.export': 'CSV एक्सपोर्ट करें',
  'ui.audit.exportHint':
    'इन फ़िल्टर वाली, दोनों तारीखों के बीच की एंट्री एक्सपोर्ट होती हैं (ज़्यादा से ज़्यादा {max} दिन)।',
  'ui.audit.exportStarted': 'CSV फ़ाइल डाउनलोड हो रही है।',
  'ui.audit.col.time': 'समय',
  'ui.audit.col.user': 'उपयोगकर्ता',
  'ui.audit.col.action': 'कार्रवाई',
  'ui.audit.col.subject': 'रिकॉर्ड',
  'ui.audit.col.ip': 'पता (IP)',
  'ui.audit.col.detail': 'विवरण',
  'ui.audit.systemUser': 'सिस्टम या लॉग आउट उपयोगकर्ता',
  'ui.audit.goneUser': 'उपयोगकर्ता {id} (हटाया गया)',
  'ui.audit.userType.super_admin': 'सुपर एडमिन',
  'ui.audit.userType.doctor': 'डॉक्टर',
  'ui.audit.userType.patient': 'मरीज',
  'ui.audit.userType.guest': 'अतिथि',
  'ui.audit.loadMore': 'पुरानी एंट्री दिखाएँ',
  'ui.audit.end': 'इससे पुरानी कोई एंट्री नहीं है।',
  'ui.audit.shown': '{count} एंट्री दिखाई गई हैं',
};

export default texts;
