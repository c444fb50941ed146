// Gujarati translation of the FHIR export texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { fhirExportTextValues } from '../text-values';

const texts: Translation<typeof fhirExportTextValues> = {
  'ui.fhirExport.title': 'રજિસ્ટ્રીનો FHIR એક્સપોર્ટ',
  'ui.fhirExport.intro':
    'હોસ્પિટલના બધા દર્દીઓ FHIR R4 રિસોર્સ તરીકે, mCODEના માળખામાં (નિદાન, સ્ટેજિંગ, સારવાર, પરિણામ પ્રશ્નાવલી અને એપોઇન્ટમેન્ટ), ' +
    'દરેક રિસોર્સ ટાઇપની એક NDJSON ફાઇલ, કેન્સર રજિસ્ટ્રી અને રિસર્ચ સિસ્ટમ માટે. આધાર નંબર ક્યારેય એક્સપોર્ટ થતા નથી.',
  'ui.fhirExport.start': 'FHIR એક્સપોર્ટ શરૂ કરો',
  'ui.fhirExport.startAgain': 'નવો એક્સપોર્ટ શરૂ કરો',
  'ui.fhirExport.progressLabel': 'FHIR એક્સપોર્ટની પ્રગતિ',
  'ui.fhirExport.queued': 'શરૂ થવાની રાહ જોવાય છે…',
  'ui.fhirExport.progress': '{total}માંથી {done} દર્દીઓ લખાયા',
  'ui.fhirExport.done': 'એક્સપોર્ટ પૂરો થયો: {total} દર્દીઓ.',
  'ui.fhirExport.files': 'ડાઉનલોડ માટેની ફાઇલો',
  'ui.fhirExport.file': '{type}.ndjson ({lines} રિસોર્સ)',
  'ui.fhirExport.noFiles': 'હોસ્પિટલમાં એક્સપોર્ટ કરવા માટે કોઈ દર્દી નથી.',
  'ui.fhirExport.failed':
    'એક્સપોર્ટ થઈ શક્યો નહીં. તેને ફરી શરૂ કરો; ફરી પણ ન થાય તો પોર્ટલની સહાય ટીમને જણાવો.',
  'ui.fhirExport.patientLink': 'FHIR ડાઉનલોડ કરો',
};

export default texts;
