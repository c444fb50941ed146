// Gujarati translation of the Hospitals screen's texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { hospitalsTextValues } from '../text-values';

const texts: Translation<typeof hospitalsTextValues> = {
  'ui.hospitals.intro':
    'પોર્ટલ પર નોંધાયેલી દરેક હૉસ્પિટલ, તેના ડૉક્ટર, તેના દર્દીઓ અને તેના સબ્સ્ક્રિપ્શનની સ્થિતિ.',
  'ui.hospitals.search': 'હૉસ્પિટલના નામથી શોધો',
  'ui.hospitals.searchHint': 'નામનો કોઈ પણ ભાગ.',
  'ui.hospitals.count_one': '{shown} હૉસ્પિટલ',
  'ui.hospitals.count_other': '{shown} હૉસ્પિટલ',
  'ui.hospitals.col.srNo': 'ક્ર. નં.',
  'ui.hospitals.col.hospital': 'હૉસ્પિટલ',
  'ui.hospitals.col.place': 'જિલ્લો, રાજ્ય',
  'ui.hospitals.col.chiefAdmin': 'મુખ્ય એડમિન',
  'ui.hospitals.col.mobile': 'મોબાઇલ',
  'ui.hospitals.col.doctors': 'ડૉક્ટર',
  'ui.hospitals.col.patients': 'દર્દીઓ',
  'ui.hospitals.col.subscription': 'સબ્સ્ક્રિપ્શન',
  'ui.hospitals.col.registered': 'નોંધણીની તારીખ',
  'ui.hospitals.state.active': 'સક્રિય',
  'ui.hospitals.state.expired': 'પૂરું થયું',
  'ui.hospitals.state.none': 'કોઈ ખરીદ્યું નથી',
  'ui.hospitals.until': '{date} સુધી',
  'ui.hospitals.ended': '{date} એ પૂરું થયું',
  'ui.hospitals.patientsLeft_one': '{shown} દર્દી બાકી',
  'ui.hospitals.patientsLeft_other': '{shown} દર્દી બાકી',
  'ui.hospitals.pagination': 'હૉસ્પિટલનાં પાનાં',
  'ui.hospitals.title': 'હૉસ્પિટલ',
  'ui.hospitals.backToList': 'હૉસ્પિટલ પર પાછા',
  'ui.hospitals.notFoundTitle': 'હૉસ્પિટલ મળી નથી',
  'ui.hospitals.notFoundText': 'આ સરનામે કોઈ હૉસ્પિટલ નથી. હૉસ્પિટલની યાદીમાંથી પસંદ કરો.',
  'ui.hospitals.email': 'ઈ-મેલ',
  'ui.hospitals.registrationNo': 'નોંધણી નં.',
  'ui.hospitals.packs': 'સબ્સ્ક્રિપ્શન પૅક',
  'ui.hospitals.payments': 'ચુકવણી',
  'ui.hospitals.paymentsIntro':
    'આ હૉસ્પિટલ માટે શરૂ થયેલી દરેક પ્લાન ચુકવણી, સૌથી નવી પહેલાં: ચૂકવાઈ, નિષ્ફળ ગઈ કે હજી ગેટવેના જવાબની રાહમાં છે.',
  'ui.hospitals.paymentCount_one': '{shown} ચુકવણી',
  'ui.hospitals.paymentCount_other': '{shown} ચુકવણી',
  'ui.hospitals.paymentPages': 'ચુકવણીનાં પેજ',
  'ui.hospitals.payment.success': 'ચૂકવાઈ',
  'ui.hospitals.payment.pending': 'બાકી',
  'ui.hospitals.payment.failed': 'નિષ્ફળ',
  'ui.hospitals.payment.discounted': '{price} માંથી {discount} ની છૂટ ({code})',
  'ui.hospitals.payment.col.started': 'શરૂ થઈ',
  'ui.hospitals.payment.col.plan': 'પ્લાન',
  'ui.hospitals.payment.col.amount': 'રકમ',
  'ui.hospitals.payment.col.status': 'સ્થિતિ',
  'ui.hospitals.payment.col.payer': 'ચૂકવનાર',
  'ui.hospitals.payment.col.reference': 'સંદર્ભ',
};

export default texts;
