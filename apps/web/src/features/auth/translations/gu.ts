// Gujarati translation of the sign-in-again texts (../text-values.ts).
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
};

export default texts;
