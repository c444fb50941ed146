// Hindi translation of the registry export texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { registryTextValues } from '../text-values';

const texts: Translation<typeof registryTextValues> = {
  'ui.registry.title': 'कैंसर रजिस्ट्री',
  'ui.registry.intro':
    'आपके अस्पताल के मरीज़ उनके कोड किए गए डायग्नोसिस (ICD-O-3, ICD-10), AJCC स्टेज और इलाज के साथ, कैंसर रजिस्ट्री को रिपोर्ट करने या रिकॉर्ड किसी दूसरे सिस्टम में ले जाने के लिए।',
  'ui.registry.csvTitle': 'स्प्रेडशीट (CSV) के रूप में रजिस्ट्री',
  'ui.registry.csvText':
    'इस अस्पताल के हर मरीज़ की एक पंक्ति, मौजूदा क्लिनिकल विवरण के साथ। Excel में हिंदी और गुजराती सही दिखती है। कॉलम के शीर्षक इस भाषा में:',
  'ui.registry.csvLanguage': 'कॉलम के शीर्षक',
  'ui.registry.csvDownload': 'CSV डाउनलोड करें',
  'ui.registry.csvNote':
    'फ़ाइल में मरीज़ों के नाम और जन्म तिथि हैं: इसे मरीज़ों के रिकॉर्ड की तरह सुरक्षित रखें। आधार नंबर कभी एक्सपोर्ट नहीं होते।',
};

export default texts;
