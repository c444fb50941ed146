// Hindi translation of the registration texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { accountsTextValues } from '../text-values';

const texts: Translation<typeof accountsTextValues> = {
  'ui.accounts.otherThanNamesake':
    'यह कोई दूसरा अस्पताल है, इस ज़िले में पहले से पंजीकृत इसी नाम वाला अस्पताल नहीं',
  'ui.accounts.registerWithoutHospital': 'अस्पताल के बिना डॉक्टर के रूप में पंजीकरण करें',
};
export default texts;
