// Gujarati translation of the paste warning (../texts.ts).
import type { Translation } from '@portal/shared';
import type { pasteCutTexts } from '../texts';

const texts: Translation<typeof pasteCutTexts> = {
  'ui.pasteCut.warning':
    'પેસ્ટ કરેલું લખાણ આ ફીલ્ડની મર્યાદા ({max} અક્ષર) કરતાં લાંબું છે: ફક્ત તેનો શરૂઆતનો ભાગ રાખવામાં આવ્યો. ' +
    'ફીલ્ડનો અંત તપાસો.',
  'ui.pasteCut.typed': 'આ ફીલ્ડમાં વધુમાં વધુ {max} અક્ષર આવે છે: તેનાથી આગળ લખેલું રાખવામાં આવતું નથી.',
};
export default texts;
