// Hindi translation of the page for cancer patients (../cancer-patient.ts).
import type { ContentDocument } from '../types';

export const document: ContentDocument = {
  title: 'कैंसर के मरीजों के लिए',
  lead:
    'अपनी ज़रूरत की मदद चुनें, पूरे परिवार के लिए स्व-सहायता प्लेटफॉर्म से लेकर किसी विशेषज्ञ ' +
    'की सेकंड ओपिनियन (Second opinion) तक। हर कार्यक्रम आपका इलाज करने वाले डॉक्टर की ' +
    'देखभाल के साथ-साथ चलता है।',
  blocks: [
    {
      type: 'cards',
      heading: 'अभी उपलब्ध कार्यक्रम',
      cards: [
        { programme: '/cancer-self-help-website' },
        { programme: '/personalised-assistance-programme' },
        { programme: '/online-second-opinion' },
        { programme: '/telemedicine-support' },
        {
          title: 'अपने ज़िले में डॉक्टर खोजें',
          text: 'देश, राज्य, ज़िले और विशेषज्ञता के अनुसार अस्पताल और कैंसर डॉक्टर खोजें।',
          meta: 'मुफ्त',
          to: '/oncologies',
        },
        { programme: '/book-specific-investigations-near-you' },
      ],
    },
    {
      type: 'cards',
      heading: 'जल्द आने वाली सेवाएँ',
      intro: 'ये सेवाएँ तैयार की जा रही हैं। इनके पेज पर बताया गया है कि इनमें क्या मिलेगा।',
      cards: [
        { programme: '/find-cancer-expert-near-you' },
        { programme: '/online-treatment-opinion-of-cancer-experts' },
        { programme: '/drugs-and-prosthesis' },
        {
          title: 'भविष्य में और सेवाएँ',
          text: 'हमें बताएँ कि और कौन-सी सेवाएँ आपके लिए कैंसर की देखभाल आसान बना सकती हैं।',
          to: '/possibility-to-add-more-in-future',
        },
      ],
    },
    {
      type: 'notice',
      tone: 'warning',
      title: 'इमरजेंसी में',
      text:
        'यह प्लेटफॉर्म इमरजेंसी (आपातकालीन) सेवा नहीं है। अगर किसी की तबीयत बहुत खराब है, तो ' +
        'सबसे पास के अस्पताल जाएँ या 112 पर कॉल करें (एम्बुलेंस के लिए 108)।',
    },
  ],
};
