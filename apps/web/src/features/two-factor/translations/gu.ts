// Gujarati translation of the two-factor sign-in texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { twoFactorTextValues } from '../text-values';

const texts: Translation<typeof twoFactorTextValues> = {
  'ui.twoFactor.title': 'ટુ-ફેક્ટર લૉગ ઇન',
  'ui.twoFactor.intro':
    'દરેક વખતે લૉગ ઇન કરતી વખતે તમારો પાસવર્ડ અને તમારા ફોનની ઓથેન્ટિકેટર એપ (Google ' +
    'Authenticator, Microsoft Authenticator, FreeOTP અથવા એવી જ કોઈ એપ)માંથી 6 અંકનો કોડ ' +
    'માંગવામાં આવે છે, જેથી ફક્ત ચોરાયેલા પાસવર્ડથી કોઈ તમારું એકાઉન્ટ ખોલી ન શકે.',
  'ui.twoFactor.loadFailed': 'તમારા ટુ-ફેક્ટર લૉગ ઇનના સેટિંગ લોડ થઈ શક્યા નથી.',
  'ui.twoFactor.required':
    'આગળ વધતા પહેલાં તમારા એકાઉન્ટમાં ટુ-ફેક્ટર લૉગ ઇન ચાલુ હોવું જરૂરી છે. તેને નીચે સેટ કરો; ' +
    'તેમાં એક મિનિટ લાગે છે.',
  'ui.twoFactor.notForYou':
    'ટુ-ફેક્ટર લૉગ ઇન સુપર એડમિન અને હોસ્પિટલોના મુખ્ય એડમિન માટે છે. તમારું એકાઉન્ટ તેના ' +
    'પાસવર્ડથી લૉગ ઇન થાય છે.',

  // Off
  'ui.twoFactor.offTitle': 'ટુ-ફેક્ટર લૉગ ઇન બંધ છે',
  'ui.twoFactor.offText':
    'તેને કોઈ ઓથેન્ટિકેટર એપથી સેટ કરો. તમને 10 રિકવરી કોડ પણ મળશે, એ દિવસ માટે જ્યારે ' +
    'તમારો ફોન પાસે ન હોય.',
  'ui.twoFactor.start': 'ટુ-ફેક્ટર લૉગ ઇન સેટ કરો',

  // Enrolment
  'ui.twoFactor.enrolTitle': 'તમારી ઓથેન્ટિકેટર એપ સેટ કરો',
  'ui.twoFactor.stepScan': '1. આ QR કોડ તમારી ઓથેન્ટિકેટર એપથી સ્કેન કરો.',
  'ui.twoFactor.qrLabel': 'તમારી ઓથેન્ટિકેટર એપ માટે QR કોડ',
  'ui.twoFactor.stepManual': 'સ્કેન નથી થતું? આ કી (Key)થી જાતે એકાઉન્ટ ઉમેરો (સમય-આધારિત / time-based):',
  'ui.twoFactor.secretLabel': 'જાતે નાખવા માટેની કી (Key)',
  'ui.twoFactor.copyKey': 'કી કૉપિ કરો',
  'ui.twoFactor.copied': 'કૉપિ થઈ ગયું',
  'ui.twoFactor.stepConfirm': '2. એપમાં હવે કેન્સર કેર પોર્ટલ માટે દેખાતો 6 અંકનો કોડ નાખો.',
  'ui.twoFactor.code': 'એપનો કોડ',
  'ui.twoFactor.confirm': 'ચાલુ કરો',
  'ui.twoFactor.cancelEnrol': 'રદ કરો',

  // Recovery codes
  'ui.twoFactor.codesTitle': 'તમારા રિકવરી કોડ',
  'ui.twoFactor.codesText':
    'જ્યારે તમારો ફોન પાસે ન હોય, ત્યારે દરેક કોડથી તમે એક વાર લૉગ ઇન કરી શકો છો. તેમને ' +
    'તમારા ફોનથી અલગ કોઈ સુરક્ષિત જગ્યાએ રાખો: તે ફક્ત અત્યારે જ બતાવવામાં આવે છે.',
  'ui.twoFactor.codesLabel': 'રિકવરી કોડ',
  'ui.twoFactor.copyCodes': 'કોડ કૉપિ કરો',
  'ui.twoFactor.downloadCodes': 'ટેક્સ્ટ ફાઇલ તરીકે ડાઉનલોડ કરો',
  'ui.twoFactor.codesFileHeading':
    '{mobile} માટે કેન્સર કેર પોર્ટલના રિકવરી કોડ. દરેક કોડ ફક્ત એક વાર ચાલે છે.',
  'ui.twoFactor.saved': 'મેં આ રિકવરી કોડ સેવ કરી લીધા છે',
  'ui.twoFactor.done': 'થઈ ગયું',

  // On
  'ui.twoFactor.onTitle': 'ટુ-ફેક્ટર લૉગ ઇન ચાલુ છે',
  'ui.twoFactor.onSince': '{date}થી ચાલુ છે.',
  'ui.twoFactor.codesLeft': 'બાકી રિકવરી કોડ: 10માંથી {count}.',
  'ui.twoFactor.codesLow': 'થોડા જ રિકવરી કોડ બાકી છે. નવા કોડ બનાવો.',
  'ui.twoFactor.regenerate': 'નવા રિકવરી કોડ',
  'ui.twoFactor.disable': 'બંધ કરો',

  // Dialogs
  'ui.twoFactor.regenerateTitle': 'નવા રિકવરી કોડ બનાવવા છે?',
  'ui.twoFactor.regenerateText':
    'તમારા હાલના રિકવરી કોડ કામ કરતા બંધ થઈ જશે. આગળ વધવા માટે તમારી ઓથેન્ટિકેટર એપનો કોડ નાખો.',
  'ui.twoFactor.regenerateConfirm': 'નવા કોડ બનાવો',
  'ui.twoFactor.disableTitle': 'ટુ-ફેક્ટર લૉગ ઇન બંધ કરવું છે?',
  'ui.twoFactor.disableText':
    'લૉગ ઇન વખતે ફક્ત તમારો પાસવર્ડ માંગવામાં આવશે, અને તમારા રિકવરી કોડ કામ કરતા બંધ થઈ જશે. ' +
    'તમારો પાસવર્ડ અને તમારી એપનો કોડ અથવા કોઈ રિકવરી કોડ નાખો.',
  'ui.twoFactor.disableConfirm': 'બંધ કરો',
  'ui.twoFactor.password': 'તમારો પાસવર્ડ',
  'ui.twoFactor.codeOrRecovery': 'એપનો કોડ, અથવા કોઈ રિકવરી કોડ',

  // The dashboard prompt
  'ui.twoFactor.promptTitle': 'તમારા એડમિન એકાઉન્ટને સુરક્ષિત કરો',
  'ui.twoFactor.promptText':
    'ટુ-ફેક્ટર લૉગ ઇન ચાલુ કરો: તે પછી દરેક લૉગ ઇન વખતે તમારા ફોનની એપનો કોડ પણ માંગવામાં આવશે.',
  'ui.twoFactor.promptAction': 'હમણાં સેટ કરો',
};

export default texts;
