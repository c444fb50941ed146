// Hindi translation of the content texts (../texts.ts).
import type { Translation } from '@portal/shared';
import type { contentTexts } from '../texts';

const texts: Translation<typeof contentTexts> = {
  'ui.content.crumb.cancerPatients': 'कैंसर के मरीज',
  'ui.content.crumb.normalPersons': 'जिन्हें कैंसर नहीं है',
  'ui.content.crumb.communityOncology': 'सामुदायिक ऑन्कोलॉजी कार्यक्रम',

  'ui.content.register': 'रजिस्टर करें',
  'ui.content.price': 'कीमत',
  'ui.content.duration': 'अवधि',
  'ui.content.forWhom': 'किसके लिए',
  'ui.content.whatYouGet': 'आपको क्या मिलेगा',
  'ui.content.comingSoon': 'जल्द आ रहा है',
  'ui.content.draftTitle': 'यह सेवा जल्द शुरू होगी',
  'ui.content.draftText':
    'इसके लिए अभी रजिस्ट्रेशन शुरू नहीं हुआ है। इस पेज पर बताया गया है कि इसमें क्या मिलेगा; ' +
    'शुरू होने से पहले कीमत बदल सकती है।',
  'ui.content.paymentNote':
    'अपने मोबाइल नंबर से रजिस्टर करें, फिर फीस ऑनलाइन भरें। भुगतान मिलते ही आपका लॉग इन चालू हो जाएगा।',
  'ui.content.adjuvantNote':
    'इस प्लेटफॉर्म की जानकारी और सेवाएँ आपका इलाज करने वाले डॉक्टर की सलाह में मदद करती हैं; ' +
    'वे कभी उनकी सलाह की जगह नहीं लेतीं।',
  'ui.content.readTerms': 'नियम और शर्तें पढ़ें',
  'ui.content.contactUs': 'संपर्क करें',
  'ui.content.openPage': '{page} खोलें',

  'ui.content.slideshow': 'मुख्य बातें',
  'ui.content.slide': '{total} में से स्लाइड {number}',
  'ui.content.showSlide': 'स्लाइड {number} दिखाएँ: {title}',
  'ui.content.previousSlide': 'पिछली स्लाइड',
  'ui.content.nextSlide': 'अगली स्लाइड',
  'ui.content.pauseSlideshow': 'स्लाइडशो रोकें',
  'ui.content.playSlideshow': 'स्लाइडशो चलाएँ',
  'ui.content.brochure': 'ब्रोशर डाउनलोड करें (PDF)',
  'ui.content.brochureIn': '{language} (PDF)',
};

export default texts;
