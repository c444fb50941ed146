// Gujarati translation of the account pages' and sign-in-again texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { authTextValues } from '../text-values';

const texts: Translation<typeof authTextValues> = {
  'ui.signInAgain.title': 'ફરીથી લૉગ ઇન કરો',
  'ui.signInAgain.text':
    'તમારું સેશન પૂરું થઈ ગયું છે, તેથી હવે કંઈ સેવ કે લોડ થશે નહીં. આ જ પેજ પર રહેવા માટે ફરીથી લૉગ ઇન કરો: તમે જે લખ્યું છે તે રહેશે, અને પછી તમે તેને સેવ કરી શકો છો.',
  'ui.signInAgain.otherAccount': 'લૉગ ઇન પેજ પર જાઓ',
  'ui.signInAgain.otherAccountNote':
    'લૉગ ઇન પેજથી બીજા એકાઉન્ટમાં લૉગ ઇન થાય છે; ત્યારે અહીં લખેલું ખોવાઈ જશે.',
  'ui.signInAgain.done':
    'તમે ફરીથી લૉગ ઇન થઈ ગયા છો. તમે જે લખ્યું છે તે રાખવા માટે ફૉર્મ ફરી એક વાર સેવ કરો.',
  'ui.changePassword.title': 'પાસવર્ડ બદલો',
  'ui.changePassword.intro':
    'પાસવર્ડ બદલ્યા પછી તમે બધી જગ્યાએથી લૉગ આઉટ થઈ જશો, પછી તમે ફરીથી લૉગ ઇન કરી શકો છો.',
  'ui.changeMobile.title': 'મોબાઇલ નંબર બદલો',
  'ui.changeMobile.intro':
    'તમે {mobile} થી લૉગ ઇન કરો છો. નવો નંબર અને તમારો પાસવર્ડ દાખલ કરો; ખાતરી કરવા માટે ' +
    'અમે નવા નંબર પર એક કોડ મોકલીશું.',
  'ui.changeMobile.newMobile': 'નવો મોબાઇલ નંબર',
  'ui.changeMobile.password': 'તમારો પાસવર્ડ',
  'ui.changeMobile.sendCode': 'કોડ મોકલો',
  'ui.changeMobile.codeSentTo': '{mobile} પર મોકલેલો 6 અંકનો કોડ દાખલ કરો.',
  'ui.changeMobile.otherNumber': 'બીજો નંબર વાપરો',
  'ui.changeMobile.confirm': 'નંબર બદલો',
  'ui.setPassword.title': 'તમારો પાસવર્ડ સેટ કરો',
  'ui.setPassword.intro':
    'તમારી હોસ્પિટલે તમારા માટે એકાઉન્ટ બનાવ્યું છે. પાસવર્ડ પસંદ કરો, પછી તમારા મોબાઇલ ' +
    'નંબરથી લૉગ ઇન કરો.',
  'ui.setPassword.submit': 'પાસવર્ડ સેટ કરો',
  'ui.setPassword.linkInvalid':
    'આ લિંકની મુદત પૂરી થઈ ગઈ છે અથવા તે પહેલાં જ વપરાઈ ગઈ છે. તમારા મોબાઇલ નંબર પર ' +
    'મોકલેલા કોડથી પાસવર્ડ સેટ કરવા માટે લૉગ ઇન પેજ પર ‘પાસવર્ડ ભૂલી ગયા?’ પસંદ કરો.',
  'ui.setPassword.toLogin': 'લૉગ ઇન પર જાઓ',
  'ui.forgot.title': 'પાસવર્ડ ભૂલી ગયા',
  'ui.forgot.intro': 'તમારો નોંધાયેલો મોબાઇલ નંબર દાખલ કરો. અમે તમને 6 અંકનો OTP મોકલીશું.',
  'ui.forgot.otpHint': 'તમારા મોબાઇલ નંબર પર મોકલેલો 6 અંકનો OTP દાખલ કરો.',
  'ui.forgot.resendIn': '{count} સેકન્ડમાં OTP ફરી મોકલો',
  'ui.forgot.lastCode': 'આ નંબરને આગામી {minutes} મિનિટ સુધી આ પછી કોઈ કોડ નહીં મળે: તેના SMS ની રાહ જુઓ.',
};

export default texts;
