// Gujarati translation of the Community Oncology Programme page (../community-oncology.ts).
import type { ContentDocument } from '../types';

export const document: ContentDocument = {
  title: 'કોમ્યુનિટી ઓન્કોલોજી કાર્યક્રમ',
  lead:
    'કેન્સરની સંભાળ સમુદાયથી શરૂ થાય છે. આ કાર્યક્રમ સ્ક્રીનિંગ (તપાસ), વહેલું નિદાન અને ' +
    'સહાયક સંભાળ (Supportive care) ને પ્રાથમિક આરોગ્ય કેન્દ્રો અને ગામડાં સુધી પહોંચાડે છે, ' +
    'એક પછી એક જિલ્લામાં.',
  blocks: [
    {
      type: 'cards',
      heading: 'કાર્યક્રમ',
      columns: 2,
      cards: [
        { programme: '/district-cancer-control-programme' },
        { programme: '/mass-digital-pre-screening' },
      ],
    },
    {
      type: 'text',
      heading: 'તેમાં ભાગ લો',
      paragraphs: [
        'ડૉક્ટરો અને આરોગ્ય કાર્યકરો કોમ્યુનિટી ઓન્કોલોજીના અમારા 8 અઠવાડિયાના સર્ટિફિકેટ ' +
          'કોર્સથી તેની તૈયારી કરી શકે છે. NGO (સ્વૈચ્છિક સંસ્થાઓ), સરકારો, ટ્રસ્ટો, દાતાઓ ' +
          'અને કંપનીઓ કોઈ જિલ્લો દત્તક લઈને તેની કેન્સર સહાય ટીમનો ખર્ચ ઉપાડી શકે છે.',
      ],
      links: [
        { label: 'સર્ટિફિકેટ કોર્સ', to: '/community-programme' },
        { label: 'સરકાર અને પ્રાદેશિક સત્તામંડળો', to: '/government-regional-authorities' },
        { label: 'સંપર્ક કરો', to: '/contact-us' },
      ],
    },
  ],
};
