// Gujarati translation of the extra programme-page texts (../programme-extras.ts).
import type { preScreeningFilters as preScreeningFiltersEn } from '../programme-extras';
import type { TextBlock } from '../types';

/** What some programme pages say beyond the shared programme data. Keyed by route. */
export const programmeExtras: Record<string, TextBlock[]> = {
  '/self-screening-static-page': [
    {
      type: 'text',
      heading: 'વીડિયો અને PDF',
      paragraphs: [
        'તમે નોંધણી કરો અને તમારી ચુકવણી મળી જાય પછી, સ્વ-તપાસનો વીડિયો અને PDF ચેકલિસ્ટ ' +
          'તમારા એકાઉન્ટમાં ખૂલી જાય છે. વીડિયો તમે ઇચ્છો તેટલી વાર જુઓ, અને ચેકલિસ્ટ તમારા ' +
          'ફોનમાં રાખો અથવા તેને છાપી લો.',
        'જાતે તપાસ કરવાથી તમને ફેરફારો વહેલા ખ્યાલ આવે છે. તે ડૉક્ટર પાસે ચેક-અપ કે તમારા ' +
          'આરોગ્ય કેન્દ્ર પર સ્ક્રીનિંગ (તપાસ) નું સ્થાન લેતી નથી.',
      ],
    },
  ],
  '/telemedicine-support': [
    {
      type: 'text',
      heading: 'બુક કેવી રીતે કરવું',
      paragraphs: [
        'સંપર્ક પેજ પરથી અમને લખો, "સંપર્ક કરવાનું કારણ" માં "કેન્સરના દર્દી માટે સહાય જોઈએ છે (Need ' +
          'support for cancer patient)" પસંદ કરો અને તમને શેના વિશે સલાહ જોઈએ છે તે જણાવો. ' +
          'તમારા કન્સલ્ટેશનનો સમય અમે તમને એક દિવસ પહેલાં જણાવીએ છીએ.',
      ],
      links: [{ label: 'સંપર્ક કરો', to: '/contact-us' }],
    },
  ],
  '/community-programme': [
    {
      type: 'text',
      heading: 'કોર્સ પછી',
      paragraphs: [
        'કોર્સ પૂરો કરનારા ડૉક્ટરો અને આરોગ્ય કાર્યકરો પોતાના જિલ્લામાં કોમ્યુનિટી ઓન્કોલોજી ' +
          'કાર્યક્રમ સાથે કામ કરી શકે છે: સ્ક્રીનિંગ (તપાસ), વહેલું નિદાન, અને ઘરની નજીક જ ' +
          'દર્દીઓને સહાય.',
      ],
      links: [{ label: 'કોમ્યુનિટી ઓન્કોલોજી કાર્યક્રમ', to: '/laboratory-pathology' }],
    },
  ],
  '/district-cancer-control-programme': [
    {
      type: 'text',
      heading: 'એક જિલ્લો દત્તક લો',
      paragraphs: [
        'NGO (સ્વૈચ્છિક સંસ્થાઓ), સરકારો, ટ્રસ્ટો, દાતાઓ અને કંપનીઓના સામાજિક જવાબદારી (CSR) ' +
          'ફંડ નક્કી માસિક ખર્ચે કોઈ જિલ્લો દત્તક લઈ શકે છે. તમે કયા જિલ્લા વિશે વિચારી રહ્યા ' +
          'છો તે અમને જણાવો, અને અમે તમને એક દરખાસ્ત મોકલીશું.',
      ],
      links: [
        { label: 'સંપર્ક કરો', to: '/contact-us' },
        { label: 'સંભાળના ચાર સ્તર', to: '/government-regional-authorities' },
      ],
    },
  ],
  '/mass-digital-pre-screening': [
    {
      type: 'text',
      heading: 'તે કેવી રીતે કામ કરે છે',
      paragraphs: [
        'લોકો પોતાના ફોન પર જાતે અથવા કોઈ આરોગ્ય કાર્યકર સાથે, લક્ષણો અને તમાકુના સેવન જેવાં ' +
          'જોખમી પરિબળો વિશેની એક ટૂંકી પ્રશ્નાવલીના જવાબ આપે છે. જેમના જવાબો જોખમ તરફ ઇશારો ' +
          'કરે છે, તેમને તેમના પ્રાથમિક આરોગ્ય કેન્દ્ર પર તપાસ માટે બોલાવવામાં આવે છે.',
      ],
    },
  ],
  '/find-cancer-expert-near-you': [
    {
      type: 'text',
      heading: 'આજે જ મફતમાં શોધો',
      paragraphs: [
        'સાદી શોધ હમણાંથી જ ઉપલબ્ધ છે: દેશ, રાજ્ય, જિલ્લા અને સ્પેશિયાલિટી (વિશેષતા) પ્રમાણે ' +
          'હોસ્પિટલો અને કેન્સરના ડૉક્ટરો શોધો.',
      ],
      links: [{ label: 'ડૉક્ટર શોધો', to: '/oncologies' }],
    },
  ],
  '/online-treatment-opinion-of-cancer-experts': [
    {
      type: 'text',
      heading: 'અત્યારે જ અભિપ્રાય જોઈએ છે?',
      paragraphs: [
        'અમારી ઓનલાઇન સેકન્ડ ઓપિનિયન (Second opinion) સેવા ઉપલબ્ધ છે: એક કેન્સર નિષ્ણાત ' +
          '(ઓન્કોલોજિસ્ટ) તમારા રિપોર્ટ અને સારવારની યોજના તપાસે છે અને 5 થી 7 દિવસમાં લેખિત ' +
          'અભિપ્રાય આપે છે.',
      ],
      links: [{ label: 'ઓનલાઇન સેકન્ડ ઓપિનિયન', to: '/online-second-opinion' }],
    },
  ],
};

/** The Filters section of #/mass-digital-pre-screening. */
export const preScreeningFilters: typeof preScreeningFiltersEn = {
  heading: 'ફિલ્ટર',
  intro:
    'જિલ્લો પસંદ કરો અને જુઓ કે તેના કાર્યક્રમના પ્રાયોજકો (સ્પોન્સર) કોણ છે, તેણે કેટલા ' +
    'દર્દીઓને સહાય કરી છે અને તેના પ્રાથમિક આરોગ્ય કેન્દ્રોની મુલાકાત ક્યારે લેવામાં આવે છે.',
  formLabel: 'જિલ્લો પસંદ કરો',
  publishing:
    'જેમ જેમ જિલ્લાઓ કાર્યક્રમમાં જોડાય છે, તેમ તેમ જિલ્લાના અહેવાલો અહીં પ્રકાશિત કરવામાં ' +
    'આવે છે, જિલ્લાની ટીમો પાસેથી મળેલા આંકડા સાથે.',
  noReport:
    'આ જિલ્લા માટે હજી સુધી કોઈ અહેવાલ પ્રકાશિત થયો નથી. જો તમે આ જિલ્લામાં કાર્યક્રમના ' +
    'પ્રાયોજક બનવા માંગતા હો, તો અમને લખો.',
  contact: { label: 'સંપર્ક કરો', to: '/contact-us' },
};
