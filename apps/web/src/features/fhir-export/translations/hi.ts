// Hindi translation of the FHIR export texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { fhirExportTextValues } from '../text-values';

const texts: Translation<typeof fhirExportTextValues> = {
  'ui.fhirExport.title': 'रजिस्ट्री का FHIR एक्सपोर्ट',
  'ui.fhirExport.intro':
    'अस्पताल के सभी मरीज FHIR R4 रिसोर्स के रूप में, mCODE के ढांचे में (निदान, स्टेजिंग, इलाज, परिणाम प्रश्नावली और अपॉइंटमेंट), ' +
    'हर रिसोर्स टाइप की एक NDJSON फ़ाइल, कैंसर रजिस्ट्री और रिसर्च सिस्टम के लिए। आधार नंबर कभी एक्सपोर्ट नहीं होते।',
  'ui.fhirExport.start': 'FHIR एक्सपोर्ट शुरू करें',
  'ui.fhirExport.startAgain': 'नया एक्सपोर्ट शुरू करें',
  'ui.fhirExport.progressLabel': 'FHIR एक्सपोर्ट की प्रगति',
  'ui.fhirExport.queued': 'शुरू होने का इंतज़ार है…',
  'ui.fhirExport.progress': '{total} में से {done} मरीज लिखे गए',
  'ui.fhirExport.done': 'एक्सपोर्ट पूरा हुआ: {total} मरीज।',
  'ui.fhirExport.files': 'डाउनलोड के लिए फ़ाइलें',
  'ui.fhirExport.file': '{type}.ndjson ({lines} रिसोर्स)',
  'ui.fhirExport.noFiles': 'अस्पताल में एक्सपोर्ट करने के लिए कोई मरीज नहीं है।',
  'ui.fhirExport.failed':
    'एक्सपोर्ट नहीं हो सका। इसे फिर से शुरू करें; फिर भी न हो तो पोर्टल की सहायता टीम को बताएं।',
  'ui.fhirExport.patientLink': 'FHIR डाउनलोड करें',
};

export default texts;
