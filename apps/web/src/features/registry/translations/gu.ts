// Gujarati translation of the registry export texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { registryTextValues } from '../text-values';

const texts: Translation<typeof registryTextValues> = {
  'ui.registry.title': 'કેન્સર રજિસ્ટ્રી',
  'ui.registry.intro':
    'તમારી હોસ્પિટલના દર્દીઓ તેમના કોડ કરેલા ડાયગ્નોસિસ (ICD-O-3, ICD-10), AJCC સ્ટેજ અને સારવાર સાથે, કેન્સર રજિસ્ટ્રીને રિપોર્ટ કરવા અથવા રેકોર્ડ બીજી સિસ્ટમમાં લઈ જવા માટે.',
  'ui.registry.csvTitle': 'સ્પ્રેડશીટ (CSV) તરીકે રજિસ્ટ્રી',
  'ui.registry.csvText':
    'આ હોસ્પિટલના દરેક દર્દીની એક હરોળ, હાલની ક્લિનિકલ વિગતો સાથે. Excel માં હિન્દી અને ગુજરાતી બરાબર દેખાય છે. કૉલમના શીર્ષક આ ભાષામાં:',
  'ui.registry.csvLanguage': 'કૉલમના શીર્ષક',
  'ui.registry.csvDownload': 'CSV ડાઉનલોડ કરો',
  'ui.registry.csvNote':
    'ફાઇલમાં દર્દીઓનાં નામ અને જન્મ તારીખ છે: તેને દર્દીઓના રેકોર્ડની જેમ સાચવો. આધાર નંબર ક્યારેય એક્સપોર્ટ થતા નથી.',
};

export default texts;
