// Gujarati translation of the content texts (../texts.ts).
import type { Translation } from '@portal/shared';
import type { contentTexts } from '../texts';

const texts: Translation<typeof contentTexts> = {
  'ui.content.crumb.cancerPatients': 'કેન્સરના દર્દીઓ',
  'ui.content.crumb.normalPersons': 'કેન્સર ન હોય તેવા લોકો',
  'ui.content.crumb.communityOncology': 'કોમ્યુનિટી ઓન્કોલોજી કાર્યક્રમ',

  'ui.content.register': 'નોંધણી કરો',
  'ui.content.price': 'કિંમત',
  'ui.content.duration': 'સમયગાળો',
  'ui.content.forWhom': 'કોના માટે',
  'ui.content.whatYouGet': 'તમને શું મળશે',
  'ui.content.comingSoon': 'ટૂંક સમયમાં શરૂ થશે',
  'ui.content.draftTitle': 'આ સેવા ટૂંક સમયમાં શરૂ થશે',
  'ui.content.draftText':
    'તેના માટે હજી નોંધણી શરૂ થઈ નથી. આ પેજ જણાવે છે કે તેમાં શું મળશે; શરૂ થાય તે પહેલાં કિંમત બદલાઈ શકે છે.',
  'ui.content.paymentNote':
    'તમારા મોબાઇલ નંબરથી નોંધણી કરો, પછી ફી ઓનલાઇન ભરો. ચુકવણી મળતાં જ તમારું લૉગ ઇન ચાલુ થઈ જશે.',
  'ui.content.adjuvantNote':
    'આ પ્લેટફોર્મ પરની માહિતી અને સેવાઓ તમારી સારવાર કરતા ડૉક્ટરની સલાહને પૂરક છે; તે ' +
    'ક્યારેય ડૉક્ટરની સલાહનું સ્થાન લેતી નથી.',
  'ui.content.readTerms': 'નિયમો અને શરતો વાંચો',
  'ui.content.contactUs': 'સંપર્ક કરો',
  'ui.content.openPage': '{page} ખોલો',

  'ui.content.slideshow': 'મુખ્ય વાતો',
  'ui.content.slide': '{total} માંથી સ્લાઇડ {number}',
  'ui.content.showSlide': 'સ્લાઇડ {number} બતાવો: {title}',
  'ui.content.previousSlide': 'પાછલી સ્લાઇડ',
  'ui.content.nextSlide': 'આગલી સ્લાઇડ',
  'ui.content.pauseSlideshow': 'સ્લાઇડશો અટકાવો',
  'ui.content.playSlideshow': 'સ્લાઇડશો ચલાવો',
  'ui.content.brochure': 'બ્રોશર ડાઉનલોડ કરો (PDF)',
  'ui.content.brochureIn': '{language} (PDF)',
};

export default texts;
