// Gujarati translation of the More Services Coming page (../more-in-future.ts).
import type { ContentDocument } from '../types';

export const document: ContentDocument = {
  title: 'વધુ સેવાઓ આવી રહી છે',
  lead:
    'દર્દીઓ, પરિવારો અને ડૉક્ટરો જેમ જેમ માંગે છે તેમ અમે નવી સેવાઓ ઉમેરીએ છીએ. નીચેની ' +
    'સેવાઓની તૈયારી ચાલી રહી છે.',
  parent: 'cancerPatients',
  blocks: [
    {
      type: 'notice',
      title: 'આ સેવાઓ હજી શરૂ થઈ નથી',
      text:
        'દરેક સેવા શરૂ થશે ત્યારે અમે આ વેબસાઇટ પર તેની જાહેરાત કરીશું. ત્યાં સુધી તમે તેના ' +
        'માટે નોંધણી કે ચુકવણી કરી શકશો નહીં.',
    },
    {
      type: 'cards',
      heading: 'તૈયારી ચાલી રહી છે',
      columns: 2,
      cards: [
        { programme: '/find-cancer-expert-near-you' },
        { programme: '/online-treatment-opinion-of-cancer-experts' },
        { programme: '/drugs-and-prosthesis' },
      ],
    },
    {
      type: 'text',
      heading: 'તમને શેનાથી મદદ મળે તે અમને જણાવો',
      paragraphs: [
        'શું કોઈ એવી સેવા છે જેનાથી તમારા, તમારા પરિવાર કે તમારા દર્દીઓ માટે કેન્સરની સંભાળ ' +
          'સરળ બને? અમને લખો અને તેના વિશે જણાવો.',
      ],
      links: [{ label: 'સંપર્ક કરો', to: '/contact-us' }],
    },
  ],
};
