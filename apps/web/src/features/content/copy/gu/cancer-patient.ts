// Gujarati translation of the page for cancer patients (../cancer-patient.ts).
import type { ContentDocument } from '../types';

export const document: ContentDocument = {
  title: 'કેન્સરના દર્દીઓ માટે',
  lead:
    'તમને જોઈતી મદદ પસંદ કરો, આખા પરિવાર માટેના સ્વ-સહાય પ્લેટફોર્મથી લઈને નિષ્ણાતના ' +
    'સેકન્ડ ઓપિનિયન (Second opinion) સુધી. દરેક કાર્યક્રમ તમારી સારવાર કરતા ડૉક્ટરની ' +
    'સંભાળની સાથે સાથે ચાલે છે.',
  blocks: [
    {
      type: 'cards',
      heading: 'હાલ ઉપલબ્ધ કાર્યક્રમો',
      cards: [
        { programme: '/cancer-self-help-website' },
        { programme: '/personalised-assistance-programme' },
        { programme: '/online-second-opinion' },
        { programme: '/telemedicine-support' },
        {
          title: 'તમારા જિલ્લામાં ડૉક્ટર શોધો',
          text: 'દેશ, રાજ્ય, જિલ્લો અને સ્પેશિયાલિટી પ્રમાણે હોસ્પિટલો અને કેન્સરના ડૉક્ટરો શોધો.',
          meta: 'મફત',
          to: '/oncologies',
        },
        { programme: '/book-specific-investigations-near-you' },
      ],
    },
    {
      type: 'cards',
      heading: 'ટૂંક સમયમાં શરૂ થતી સેવાઓ',
      intro: 'આ સેવાઓની તૈયારી ચાલી રહી છે. તેમનાં પેજ જણાવે છે કે તેમાં શું મળશે.',
      cards: [
        { programme: '/find-cancer-expert-near-you' },
        { programme: '/online-treatment-opinion-of-cancer-experts' },
        { programme: '/drugs-and-prosthesis' },
        {
          title: 'ભવિષ્યમાં વધુ સેવાઓ',
          text: 'અમને જણાવો કે બીજી કઈ સેવાઓથી તમારા માટે કેન્સરની સંભાળ સરળ બની શકે.',
          to: '/possibility-to-add-more-in-future',
        },
      ],
    },
    {
      type: 'notice',
      tone: 'warning',
      title: 'ઇમરજન્સીમાં',
      text:
        'આ પ્લેટફોર્મ ઇમરજન્સી (કટોકટી) સેવા નથી. જો કોઈની તબિયત ગંભીર હોય, તો સૌથી નજીકની ' +
        'હોસ્પિટલમાં જાઓ અથવા 112 પર ફોન કરો (એમ્બ્યુલન્સ માટે 108).',
    },
  ],
};
