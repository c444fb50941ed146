// Hindi translation of the paste warning (../texts.ts).
import type { Translation } from '@portal/shared';
import type { pasteCutTexts } from '../texts';

const texts: Translation<typeof pasteCutTexts> = {
  'ui.pasteCut.warning':
    'पेस्ट किया गया टेक्स्ट इस फ़ील्ड की सीमा ({max} अक्षर) से लंबा है: केवल उसका शुरुआती भाग रखा गया। ' +
    'फ़ील्ड का अंत जाँच लें।',
  'ui.pasteCut.typed':
    'इस फ़ील्ड में ज़्यादा से ज़्यादा {max} अक्षर आते हैं: उसके आगे टाइप किया गया नहीं रखा जाता।',
};
export default texts;
