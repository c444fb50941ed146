// Hindi translation of the More Services Coming page (../more-in-future.ts).
import type { ContentDocument } from '../types';

export const document: ContentDocument = {
  title: 'और सेवाएँ आ रही हैं',
  lead: 'मरीज, परिवार और डॉक्टर जैसे-जैसे माँगते हैं, हम नई सेवाएँ जोड़ते हैं। नीचे दी गई सेवाएँ तैयार की जा रही हैं।',
  parent: 'cancerPatients',
  blocks: [
    {
      type: 'notice',
      title: 'ये सेवाएँ अभी शुरू नहीं हुई हैं',
      text:
        'हर सेवा के शुरू होने पर हम इस वेबसाइट पर उसकी जानकारी देंगे। तब तक आप इनके लिए ' +
        'रजिस्टर या भुगतान नहीं कर सकते।',
    },
    {
      type: 'cards',
      heading: 'तैयारी चल रही है',
      columns: 2,
      cards: [
        { programme: '/find-cancer-expert-near-you' },
        { programme: '/online-treatment-opinion-of-cancer-experts' },
        { programme: '/drugs-and-prosthesis' },
      ],
    },
    {
      type: 'text',
      heading: 'हमें बताएँ कि आपको किस चीज़ से मदद मिलेगी',
      paragraphs: [
        'क्या कोई ऐसी सेवा है जिससे आपके, आपके परिवार के या आपके मरीजों के लिए कैंसर की ' +
          'देखभाल आसान हो जाए? हमें लिखें और उसके बारे में बताएँ।',
      ],
      links: [{ label: 'संपर्क करें', to: '/contact-us' }],
    },
  ],
};
