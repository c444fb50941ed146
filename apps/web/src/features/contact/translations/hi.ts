// Hindi translation of the contact texts (../texts.ts).
import type { Translation } from '@portal/shared';
import type { contactTexts } from '../texts';

const texts: Translation<typeof contactTexts> = {
  'ui.contact.title': 'संपर्क करें',
  'ui.contact.intro':
    'किसी मरीज के लिए मदद चाहिए, यह कार्यक्रम अपने क्लिनिक में शुरू करना चाहते हैं या हमारे ' +
    'सामुदायिक काम से जुड़ना चाहते हैं? हमें लिखें, कार्यक्रम की टीम आपसे संपर्क करेगी।',
  'ui.contact.formTitle': 'हमें संदेश भेजें',
  'ui.contact.name': 'नाम',
  'ui.contact.email': 'ई-मेल आईडी',
  'ui.contact.mobile': 'मोबाइल नंबर',
  'ui.contact.city': 'शहर',
  'ui.contact.purpose': 'संपर्क करने का कारण',
  'ui.contact.description': 'विवरण',
  'ui.contact.submit': 'सबमिट करें',

  'ui.contact.officeTitle': 'कार्यक्रम कार्यालय',
  'ui.contact.officeName': 'कैंसर केयर पोर्टल, कार्यक्रम कार्यालय',
  'ui.contact.officeStreet': 'चौथी मंज़िल, सहजानंद कॉम्प्लेक्स, स्टेडियम क्रॉस रोड के पास, नवरंगपुरा',
  'ui.contact.officeCity': 'अहमदाबाद, गुजरात 380009, भारत',
  'ui.contact.officePhoneLabel': 'फोन',
  'ui.contact.officePhone': '+91 79 0000 0000',
  'ui.contact.officeEmailLabel': 'ई-मेल',
  'ui.contact.officeEmail': 'programme.office@example.org',
  'ui.contact.officeHoursLabel': 'कार्यालय का समय',
  'ui.contact.officeHours': 'सोमवार से शनिवार, 9:00 से 17:00 बजे तक (IST)',
  'ui.contact.mapTitle': 'कार्यक्रम कार्यालय का नक्शा',

  'ui.contact.enquiriesTitle': 'संपर्क पूछताछ',
  'ui.contact.enquiriesIntro':
    '“संपर्क करें” पेज से भेजे गए संदेश, सबसे नए पहले। टीम के जवाब दे देने के बाद पूछताछ पर टिक लगाएँ।',
  'ui.contact.enquiriesCardText': 'विज़िटर द्वारा “संपर्क करें” पेज से भेजे गए संदेश।',
  'ui.contact.colDate': 'तारीख',
  'ui.contact.colName': 'नाम',
  'ui.contact.colEmail': 'ई-मेल आईडी',
  'ui.contact.colMobile': 'मोबाइल',
  'ui.contact.colLocation': 'स्थान',
  'ui.contact.colPurpose': 'कारण',
  'ui.contact.colDescription': 'विवरण',
  'ui.contact.colHandled': 'निपटाई गई',
  'ui.contact.markHandled': '{name} की पूछताछ निपटाई गई',
  'ui.contact.handledOn': '{date} को निपटाई गई',
  'ui.contact.pagination': 'पूछताछ के पेज',
};

export default texts;
