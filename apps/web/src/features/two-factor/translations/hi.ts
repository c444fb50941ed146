// Hindi translation of the two-factor sign-in texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { twoFactorTextValues } from '../text-values';

const texts: Translation<typeof twoFactorTextValues> = {
  'ui.twoFactor.title': 'टू-फैक्टर लॉग इन',
  'ui.twoFactor.intro':
    'हर बार लॉग इन करते समय आपका पासवर्ड और आपके फोन के ऑथेंटिकेटर ऐप (Google Authenticator, ' +
    'Microsoft Authenticator, FreeOTP या ऐसा ही कोई ऐप) से 6 अंकों का कोड माँगा जाता है, ' +
    'ताकि सिर्फ चोरी हुए पासवर्ड से कोई आपका अकाउंट न खोल सके।',
  'ui.twoFactor.loadFailed': 'आपकी टू-फैक्टर लॉग इन सेटिंग लोड नहीं हो सकीं।',
  'ui.twoFactor.required':
    'आगे बढ़ने से पहले आपके अकाउंट में टू-फैक्टर लॉग इन चालू होना ज़रूरी है। इसे नीचे सेट करें; ' +
    'इसमें एक मिनट लगता है।',
  'ui.twoFactor.notForYou':
    'टू-फैक्टर लॉग इन सुपर एडमिन और अस्पतालों के मुख्य एडमिन के लिए है। आपका अकाउंट अपने ' +
    'पासवर्ड से लॉग इन होता है।',

  // Off
  'ui.twoFactor.offTitle': 'टू-फैक्टर लॉग इन बंद है',
  'ui.twoFactor.offText':
    'इसे किसी ऑथेंटिकेटर ऐप से सेट करें। आपको 10 रिकवरी कोड भी मिलेंगे, उस दिन के लिए जब ' +
    'आपका फोन पास में न हो।',
  'ui.twoFactor.start': 'टू-फैक्टर लॉग इन सेट करें',

  // Enrolment
  'ui.twoFactor.enrolTitle': 'अपना ऑथेंटिकेटर ऐप सेट करें',
  'ui.twoFactor.stepScan': '1. इस QR कोड को अपने ऑथेंटिकेटर ऐप से स्कैन करें।',
  'ui.twoFactor.qrLabel': 'आपके ऑथेंटिकेटर ऐप के लिए QR कोड',
  'ui.twoFactor.stepManual':
    'स्कैन नहीं हो रहा? इस कुंजी (Key) से खुद अकाउंट जोड़ें (समय-आधारित / time-based):',
  'ui.twoFactor.secretLabel': 'खुद डालने के लिए कुंजी (Key)',
  'ui.twoFactor.copyKey': 'कुंजी कॉपी करें',
  'ui.twoFactor.copied': 'कॉपी हो गया',
  'ui.twoFactor.stepConfirm': '2. ऐप में अब कैंसर केयर पोर्टल के लिए दिख रहा 6 अंकों का कोड डालें।',
  'ui.twoFactor.code': 'ऐप का कोड',
  'ui.twoFactor.confirm': 'चालू करें',
  'ui.twoFactor.cancelEnrol': 'रद्द करें',

  // Recovery codes
  'ui.twoFactor.codesTitle': 'आपके रिकवरी कोड',
  'ui.twoFactor.codesText':
    'जब आपका फोन पास में न हो, तब हर कोड से आप एक बार लॉग इन कर सकते हैं। इन्हें अपने फोन से ' +
    'अलग किसी सुरक्षित जगह रखें: ये सिर्फ अभी दिखाए जा रहे हैं।',
  'ui.twoFactor.codesLabel': 'रिकवरी कोड',
  'ui.twoFactor.copyCodes': 'कोड कॉपी करें',
  'ui.twoFactor.downloadCodes': 'टेक्स्ट फ़ाइल के रूप में डाउनलोड करें',
  'ui.twoFactor.codesFileHeading':
    '{mobile} के लिए कैंसर केयर पोर्टल के रिकवरी कोड। हर कोड सिर्फ एक बार चलता है।',
  'ui.twoFactor.saved': 'मैंने ये रिकवरी कोड सेव कर लिए हैं',
  'ui.twoFactor.done': 'हो गया',

  // On
  'ui.twoFactor.onTitle': 'टू-फैक्टर लॉग इन चालू है',
  'ui.twoFactor.onSince': '{date} से चालू है।',
  'ui.twoFactor.codesLeft': 'बचे हुए रिकवरी कोड: 10 में से {count}।',
  'ui.twoFactor.codesLow': 'कुछ ही रिकवरी कोड बचे हैं। नए कोड बनाएँ।',
  'ui.twoFactor.regenerate': 'नए रिकवरी कोड',
  'ui.twoFactor.disable': 'बंद करें',

  // Dialogs
  'ui.twoFactor.regenerateTitle': 'नए रिकवरी कोड बनाएँ?',
  'ui.twoFactor.regenerateText':
    'आपके अभी के रिकवरी कोड काम करना बंद कर देंगे। आगे बढ़ने के लिए अपने ऑथेंटिकेटर ऐप का कोड डालें।',
  'ui.twoFactor.regenerateConfirm': 'नए कोड बनाएँ',
  'ui.twoFactor.disableTitle': 'टू-फैक्टर लॉग इन बंद करें?',
  'ui.twoFactor.disableText':
    'लॉग इन के समय सिर्फ आपका पासवर्ड माँगा जाएगा, और आपके रिकवरी कोड काम करना बंद कर देंगे। ' +
    'अपना पासवर्ड और अपने ऐप का कोड या कोई रिकवरी कोड डालें।',
  'ui.twoFactor.disableConfirm': 'बंद करें',
  'ui.twoFactor.password': 'आपका पासवर्ड',
  'ui.twoFactor.codeOrRecovery': 'ऐप का कोड, या कोई रिकवरी कोड',

  // The dashboard prompt
  'ui.twoFactor.promptTitle': 'अपने एडमिन अकाउंट को सुरक्षित करें',
  'ui.twoFactor.promptText':
    'टू-फैक्टर लॉग इन चालू करें: इसके बाद हर लॉग इन पर आपके फोन के ऐप का कोड भी माँगा जाएगा।',
  'ui.twoFactor.promptAction': 'अभी सेट करें',
};

export default texts;
