// Hindi translation of the Community Oncology Programme page (../community-oncology.ts).
import type { ContentDocument } from '../types';

export const document: ContentDocument = {
  title: 'सामुदायिक ऑन्कोलॉजी कार्यक्रम',
  lead:
    'कैंसर की देखभाल समुदाय से शुरू होती है। यह कार्यक्रम स्क्रीनिंग (जाँच), कैंसर की जल्दी ' +
    'पहचान और सहायक देखभाल (Supportive care) को प्राथमिक स्वास्थ्य केंद्रों और गाँवों तक ' +
    'पहुँचाता है, एक-एक ज़िला करके।',
  blocks: [
    {
      type: 'cards',
      heading: 'कार्यक्रम',
      columns: 2,
      cards: [
        { programme: '/district-cancer-control-programme' },
        { programme: '/mass-digital-pre-screening' },
      ],
    },
    {
      type: 'text',
      heading: 'इसमें भाग लें',
      paragraphs: [
        'डॉक्टर और स्वास्थ्य कार्यकर्ता सामुदायिक ऑन्कोलॉजी में हमारे 8 हफ्ते के सर्टिफिकेट ' +
          'कोर्स से इसकी तैयारी कर सकते हैं। NGO (गैर-सरकारी संस्थाएँ), सरकारें, ट्रस्ट, ' +
          'दानदाता और कंपनियाँ किसी ज़िले को गोद लेकर उसकी कैंसर सहायता टीम का खर्च उठा ' +
          'सकती हैं।',
      ],
      links: [
        { label: 'सर्टिफिकेट कोर्स', to: '/community-programme' },
        { label: 'सरकार और क्षेत्रीय प्राधिकरण', to: '/government-regional-authorities' },
        { label: 'संपर्क करें', to: '/contact-us' },
      ],
    },
  ],
};
