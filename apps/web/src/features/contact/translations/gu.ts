// Gujarati translation of the contact texts (../texts.ts).
import type { Translation } from '@portal/shared';
import type { contactTexts } from '../texts';

const texts: Translation<typeof contactTexts> = {
  'ui.contact.title': 'સંપર્ક કરો',
  'ui.contact.intro':
    'કોઈ દર્દી માટે મદદ જોઈએ છે, આ કાર્યક્રમ તમારા ક્લિનિકમાં શરૂ કરવો છે કે અમારા ' +
    'સામુદાયિક કાર્યમાં જોડાવું છે? અમને લખો, કાર્યક્રમની ટીમ તમારો સંપર્ક કરશે.',
  'ui.contact.formTitle': 'અમને સંદેશો મોકલો',
  'ui.contact.name': 'નામ',
  'ui.contact.email': 'ઈ-મેલ આઈડી',
  'ui.contact.mobile': 'મોબાઇલ નંબર',
  'ui.contact.city': 'શહેર',
  'ui.contact.purpose': 'સંપર્ક કરવાનું કારણ',
  'ui.contact.description': 'વિગત',
  'ui.contact.submit': 'સબમિટ કરો',

  'ui.contact.officeTitle': 'કાર્યક્રમ કાર્યાલય',
  'ui.contact.officeName': 'કેન્સર કેર પોર્ટલ, કાર્યક્રમ કાર્યાલય',
  'ui.contact.officeStreet': 'ચોથો માળ, સહજાનંદ કૉમ્પ્લેક્સ, સ્ટેડિયમ ચાર રસ્તા પાસે, નવરંગપુરા',
  'ui.contact.officeCity': 'અમદાવાદ, ગુજરાત 380009, ભારત',
  'ui.contact.officePhoneLabel': 'ફોન',
  'ui.contact.officePhone': '+91 79 0000 0000',
  'ui.contact.officeEmailLabel': 'ઈ-મેલ',
  'ui.contact.officeEmail': 'programme.office@example.org',
  'ui.contact.officeHoursLabel': 'કાર્યાલયનો સમય',
  'ui.contact.officeHours': 'સોમવારથી શનિવાર, 9:00 થી 17:00 (IST)',
  'ui.contact.mapTitle': 'કાર્યક્રમ કાર્યાલયનો નકશો',

  'ui.contact.enquiriesTitle': 'સંપર્ક પૂછપરછ',
  'ui.contact.enquiriesIntro':
    '“સંપર્ક કરો” પેજ પરથી મોકલાયેલા સંદેશા, સૌથી નવા પહેલાં. ટીમ જવાબ આપી દે પછી પૂછપરછ પર ટિક કરો.',
  'ui.contact.enquiriesCardText': 'મુલાકાતીઓએ “સંપર્ક કરો” પેજ પરથી મોકલેલા સંદેશા.',
  'ui.contact.colDate': 'તારીખ',
  'ui.contact.colName': 'નામ',
  'ui.contact.colEmail': 'ઈ-મેલ આઈડી',
  'ui.contact.colMobile': 'મોબાઇલ',
  'ui.contact.colLocation': 'સ્થળ',
  'ui.contact.colPurpose': 'કારણ',
  'ui.contact.colDescription': 'વિગત',
  'ui.contact.colHandled': 'નિકાલ થયો',
  'ui.contact.markHandled': '{name} ની પૂછપરછનો નિકાલ થયો',
  'ui.contact.handledOn': '{date} ના રોજ નિકાલ થયો',
  'ui.contact.pagination': 'પૂછપરછનાં પેજ',
};

export default texts;
