// Hindi translation of the account pages' and sign-in-again texts (../text-values.ts).
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
  'ui.changePassword.title': 'पासवर्ड बदलें',
  'ui.changePassword.intro':
    'पासवर्ड बदलने के बाद आप हर जगह से लॉग आउट हो जाएँगे, फिर आप दोबारा लॉग इन कर सकते हैं।',
  'ui.changeMobile.title': 'मोबाइल नंबर बदलें',
  'ui.changeMobile.intro':
    'आप {mobile} से लॉग इन करते हैं। नया नंबर और अपना पासवर्ड डालें; पुष्टि के लिए हम नए ' +
    'नंबर पर एक कोड भेजेंगे।',
  'ui.changeMobile.newMobile': 'नया मोबाइल नंबर',
  'ui.changeMobile.password': 'आपका पासवर्ड',
  'ui.changeMobile.sendCode': 'कोड भेजें',
  'ui.changeMobile.codeSentTo': '{mobile} पर भेजा गया 6 अंकों का कोड डालें।',
  'ui.changeMobile.otherNumber': 'दूसरा नंबर इस्तेमाल करें',
  'ui.changeMobile.confirm': 'नंबर बदलें',
  'ui.setPassword.title': 'अपना पासवर्ड सेट करें',
  'ui.setPassword.intro':
    'आपके अस्पताल ने आपके लिए एक अकाउंट बनाया है। एक पासवर्ड चुनें, फिर अपने मोबाइल नंबर से लॉग इन करें।',
  'ui.setPassword.submit': 'पासवर्ड सेट करें',
  'ui.setPassword.linkInvalid':
    'यह लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है। अपने मोबाइल नंबर पर भेजे गए ' +
    'कोड से पासवर्ड सेट करने के लिए लॉग इन पेज पर ‘पासवर्ड भूल गए?’ चुनें।',
  'ui.setPassword.toLogin': 'लॉग इन पर जाएँ',
  'ui.forgot.title': 'पासवर्ड भूल गए',
  'ui.forgot.intro': 'अपना रजिस्टर्ड मोबाइल नंबर डालें। हम आपको 6 अंकों का OTP भेजेंगे।',
  'ui.forgot.otpHint': 'अपने मोबाइल नंबर पर भेजा गया 6 अंकों का OTP डालें।',
  'ui.forgot.resendIn': '{count} सेकंड में OTP दोबारा भेजें',
  'ui.forgot.lastCode':
    'इस नंबर पर अगले {minutes} मिनट तक इसके बाद कोई कोड नहीं आएगा: इसके SMS का इंतज़ार करें।',
};

export default texts;
