// Hindi translation of the sign-in-again texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { authTextValues } from '../text-values';

const texts: Translation<typeof authTextValues> = {
  'ui.signInAgain.title': 'दोबारा लॉग इन करें',
  'ui.signInAgain.text':
    'आपका सेशन खत्म हो गया है, इसलिए अब कुछ भी सेव या लोड नहीं होगा। इसी पेज पर रहने के लिए दोबारा लॉग इन करें: आपने जो लिखा है वह बना रहेगा, और फिर आप उसे सेव कर सकते हैं।',
  'ui.signInAgain.otherAccount': 'लॉग इन पेज पर जाएँ',
  'ui.signInAgain.otherAccountNote':
    'लॉग इन पेज से दूसरे अकाउंट में लॉग इन होता है; तब यहाँ लिखा हुआ खो जाएगा।',
  'ui.signInAgain.done':
    'आप दोबारा लॉग इन हो गए हैं। आपने जो लिखा है उसे रखने के लिए फ़ॉर्म एक बार फिर सेव करें।',
};

export default texts;
