// Gujarati translation of the payments texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { paymentsTextValues } from '../text-values';

const texts: Translation<typeof paymentsTextValues> = {
  // Payment (buy plan) screen
  'ui.payments.programmeTitle': 'કાર્યક્રમની ચુકવણી',
  'ui.payments.myProgrammeTitle': 'મારો કાર્યક્રમ',
  'ui.payments.programmeIntro':
    'તમે જે કાર્યક્રમ માટે નોંધણી કરી છે તેની ચુકવણી કરો. ચુકવણીની પુષ્ટિ થતાં જ તમારું લૉગ ઇન ચાલુ થઈ જાય છે.',
  'ui.payments.programmeOnlyForPatients':
    'આ પેજ કોઈ કાર્યક્રમ માટે નોંધણી કરાવનાર લોકો માટે છે. હોસ્પિટલો સબ્સ્ક્રિપ્શન ' +
    'પ્લાનના પેજ પર પ્લાન ખરીદે છે.',
  'ui.payments.programmePaidTitle': 'ચુકવણી થઈ ગઈ છે',
  'ui.payments.hospitalRegisteredTitle': 'તમારી હોસ્પિટલ દ્વારા નોંધાયેલ',
  'ui.payments.hospitalRegistered':
    "તમારી હોસ્પિટલે તમને તેના દર્દી તરીકે નોંધ્યા છે, તેથી અહીં કંઈ ચૂકવવાનું નથી. તમારી એપોઇન્ટમેન્ટ અને પ્રશ્નાવલિ 'મારી સંભાળ' માં છે.",
  'ui.payments.openMyCare': 'મારી સંભાળ ખોલો',
  'ui.payments.seeReceipt': 'રસીદ જુઓ',
  'ui.payments.patientType': 'દર્દીનો પ્રકાર',
  'ui.payments.programmePrice': 'કાર્યક્રમની કિંમત',
  'ui.payments.months': 'મહિના',
  'ui.payments.monthCount_one': '{count} મહિનો',
  'ui.payments.monthCount_other': '{count} મહિના',
  'ui.payments.programmeDiscount': 'ડિસ્કાઉન્ટ કોડ',
  'ui.payments.programmeActivation':
    'તમે સુરક્ષિત ચુકવણી પેજ પર જશો. ચુકવણી સફળ થયા પછી તમારું લૉગ ઇન ચાલુ થઈ જશે.',
  'ui.payments.intro': 'પ્લાન તપાસો, તમારી પાસે કૂપન કોડ હોય તો તે લાગુ કરો, પછી સુરક્ષિત રીતે ચુકવણી કરો.',
  'ui.payments.backToPlans': 'સબ્સ્ક્રિપ્શન પ્લાન પર પાછા જાઓ',
  'ui.payments.dashboard': 'ડેશબોર્ડ',
  'ui.payments.userSummary': 'તમારી વિગતો',
  'ui.payments.planSummary': 'સબ્સ્ક્રિપ્શન પ્લાન',
  'ui.payments.fullName': 'પૂરું નામ',
  'ui.payments.mobile': 'મોબાઇલ નંબર',
  'ui.payments.hospital': 'હોસ્પિટલનું નામ',
  'ui.payments.planName': 'સબ્સ્ક્રિપ્શનનું નામ',
  'ui.payments.patientCount': 'દર્દીઓની સંખ્યા',
  'ui.payments.duration': 'સમયગાળો',
  'ui.payments.type': 'સબ્સ્ક્રિપ્શનનો પ્રકાર',
  'ui.payments.description': 'વર્ણન',
  'ui.payments.price': 'સબ્સ્ક્રિપ્શનની કિંમત',
  'ui.payments.days_one': '{count} દિવસ',
  'ui.payments.days_other': '{count} દિવસ',
  'ui.payments.amountTitle': 'ચૂકવવાની રકમ',
  'ui.payments.couponCode': 'કૂપન કોડ',
  'ui.payments.couponHint': 'ફરજિયાત નથી. ડિસ્કાઉન્ટ સર્વર પર તપાસવામાં આવે છે.',
  'ui.payments.apply': 'લાગુ કરો',
  'ui.payments.applyFirst': 'ખરીદતાં પહેલાં આ કૂપન કોડ લાગુ કરો, અથવા તેને કાઢી નાખો.',
  'ui.payments.discount': 'ડિસ્કાઉન્ટ ({code})',
  'ui.payments.finalAmount': 'ચૂકવવાની કુલ રકમ',
  'ui.payments.buyPlan': 'પ્લાન ખરીદો',
  'ui.payments.cancel': 'રદ કરો',
  'ui.payments.confirmTitle': 'કૃપા કરીને પુષ્ટિ કરો',
  'ui.payments.redirecting': 'તમને સુરક્ષિત ચુકવણી પેજ પર લઈ જઈએ છીએ… કૃપા કરીને આ વિન્ડો બંધ ન કરો.',
  'ui.payments.successTitle': 'સફળ',
  'ui.payments.failedTitle': 'નિષ્ફળ!',
  'ui.payments.stackNote':
    'તમારી હોસ્પિટલ પાસે હજુ {count} દર્દીઓની નોંધણી બાકી છે; આ પ્લાનના દર્દીઓ તેમાં ઉમેરાઈ જશે.',
  'ui.payments.planUnavailable': 'આ પ્લાન ઉપલબ્ધ નથી. કૃપા કરીને બીજો પ્લાન પસંદ કરો.',
  'ui.payments.notChiefAdmin':
    'ફક્ત હોસ્પિટલના મુખ્ય એડમિન જ પ્લાન ખરીદી શકે છે. કૃપા કરીને તમારી હોસ્પિટલના મુખ્ય એડમિનને કહો.',

  // Success and failed screens
  'ui.payments.detailsTitle': 'ચુકવણીની વિગતો',
  'ui.payments.hospitalRegistrationNo': 'હોસ્પિટલનો નોંધણી નંબર',
  'ui.payments.email': 'ઈ-મેલ આઈડી',
  'ui.payments.itemName': 'સબ્સ્ક્રિપ્શન પ્લાન',
  'ui.payments.programme': 'કાર્યક્રમ',
  'ui.payments.totalPatients': 'દર્દીઓની કુલ સંખ્યા',
  'ui.payments.amount': 'રકમ',
  'ui.payments.orderId': 'ઓર્ડર આઈડી',
  'ui.payments.transactionId': 'ટ્રાન્ઝેક્શન આઈડી',
  'ui.payments.transactionDate': 'ટ્રાન્ઝેક્શનની તારીખ',
  'ui.payments.status': 'સ્થિતિ',
  'ui.payments.statusFailed': 'નિષ્ફળ',
  'ui.payments.reason': 'કારણ',
  'ui.payments.successHeading': 'ચુકવણી સફળ થઈ',
  'ui.payments.successText': 'આભાર. આ પેક તમારી હોસ્પિટલના સબ્સ્ક્રિપ્શનમાં ઉમેરાઈ ગયું છે.',
  'ui.payments.successTextProgramme': 'આભાર. તમારી ચુકવણી મળી ગઈ છે.',
  'ui.payments.failedHeading': 'ચુકવણી થઈ શકી નથી',
  'ui.payments.failedText': 'આ ઓર્ડર માટે કોઈ પૈસા કપાયા નથી. તમે ફરી પ્રયાસ કરી શકો છો.',
  'ui.payments.tryAgain': 'ફરી પ્રયાસ કરો',
  'ui.payments.goDashboard': 'ડેશબોર્ડ પર જાઓ',
  'ui.payments.goPatientList': 'દર્દીઓની યાદી',
  'ui.payments.pendingHeading': 'ચુકવણી ચાલુ છે',
  'ui.payments.pendingText':
    'આ ઓર્ડર માટે પેમેન્ટ ગેટવે તરફથી હજુ જવાબ આવ્યો નથી. સામાન્ય રીતે તેમાં થોડી જ વાર લાગે છે.',
  'ui.payments.refresh': 'રિફ્રેશ કરો',
  'ui.payments.notFound': 'આ ચુકવણી મળી નથી.',
  'ui.payments.notAvailable': 'ઉપલબ્ધ નથી',
};

export default texts;
