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
};

export default texts;
