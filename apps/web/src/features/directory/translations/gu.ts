// Gujarati translation of the directory texts (../texts.ts).
import type { Translation } from '@portal/shared';
import type { directoryTextValues } from '../text-values';

const texts: Translation<typeof directoryTextValues> = {
  'ui.directory.title': 'ડૉક્ટર શોધો',
  'ui.directory.intro':
    'દેશ, રાજ્ય, જિલ્લો અને સ્પેશિયાલિટી (વિશેષતા) પ્રમાણે હોસ્પિટલો અને કેન્સર નિષ્ણાતો શોધો.',
  'ui.directory.districtTitle': 'તમારા જિલ્લામાં ડૉક્ટર શોધો',
  'ui.directory.districtIntro':
    'તમારું રાજ્ય અને જિલ્લો પસંદ કરો અને તમારી સૌથી નજીકની હોસ્પિટલો અને કેન્સર નિષ્ણાતો ' +
    '(ઓન્કોલોજિસ્ટ) જુઓ.',
  'ui.directory.cancerPatients': 'કેન્સરના દર્દીઓ',
  'ui.directory.filters': 'શોધ ફિલ્ટર',
  'ui.directory.speciality': 'સ્પેશિયાલિટી',
  'ui.directory.anySpeciality': 'બધી સ્પેશિયાલિટી',
  'ui.directory.search': 'ડૉક્ટર શોધો',
  'ui.directory.reset': 'રીસેટ કરો',
  'ui.directory.resultCount': '{count} હોસ્પિટલ મળી',
  'ui.directory.resultCountOne': '1 હોસ્પિટલ મળી',
  'ui.directory.earlierResults': 'નીચેનાં પરિણામો અગાઉની શોધનાં છે.',
  'ui.directory.colSrNo': 'ક્રમ નં.',
  'ui.directory.colHospitalName': 'હોસ્પિટલનું નામ',
  'ui.directory.colHospitalCode': 'હોસ્પિટલ કોડ',
  'ui.directory.colHospitalType': 'હોસ્પિટલનો પ્રકાર',
  'ui.directory.colMobile': 'મોબાઇલ',
  'ui.directory.colEmail': 'ઈ-મેલ આઈડી',
  'ui.directory.colCountry': 'દેશ',
  'ui.directory.colState': 'રાજ્ય',
  'ui.directory.colDistrict': 'જિલ્લો',
  'ui.directory.colCity': 'શહેર',
  'ui.directory.colSpeciality': 'સ્પેશિયાલિટી',
  'ui.directory.results': 'હોસ્પિટલો અને ડૉક્ટરો',
  'ui.directory.pagination': 'પરિણામોનાં પેજ',
  'ui.directory.investKind': 'સેવાનો પ્રકાર',
  'ui.directory.investKindBoth': 'રેડિયોલોજી અને પેથોલોજી',
  'ui.directory.investKindRadiology': 'રેડિયોલોજી (સ્કેન અને ઇમેજિંગ)',
  'ui.directory.investKindPathology': 'પેથોલોજી (લેબોરેટરી ટેસ્ટ)',
  'ui.directory.investSearch': 'ક્લિનિક શોધો',
  'ui.directory.investResults': 'રેડિયોલોજી અને પેથોલોજી ક્લિનિક',
  'ui.directory.investCount': '{count} ક્લિનિક મળ્યાં',
  'ui.directory.investCountOne': '1 ક્લિનિક મળ્યું',
  'ui.directory.investPagination': 'ક્લિનિકનાં પરિણામોનાં પેજ',
  'ui.directory.investAbout': 'આ સેવા વિશે',
  'ui.directory.investPrice': 'કિંમત',
  'ui.directory.investDuration': 'સમયગાળો',
  'ui.directory.investFree':
    'ક્લિનિક અને લેબોરેટરીની યાદી હાલમાં મફત જોઈ શકાય છે; તેના માટે કોઈ ચુકવણી લેવામાં આવતી નથી.',
  'ui.directory.investHowToBook':
    'તમારો ટેસ્ટ બુક કરવા ક્લિનિકને ફોન કે ઈ-મેલ કરો, અને તમારા ડૉક્ટરનું પ્રિસ્ક્રિપ્શન (ચિઠ્ઠી) સાથે લઈ જાઓ.',
  'ui.directory.colClinicName': 'ક્લિનિક / લેબનું નામ',
  'ui.directory.colServices': 'સેવાનો પ્રકાર',
  'ui.directory.colAddress': 'સરનામું',
  'ui.directory.colPhone': 'ફોન',
};

export default texts;
