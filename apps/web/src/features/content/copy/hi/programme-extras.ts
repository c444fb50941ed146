// Hindi translation of the extra programme-page texts (../programme-extras.ts).
import type { preScreeningFilters as preScreeningFiltersEn } from '../programme-extras';
import type { TextBlock } from '../types';

/** What some programme pages say beyond the shared programme data. Keyed by route. */
export const programmeExtras: Record<string, TextBlock[]> = {
  '/self-screening-static-page': [
    {
      type: 'text',
      heading: 'वीडियो और PDF',
      paragraphs: [
        'रजिस्टर करने और आपका भुगतान मिलने के बाद, खुद की जाँच का वीडियो और PDF चेकलिस्ट आपके ' +
          'अकाउंट में खुल जाते हैं। वीडियो जितनी बार चाहें देखें, और चेकलिस्ट अपने फोन में रखें या ' +
          'उसे प्रिंट कर लें।',
        'खुद की जाँच से आपको बदलाव जल्दी पता चलते हैं। यह डॉक्टर से चेक-अप या आपके स्वास्थ्य ' +
          'केंद्र पर स्क्रीनिंग (जाँच) की जगह नहीं लेती।',
      ],
    },
  ],
  '/telemedicine-support': [
    {
      type: 'text',
      heading: 'बुक कैसे करें',
      paragraphs: [
        'संपर्क पेज से हमें लिखें, "संपर्क करने का कारण" में "कैंसर मरीज के लिए सहायता चाहिए (Need ' +
          'support for cancer patient)" चुनें और बताएँ कि आपको किस बारे में सलाह चाहिए। आपके ' +
          'परामर्श का समय हम आपको एक दिन पहले बता देते हैं।',
      ],
      links: [{ label: 'संपर्क करें', to: '/contact-us' }],
    },
  ],
  '/community-programme': [
    {
      type: 'text',
      heading: 'कोर्स के बाद',
      paragraphs: [
        'कोर्स पूरा करने वाले डॉक्टर और स्वास्थ्य कार्यकर्ता अपने ज़िले में सामुदायिक ऑन्कोलॉजी ' +
          'कार्यक्रम के साथ काम कर सकते हैं: स्क्रीनिंग (जाँच), जल्दी पहचान, और घर के पास ही ' +
          'मरीजों की मदद।',
      ],
      links: [{ label: 'सामुदायिक ऑन्कोलॉजी कार्यक्रम', to: '/laboratory-pathology' }],
    },
  ],
  '/district-cancer-control-programme': [
    {
      type: 'text',
      heading: 'एक ज़िला गोद लें',
      paragraphs: [
        'NGO (गैर-सरकारी संस्थाएँ), सरकारें, ट्रस्ट, दानदाता और कंपनियों के सामाजिक ज़िम्मेदारी ' +
          '(CSR) फंड एक तय मासिक खर्च पर किसी ज़िले को गोद ले सकते हैं। हमें बताएँ कि आप किस ' +
          'ज़िले के बारे में सोच रहे हैं, और हम आपको एक प्रस्ताव भेजेंगे।',
      ],
      links: [
        { label: 'संपर्क करें', to: '/contact-us' },
        { label: 'देखभाल के चार स्तर', to: '/government-regional-authorities' },
      ],
    },
  ],
  '/mass-digital-pre-screening': [
    {
      type: 'text',
      heading: 'यह कैसे काम करता है',
      paragraphs: [
        'लोग अपने फोन पर खुद या किसी स्वास्थ्य कार्यकर्ता के साथ, लक्षणों और तंबाकू सेवन जैसे ' +
          'खतरे के कारणों के बारे में एक छोटी प्रश्नावली के जवाब देते हैं। जिनके जवाबों से खतरे का ' +
          'संकेत मिलता है, उन्हें उनके प्राथमिक स्वास्थ्य केंद्र पर जाँच के लिए बुलाया जाता है।',
      ],
    },
  ],
  '/find-cancer-expert-near-you': [
    {
      type: 'text',
      heading: 'आज ही मुफ्त में खोजें',
      paragraphs: [
        'साधारण खोज अभी से उपलब्ध है: देश, राज्य, ज़िले और विशेषज्ञता (Speciality) के अनुसार ' +
          'अस्पताल और कैंसर डॉक्टर खोजें।',
      ],
      links: [{ label: 'डॉक्टर खोजें', to: '/oncologies' }],
    },
  ],
  '/online-treatment-opinion-of-cancer-experts': [
    {
      type: 'text',
      heading: 'अभी राय चाहिए?',
      paragraphs: [
        'हमारी ऑनलाइन सेकंड ओपिनियन (Second opinion) सेवा उपलब्ध है: एक कैंसर विशेषज्ञ ' +
          '(Oncologist) आपकी रिपोर्ट और इलाज की योजना देखते हैं और 5 से 7 दिनों के अंदर अपनी ' +
          'लिखित राय देते हैं।',
      ],
      links: [{ label: 'ऑनलाइन सेकंड ओपिनियन', to: '/online-second-opinion' }],
    },
  ],
};

/** The Filters section of #/mass-digital-pre-screening. */
export const preScreeningFilters: typeof preScreeningFiltersEn = {
  heading: 'फ़िल्टर',
  intro:
    'ज़िला चुनें और देखें कि उसके कार्यक्रम के प्रायोजक (Sponsor) कौन हैं, उसने कितने मरीजों की ' +
    'मदद की है और उसके प्राथमिक स्वास्थ्य केंद्रों पर दौरे कब होते हैं।',
  formLabel: 'ज़िला चुनें',
  publishing:
    'जैसे-जैसे ज़िले कार्यक्रम से जुड़ते हैं, ज़िलों की रिपोर्ट यहाँ प्रकाशित की जाती हैं, ज़िला ' +
    'टीमों से मिले आँकड़ों के साथ।',
  noReport:
    'इस ज़िले के लिए अभी तक कोई रिपोर्ट प्रकाशित नहीं हुई है। अगर आप इस ज़िले में कार्यक्रम के ' +
    'प्रायोजक बनना चाहते हैं, तो हमें लिखें।',
  contact: { label: 'संपर्क करें', to: '/contact-us' },
};
