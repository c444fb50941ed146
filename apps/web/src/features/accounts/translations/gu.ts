// Gujarati translation of the registration texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { accountsTextValues } from '../text-values';

const texts: Translation<typeof accountsTextValues> = {
  'ui.accounts.otherThanNamesake':
    'આ બીજી હોસ્પિટલ છે, આ જિલ્લામાં પહેલેથી નોંધાયેલી આ જ નામની હોસ્પિટલ નથી',
  'ui.accounts.registerWithoutHospital': 'હોસ્પિટલ વગર ડૉક્ટર તરીકે નોંધણી કરો',
};
export default texts;
