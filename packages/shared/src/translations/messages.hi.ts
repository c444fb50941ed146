// Hindi translation of the message catalogue (../messages.ts).
import type { Translation } from '../languages';
import type { messages } from '../all-messages';

export const messagesHi: Translation<typeof messages> = {
  // Generic
  'common.required': 'यह फ़ील्ड भरना ज़रूरी है',
  'common.saveSuccess': 'सफलतापूर्वक सेव हो गया!',
  'common.updateSuccess': 'सफलतापूर्वक अपडेट हो गया!',
  'common.deleteSuccess': 'सफलतापूर्वक डिलीट हो गया!',
  'common.statusChangeSuccess': 'स्थिति सफलतापूर्वक बदल गई!',
  'common.titleSuccess': 'सफल!',
  'common.titleUpdate': 'अपडेट!',
  'common.titleError': 'त्रुटि!',
  'common.titleNotice': 'सूचना',
  'common.noData': 'कोई डेटा नहीं है!',
  'common.confirmDelete': 'डिलीट करने पर आपका सारा डेटा हट जाएगा। क्या आप आगे बढ़ना चाहते हैं?',
  'common.invalidEmail': 'ई-मेल आईडी सही नहीं है',
  'common.passwordMismatch': 'पासवर्ड मेल नहीं खाते।',
  'common.comingSoon': 'पोर्टल का यह हिस्सा जल्द ही उपलब्ध होगा।',
  // What a rule without a message of its own says (the zod error map in zod-messages.ts)
  'common.invalidValue': 'सही जानकारी भरें',
  'common.chooseFromList': 'सूची में से कोई विकल्प चुनें',
  'common.tooLong': 'ज़्यादा से ज़्यादा {max} अक्षर',
  'common.tooShort': 'कम से कम {min} अक्षर',
  'common.tooMany': 'ज़्यादा से ज़्यादा {max} चुनें',
  'common.numberMin': 'कम से कम {min} की संख्या भरें',
  'common.numberMax': 'ज़्यादा से ज़्यादा {max} की संख्या भरें',
  'common.wholeNumber': 'पूर्ण संख्या भरें (दशमलव के बिना)',
  'common.controlCharacters': 'इस टेक्स्ट से अदृश्य कंट्रोल कैरेक्टर (जैसे null कैरेक्टर) हटाएँ',
  'common.dateInvalid': 'सही तारीख भरें, जैसे 25-जन॰-1970',
  'common.personNameCharacters':
    'केवल अक्षर लिखें; उनके बीच स्पेस, पूर्ण विराम (.), अपॉस्ट्रॉफ़ी और हाइफ़न आ सकते हैं',

  // Mobile numbers
  'mobile.required': 'मोबाइल नंबर ज़रूरी है',
  'mobile.length': 'मोबाइल नंबर 10 अंकों का होना चाहिए',
  'mobile.invalid': 'मोबाइल नंबर सही नहीं है',
  'mobile.duplicate': 'यह मोबाइल नंबर पहले से यूज़रनेम के रूप में रजिस्टर है!',
  'mobile.duplicateTitle': 'यूज़रनेम',
  'mobile.sameAsCurrent': 'यह पहले से ही आपका मोबाइल नंबर है।',
  'mobile.codeSent': 'नए मोबाइल नंबर पर एक कोड भेजा गया है।',
  'mobile.changed': 'आपका मोबाइल नंबर बदल गया है। अब से नए नंबर से लॉग इन करें।',
  'mobile.changeCodeSms':
    'कैंसर केयर पोर्टल: मोबाइल नंबर की पुष्टि का कोड {code} है। 5 मिनट तक मान्य। किसी को न बताएँ।',
  'mobile.changedNoticeSms':
    'कैंसर केयर पोर्टल: आपके अकाउंट का लॉग इन नंबर बदलकर {ending} पर ख़त्म होने वाला नंबर कर दिया गया है। अगर यह आपने ' +
    'नहीं करवाया, तो अपने अस्पताल से संपर्क करें।',
  'mobile.nowYourLoginSms':
    'अब यह नंबर आपके कैंसर केयर पोर्टल अकाउंट का लॉग इन है। नया पासवर्ड चाहिए तो ‘पासवर्ड भूल गए?’ चुनें।',

  // Passwords
  'password.required': 'पासवर्ड ज़रूरी है',
  'password.min': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  'password.max': 'पासवर्ड में ज़्यादा से ज़्यादा 64 अक्षर हो सकते हैं',
  'password.pattern':
    'पासवर्ड सही नहीं है: इसमें एक कैपिटल (बड़ा) अक्षर, एक अंक और एक विशेष चिह्न (जैसे @, #) रखें',
  'password.hint':
    'पासवर्ड 8 से 64 अक्षरों का होना चाहिए, जिसमें एक कैपिटल (बड़ा) अक्षर, एक अंक और एक विशेष चिह्न हो।',
  'password.confirmRequired': 'पासवर्ड दोबारा लिखना ज़रूरी है',
  'password.oldRequired': 'पुराना पासवर्ड ज़रूरी है',
  'password.changeSuccess': 'पासवर्ड सफलतापूर्वक बदल गया!',
  'password.resetSuccess': 'पासवर्ड सफलतापूर्वक रीसेट हो गया। कृपया अपने नए पासवर्ड से लॉग इन करें।',
  'password.oldWrong': 'पुराना पासवर्ड गलत है',
  'password.wrong': 'पासवर्ड गलत है',
  'password.sameAsOld': 'नया पासवर्ड पुराने पासवर्ड से अलग होना चाहिए',

  // Login
  'login.invalid': 'यूज़रनेम या पासवर्ड गलत है!',
  'password.common':
    'यह पासवर्ड सबसे ज़्यादा इस्तेमाल होने वाले या लीक हो चुके पासवर्डों में से एक है। ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
  'login.throttled': 'यहाँ से बहुत बार गलत कोशिश हुई है। कृपया {wait} इंतज़ार करके फिर से कोशिश करें।',
  'login.locked':
    'बहुत बार गलत लॉग इन होने से यह नंबर लॉक हो गया है। ‘पासवर्ड भूल गए?’ से SMS पर कोड पाएँ और नया पासवर्ड बनाएँ; इससे ' +
    'नंबर अनलॉक हो जाएगा।',
  'login.waitSeconds': '{count} सेकंड',
  'login.waitMinutes': '{count} मिनट',
  'login.credentialInvalid': 'लॉग इन की जानकारी गलत है',
  'login.sessionExpired': 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।',

  // OTP / forgot password
  'otp.required': 'OTP ज़रूरी है',
  'otp.invalid': 'OTP सही नहीं है',
  'otp.sent': 'अगर यह मोबाइल नंबर रजिस्टर है, तो इस पर OTP भेज दिया गया है।',
  'otp.verified': 'OTP सफलतापूर्वक वेरिफाई हो गया',
  'otp.wrong': 'OTP गलत है!',
  'otp.expired':
    'इस OTP की समय-सीमा ख़त्म हो गई है या इसे बहुत बार आज़माया जा चुका है। कृपया नया OTP मँगवाएँ।',
  'otp.tooManySends': 'इस नंबर के लिए बहुत बार OTP माँगा गया है। कृपया 15 मिनट इंतज़ार करें।',
  'otp.resetTokenInvalid':
    'पासवर्ड रीसेट करने के इस लिंक की समय-सीमा ख़त्म हो गई है। कृपया नया OTP लेकर उसे वेरिफाई करें।',
  'otp.smsBody':
    'कैंसर केयर पोर्टल: पासवर्ड रीसेट करने का आपका कोड {code} है। 5 मिनट तक मान्य। किसी को न बताएँ।',

  // Two-factor sign-in (authenticator app) for administrators
  'twoFactor.codeRequired': 'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड डालें',
  'twoFactor.codeInvalid': 'कोड वही 6 अंक हैं जो आपका ऑथेंटिकेटर ऐप दिखाता है',
  'twoFactor.codeWrong': 'यह कोड सही नहीं है। अपने फोन का समय जाँचें और सबसे नया कोड डालें।',
  'twoFactor.codeReused': 'यह कोड पहले ही इस्तेमाल हो चुका है। अगले कोड का इंतज़ार करें और वह डालें।',
  'twoFactor.recoveryCodeRequired': 'अपना कोई एक रिकवरी कोड डालें',
  'twoFactor.recoveryCodeInvalid': 'रिकवरी कोड में 10 अक्षर और अंक होते हैं, जैसे abcde-23456',
  'twoFactor.recoveryCodeWrong': 'यह रिकवरी कोड सही नहीं है या पहले ही इस्तेमाल हो चुका है।',
  'twoFactor.eitherCodeRequired': 'अपने ऑथेंटिकेटर ऐप का कोड या कोई रिकवरी कोड डालें',
  'twoFactor.eitherCodeInvalid':
    'आपका ऑथेंटिकेटर ऐप जो 6 अंक दिखाता है वे डालें, या abcde-23456 जैसा रिकवरी कोड डालें',
  'twoFactor.challengeExpired':
    'इस लॉग इन का समय ख़त्म हो गया है या इसमें बहुत बार गलत कोड डाले गए। कृपया अपने पासवर्ड से फिर से लॉग इन करें।',
  'twoFactor.throttled': 'बहुत बार गलत कोड डाले गए। कृपया 15 मिनट इंतज़ार करके फिर से कोशिश करें।',
  'twoFactor.alreadyEnabled': 'आपके अकाउंट के लिए टू-फैक्टर लॉग इन पहले से चालू है।',
  'twoFactor.notEnabled': 'आपके अकाउंट के लिए टू-फैक्टर लॉग इन चालू नहीं है।',
  'twoFactor.noEnrolment': 'सेट-अप फिर से शुरू करें: अभी कोई सेट-अप कोड के इंतज़ार में नहीं है।',
  'twoFactor.notForYou': 'टू-फैक्टर लॉग इन सुपर एडमिन और अस्पताल एडमिन के लिए है।',
  'twoFactor.enabled': 'टू-फैक्टर लॉग इन चालू हो गया है। अपने रिकवरी कोड किसी सुरक्षित जगह रखें।',
  'twoFactor.disabled': 'टू-फैक्टर लॉग इन बंद हो गया है।',
  'twoFactor.codesRegenerated': 'नए रिकवरी कोड तैयार हैं। पुराने कोड अब काम नहीं करेंगे।',
  'twoFactor.enrolmentRequired':
    'आगे बढ़ने से पहले टू-फैक्टर लॉग इन सेट करें: लाइव पोर्टल पर सुपर एडमिन के लिए यह ज़रूरी है।',

  // Doctor registration
  'doctor.nameRequired': 'डॉक्टर का नाम ज़रूरी है',
  'doctor.nameMax': 'डॉक्टर के नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'doctor.registrationNoRequired': 'रजिस्ट्रेशन नंबर ज़रूरी है',
  'doctor.registrationNoTaken':
    'यह रजिस्ट्रेशन नंबर पोर्टल पर पहले से किसी डॉक्टर के नाम पंजीकृत है। अगर यह आपका है, तो उसी खाते से साइन इन करें (लॉग इन पेज पर "पासवर्ड भूल गए?" से नया पासवर्ड बनता है)।',
  'doctor.registrationNoMax': 'रजिस्ट्रेशन नंबर में ज़्यादा से ज़्यादा 50 अक्षर हो सकते हैं',
  'doctor.specialityRequired': 'विशेषज्ञता (Speciality) ज़रूरी है',
  'doctor.subSpecialityMax': 'कैंसर उप-विशेषज्ञता में ज़्यादा से ज़्यादा 256 अक्षर हो सकते हैं',
  'doctor.genderRequired': 'लिंग चुनना ज़रूरी है',
  'doctor.designationRequired': 'पद ज़रूरी है',
  'doctor.emailRequired': 'ई-मेल आईडी ज़रूरी है',
  'doctor.emailMax': 'ई-मेल आईडी में ज़्यादा से ज़्यादा 50 अक्षर हो सकते हैं',
  'doctor.dateOfBirthInvalid': 'जन्म तिथि आज से पहले की होनी चाहिए (उम्र 18 से 100 साल)',
  'doctor.alternativeMobileMax': 'दूसरे संपर्क नंबर में ज़्यादा से ज़्यादा 12 अंक हो सकते हैं',
  'doctor.alternativeMobileInvalid': 'दूसरे संपर्क नंबर में केवल अंक होने चाहिए',
  'doctor.registrationSuccess': 'डॉक्टर का रजिस्ट्रेशन सफलतापूर्वक हो गया!',
  'doctor.registrationSuccessTitle': 'अस्पताल',

  // Hospital block
  'hospital.nameRequired': 'अस्पताल का नाम ज़रूरी है',
  'hospital.nameMax': 'अस्पताल के नाम में ज़्यादा से ज़्यादा 256 अक्षर हो सकते हैं',
  'hospital.namesake':
    'इस नाम का अस्पताल इस ज़िले में पहले से पंजीकृत है। अगर आप वहाँ काम करते हैं, तो अस्पताल के बिना डॉक्टर के रूप में पंजीकरण करें (नीचे दिया लिंक) और उसके एडमिन से आपको जोड़ने के लिए कहें; अगर यह कोई दूसरा अस्पताल है, तो नीचे इसकी पुष्टि करें।',
  'hospital.registrationNoMax': 'अस्पताल के रजिस्ट्रेशन नंबर में ज़्यादा से ज़्यादा 50 अक्षर हो सकते हैं',
  'hospital.typeRequired': 'अस्पताल का प्रकार ज़रूरी है',
  'hospital.serviceRequired': 'अस्पताल की उपलब्ध सेवाएँ चुनना ज़रूरी है',
  'hospital.chiefAdminRequired': 'मुख्य एडमिन का नाम ज़रूरी है',
  'hospital.chiefAdminMax': 'मुख्य एडमिन के नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'hospital.cityMax': 'शहर के नाम में ज़्यादा से ज़्यादा 50 अक्षर हो सकते हैं',
  'hospital.addressMax': 'पते में ज़्यादा से ज़्यादा 300 अक्षर हो सकते हैं',
  'hospital.pincodeRequired': 'पिनकोड ज़रूरी है',
  'hospital.pincodeInvalid': 'पिनकोड 6 अंकों का होना चाहिए',
  'hospital.landlineInvalid': 'अपॉइंटमेंट के लिए फोन नंबर 10 अंकों का होना चाहिए',
  'hospital.alternativeLandlineInvalid': 'अपॉइंटमेंट के लिए दूसरे फोन नंबर में ज़्यादा से ज़्यादा 10 अंक हो सकते हैं',
  'hospital.landlineCodeInvalid': 'STD कोड 2 से 5 अंकों का होना चाहिए',

  // Hospital members: the chief admin's Doctors screen, invitations and requests to join
  'member.registrationNoTaken':
    'इस रजिस्ट्रेशन नंबर वाले डॉक्टर का पोर्टल पर पहले से खाता है: उन्हें उसी खाते के मोबाइल नंबर से जोड़ें।',
  'member.detailsRequired':
    'इस मोबाइल नंबर से अभी कोई डॉक्टर रजिस्टर नहीं है। उनकी जानकारी भरें, ताकि उनका अकाउंट बन जाए और पासवर्ड सेट करने के लिए ' +
    'उन्हें SMS भेजा जाए।',
  'member.notADoctor': 'यह मोबाइल नंबर ऐसे अकाउंट का है जो डॉक्टर का नहीं है।',
  'member.alreadyMember': 'यह डॉक्टर पहले से आपके अस्पताल के सदस्य हैं।',
  'member.alreadyInvited': 'इस डॉक्टर को पहले ही आमंत्रण भेजा जा चुका है और उन्होंने अभी तक जवाब नहीं दिया है।',
  'member.invited': '{name} को आमंत्रण भेज दिया गया है। अगली बार लॉग इन करके स्वीकार करने पर वे जुड़ जाएँगे।',
  'member.accountCreated':
    '{name} का अकाउंट बना दिया गया है और पासवर्ड सेट करने के लिए SMS भेज दिया गया है।',
  'member.requestAccepted': '{name} ने जुड़ने का अनुरोध किया था और अब वे सदस्य हैं।',
  'member.removed': '{name} को अस्पताल से हटा दिया गया है।',
  'member.invitationWithdrawn': '{name} का निमंत्रण वापस ले लिया गया है।',
  'member.invitationClosed':
    'यह निमंत्रण अब खुला नहीं है: इसे वापस ले लिया गया या इसका जवाब दिया जा चुका है।',
  'member.cannotRemoveChief':
    'मुख्य एडमिन को हटाया नहीं जा सकता। पहले मुख्य एडमिन की भूमिका किसी दूसरे डॉक्टर को सौंपें।',
  'member.handedOver': '{name} अब मुख्य एडमिन हैं।',
  'member.handoverActiveOnly': 'केवल सक्रिय सदस्य ही मुख्य एडमिन बन सकते हैं।',
  'member.handoverPasswordPending':
    'इन डॉक्टर ने अभी पासवर्ड सेट नहीं किया है और साइन इन नहीं कर सकते। पासवर्ड सेट होने के बाद भूमिका सौंपें।',
  'member.handoverSelf': 'आप पहले से ही मुख्य एडमिन हैं।',
  'member.requestApproved': '{name} अस्पताल से जुड़ गए हैं।',
  'member.requestDeclined': '{name} का अनुरोध अस्वीकार कर दिया गया।',
  'member.noRequest': 'इस डॉक्टर का कोई अनुरोध बाकी नहीं है।',
  'member.noInvitation': 'इस अस्पताल का कोई आमंत्रण बाकी नहीं है।',
  'member.invitationAccepted': 'आप {hospital} से जुड़ गए हैं।',
  'member.invitationDeclined': 'आपने {hospital} का आमंत्रण अस्वीकार कर दिया।',
  'member.joinRequested': '{hospital} से जुड़ने का आपका अनुरोध उसके मुख्य एडमिन को भेज दिया गया है।',
  'member.alreadyRequested': 'आप इस अस्पताल से जुड़ने का अनुरोध पहले ही भेज चुके हैं।',
  'member.alreadyJoined': 'आप पहले से इस अस्पताल के सदस्य हैं।',
  'member.switched': 'अब आप {hospital} में काम कर रहे हैं।',
  'member.inviteSms':
    '{hospital} ने आपको कैंसर केयर पोर्टल पर जोड़ा है। 7 दिन के अंदर अपना पासवर्ड सेट करें: {link}',
  'member.invitedSms':
    '{hospital} ने आपको कैंसर केयर पोर्टल पर जुड़ने का आमंत्रण भेजा है। स्वीकार या अस्वीकार करने के लिए लॉग इन करें।',
  'member.setPasswordSuccess': 'आपका पासवर्ड सेट हो गया है। कृपया अपने मोबाइल नंबर से लॉग इन करें।',

  // Locations
  'location.countryRequired': 'देश ज़रूरी है',
  'location.stateRequired': 'राज्य ज़रूरी है',
  'location.districtRequired': 'ज़िला ज़रूरी है',
  'location.cityRequired': 'शहर ज़रूरी है',
  'location.districtMismatch': 'यह ज़िला चुने गए राज्य में नहीं है',
  'location.stateMismatch': 'यह राज्य चुने गए देश में नहीं है',
  'location.stateNameMax': 'राज्य के नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'location.districtNameMax': 'ज़िले के नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'location.postalCodeInvalid': 'पोस्टल कोड में 2 से 10 अक्षर, अंक, स्पेस या हाइफ़न (-) होने चाहिए',

  // Contact form (seed 001 section 5)
  'contact.nameRequired': 'नाम ज़रूरी है',
  'contact.nameMax': 'नाम में ज़्यादा से ज़्यादा 64 अक्षर हो सकते हैं',
  'contact.emailRequired': 'ई-मेल आईडी ज़रूरी है',
  'contact.emailInvalid': 'सही ई-मेल आईडी भरें।',
  'contact.emailMax': 'ई-मेल आईडी में ज़्यादा से ज़्यादा 256 अक्षर हो सकते हैं',
  'contact.cityMax': 'शहर के नाम में ज़्यादा से ज़्यादा 128 अक्षर हो सकते हैं',
  'contact.purposeRequired': 'संपर्क करने का कारण ज़रूरी है',
  'contact.descriptionRequired': 'विवरण ज़रूरी है',
  'contact.descriptionMax': 'विवरण में ज़्यादा से ज़्यादा 512 अक्षर हो सकते हैं',
  'contact.saved': 'फ़ॉर्म सफलतापूर्वक सेव हो गया!',
  'contact.savedTitle': 'हमसे संपर्क करें',

  // Investigations near you (seed 001 sections 2.14 and 9)
  'investigation.countryInvalid': 'सूची में से देश चुनें',
  'investigation.stateInvalid': 'सूची में से राज्य चुनें',
  'investigation.districtInvalid': 'सूची में से ज़िला चुनें',
  'investigation.kindInvalid': 'सेवा का प्रकार रेडियोलॉजी, पैथोलॉजी या दोनों होना चाहिए',
  'investigation.pageInvalid': 'पेज नंबर 1 से 100000 तक की पूर्ण संख्या होनी चाहिए',
  'investigation.pageSizeInvalid': 'हर पेज पर पंक्तियों की संख्या 1 से 50 तक की पूर्ण संख्या होनी चाहिए',

  // Subscriptions (foundation: dashboard and guard texts)
  'subscription.planOver': 'आपका सब्सक्रिप्शन प्लान ख़त्म हो गया है, कृपया इसे रिन्यू करें।',
  'subscription.required':
    'आपके अस्पताल का कोई चालू सब्सक्रिप्शन नहीं है। मरीजों को रजिस्टर करने के लिए प्लान खरीदें।',
  'subscription.askChiefAdmin':
    'आपके अस्पताल का कोई चालू सब्सक्रिप्शन नहीं है। अपने मुख्य एडमिन से प्लान खरीदने के लिए कहें।',

  // Subscription plans (seed 001 sections 5 and 8)
  'plan.nameRequired': 'सब्सक्रिप्शन का नाम ज़रूरी है',
  'plan.nameMax': 'सब्सक्रिप्शन के नाम में ज़्यादा से ज़्यादा 25 अक्षर हो सकते हैं',
  'plan.typeRequired': 'सब्सक्रिप्शन का प्रकार ज़रूरी है',
  'plan.patientCountRequired': 'मरीजों की संख्या ज़रूरी है',
  'plan.durationRequired': 'अवधि ज़रूरी है',
  'plan.durationMax': 'अवधि ज़्यादा से ज़्यादा 36500 दिन हो सकती है',
  'plan.totalRequired': 'कुल कीमत ज़रूरी है',
  'plan.descriptionRequired': 'विवरण ज़रूरी है',
  'plan.descriptionMax': 'विवरण बहुत लंबा है',
  'plan.wholeNumber': 'पूर्ण संख्या भरें (दशमलव के बिना)',
  'plan.positive': 'शून्य से बड़ी संख्या भरें',
  'plan.notNegative': 'शून्य या उससे अधिक भरें',
  'plan.nineDigits': 'ज़्यादा से ज़्यादा 9 अंक',
  'plan.paise': 'दशमलव के बाद ज़्यादा से ज़्यादा दो अंक',
  'plan.nameTaken': 'इस नाम का प्लान पहले से मौजूद है',
  'plan.changedSince':
    'आपके खोलने के बाद इस प्लान को किसी और ने बदल दिया है। बदलाव देखने के लिए रद्द करें और इसे फिर से खोलें; आपका टाइप किया हुआ सेव नहीं हुआ।',
  'plan.assignedDelete':
    'यह सब्सक्रिप्शन प्लान किसी अस्पताल को दिया जा चुका है, इसलिए इसे डिलीट नहीं किया जा सकता!',
  'plan.assignedStatus':
    'यह सब्सक्रिप्शन प्लान किसी अस्पताल को दिया जा चुका है, इसलिए इसे सक्रिय या निष्क्रिय नहीं किया जा सकता!',
  'plan.priceBelowCoupon':
    'कीमत इस प्लान के (या सभी प्लान के) किसी कूपन कोड की फ्लैट छूट से कम नहीं हो सकती ({codes}): उस कोड से प्लान मुफ़्त हो जाएगा। पहले वह छूट कम करें।',
  'plan.hasCoupons':
    'इस प्लान के लिए कूपन कोड बने हैं, इसलिए इसे डिलीट नहीं किया जा सकता। पहले उन्हें डिलीट करें या किसी दूसरे प्लान के लिए सेट करें।',
  'plan.inPayments':
    'इस प्लान से भुगतान हुए हैं, इसलिए इसे डिलीट नहीं किया जा सकता। इसके बजाय इसे निष्क्रिय करें।',
  'plan.warningTitle': 'चेतावनी!',
  'plan.confirmDeactivate': 'क्या आप सच में इस सब्सक्रिप्शन प्लान को निष्क्रिय करना चाहते हैं?',
  'plan.confirmActivate': 'क्या आप सच में इस सब्सक्रिप्शन प्लान को सक्रिय करना चाहते हैं?',
  'plan.activated': 'सफलतापूर्वक सक्रिय हो गया!',
  'plan.deactivated': 'सफलतापूर्वक निष्क्रिय हो गया!',
  'plan.inactive': 'यह प्लान उपलब्ध नहीं है।',
  'plan.confirmBuy': 'क्या आप सच में यह प्लान खरीदना चाहते हैं?',

  // Coupons and discount codes
  'coupon.nameRequired': 'कूपन कोड का नाम ज़रूरी है',
  'coupon.nameMax': 'ज़्यादा से ज़्यादा 10 अक्षर',
  'coupon.nameCharacters': 'केवल अक्षर, अंक और हाइफ़न (-) का इस्तेमाल करें',
  'coupon.planRequired': 'कूपन कोड किस प्लान के लिए है, यह चुनना ज़रूरी है',
  'coupon.priceRequired': 'डिस्काउंट की रकम ज़रूरी है',
  'coupon.baseRequired': 'डिस्काउंट का आधार (रुपये या प्रतिशत) चुनना ज़रूरी है',
  'coupon.percentMax': 'प्रतिशत वाला डिस्काउंट 100 से ज़्यादा नहीं हो सकता',
  'coupon.nameTaken': 'इस नाम का कूपन पहले से मौजूद है',
  'coupon.enterCode': 'कूपन कोड भरें',
  'coupon.notValid': 'माफ़ करें, यह कूपन कोड मान्य नहीं है। कृपया एडमिन से संपर्क करें।',
  'coupon.wrongPlan':
    'माफ़ करें, यह कूपन कोड इस सब्सक्रिप्शन प्लान के लिए मान्य नहीं है। कृपया एडमिन से संपर्क करें।',
  'coupon.applied': 'बधाई हो! आपको डिस्काउंट मिलेगा।',
  'coupon.appliedTitle': 'सफल',
  'coupon.notValidTitle': 'असफल!',
  'coupon.confirmDeactivate': 'क्या आप सच में इस कूपन कोड को निष्क्रिय करना चाहते हैं?',
  'coupon.confirmActivate': 'क्या आप सच में इस कूपन कोड को सक्रिय करना चाहते हैं?',
  'coupon.usersInvalid':
    'उपयोगकर्ताओं की संख्या ज़्यादा से ज़्यादा 9 अंकों की पूर्ण संख्या होनी चाहिए (0 का मतलब कोई सीमा नहीं)',
  'coupon.usersBelowUse':
    'यह कोड {count} बार इस्तेमाल हो चुका है या चल रहे भुगतानों के लिए रुका हुआ है: कोई सीमा न रखने के लिए 0 भरें, या कम से कम ' +
    '{count} भरें',
  'coupon.usedUp':
    'यह कूपन कोड जितने उपयोगकर्ताओं के लिए था, वह सीमा पूरी हो गई है; अब इसे इस्तेमाल नहीं किया जा सकता।',
  'coupon.heldByPayments':
    'इस कूपन कोड के बाकी सभी उपयोग चल रहे भुगतानों के लिए रुके हुए हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'coupon.usedInPayments':
    'यह कोड भुगतानों या भुगतान के प्रयासों (असफल प्रयास भी) में इस्तेमाल हो चुका है, इसलिए इसे हटाया नहीं जा सकता। इसके बजाय इसे निष्क्रिय करें।',
  'discount.inUse':
    'इस कोड से मरीजों ने रजिस्ट्रेशन या भुगतान किया है, इसलिए इसे डिलीट नहीं किया जा सकता। इसके बजाय इसे निष्क्रिय करें।',
  'coupon.flatAbovePrice': 'फ्लैट छूट उस प्लान की कीमत से अधिक नहीं हो सकती जिसके लिए यह है',
  'coupon.flatAbovePlans':
    'इतनी बड़ी फ्लैट छूट से ये प्लान मुफ़्त हो जाएँगे: {plans}। छूट कम करें, या कोड किसी एक प्लान के लिए बनाएँ।',
  'discount.codeRequired': 'कूपन कोड ज़रूरी है',
  'discount.percentRequired': 'डिस्काउंट प्रतिशत ज़रूरी है',
  'discount.percentRange': '1 से 100 तक का पूरा प्रतिशत भरें (दशमलव नहीं)',
  'discount.codeTaken': 'इस नाम का डिस्काउंट कोड पहले से मौजूद है',

  // Payments
  'payment.reasonNotCompleted': 'भुगतान पूरा नहीं हुआ।',
  'payment.reasonDeclined':
    'आपके बैंक ने भुगतान अस्वीकार कर दिया। फिर से कोशिश करें, या किसी दूसरे तरीके से भुगतान करें।',
  'payment.reasonCardExpired': 'इस्तेमाल किए गए कार्ड की अवधि खत्म हो चुकी है।',
  'payment.reasonCardInvalid': 'भरे गए कार्ड के विवरण सही नहीं थे।',
  'payment.reasonAbandoned': 'भुगतान एक दिन के अंदर पूरा नहीं हुआ।',
  'payment.reasonUnknown': 'भुगतान नहीं हो पाया।',
  'payment.failed': 'भुगतान असफल रहा!',
  'payment.amountChanged':
    'भुगतान की राशि इस पेज के दिखाने के बाद बदल गई है (प्लान या कूपन कोड बदला गया)। नई राशि देखें और फिर से खरीदें।',
  'payment.onlyChiefAdmin': 'केवल अस्पताल के मुख्य एडमिन ही प्लान खरीद सकते हैं।',
  'payment.callbackInvalid': 'भुगतान के जवाब की पुष्टि नहीं हो सकी।',
  'payment.alreadyActive': 'आपके कार्यक्रम का भुगतान हो चुका है और आपका लॉग इन चालू है।',
  'payment.pendingAccess':
    'आपके कार्यक्रम का भुगतान अभी नहीं हुआ है। अपने अपॉइंटमेंट और प्रश्नावली देखने के लिए कृपया भुगतान करें।',

  // Patients (seed 000 section 5)
  'patient.firstNameRequired': 'पहला नाम ज़रूरी है',
  'patient.lastNameRequired': 'सरनेम ज़रूरी है',
  'patient.ageRequired': 'उम्र ज़रूरी है',
  'patient.ageInvalid': 'उम्र 0 से 120 तक की पूर्ण संख्या होनी चाहिए',
  'patient.ageMismatch': 'उम्र जन्म तिथि से मेल नहीं खाती',
  'patient.alternativeMobileSame':
    'वैकल्पिक मोबाइल नंबर, मोबाइल नंबर और दूसरे वैकल्पिक नंबर से अलग होना चाहिए',
  'patient.dateOfBirthInvalid': 'जन्म तिथि आज से पहले की होनी चाहिए',
  'patient.addressRequired': 'पता ज़रूरी है',
  'patient.aadhaarInvalid': 'आधार नंबर सही नहीं है',
  'patient.aadhaarDuplicate': 'यह आधार नंबर पहले से रजिस्टर है',
  'patient.consultantRequired': 'कंसल्टेंट डॉक्टर चुनना ज़रूरी है',
  'patient.stageRequired': 'स्टेज ज़रूरी है',
  'patient.siteRequired': 'कैंसर का स्थान (Site) ज़रूरी है',
  'patient.subsiteRequired': 'उप-स्थान (Sub Site) ज़रूरी है',
  'patient.lookingForRequired': 'मरीज को क्या चाहिए, यह चुनना ज़रूरी है',
  'patient.youLookingForRequired': 'आपको क्या चाहिए, यह चुनना ज़रूरी है',
  'patient.treatmentHistoryRequired': 'इलाज का इतिहास ज़रूरी है',
  'patient.dateOfBirthRequired': 'जन्म तिथि ज़रूरी है',
  'patient.dateOfBirthTooEarly': 'जन्म तिथि ज़्यादा से ज़्यादा {max} साल पहले की हो सकती है',
  'patient.otherSubsiteRequired': 'कैंसर का अन्य उप-स्थान ज़रूरी है',
  'patient.otherSubsiteMax': 'कैंसर के अन्य उप-स्थान में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
  'patient.stagesRequired': 'स्टेज ज़रूरी है',
  'patient.clinicRequired': 'क्लिनिक ज़रूरी है',
  'patient.termsRequired': 'कृपया नियम और शर्तें स्वीकार करें',
  'patient.couponInvalid': 'कूपन कोड मान्य नहीं है, कृपया एडमिन से संपर्क करें!',
  'patient.monthsInvalid': '1 से {max} महीने में से चुनें',
  'patient.searchRequired': 'खोजने के लिए ई-मेल या मोबाइल नंबर भरें',
  'patient.registered': 'मरीज का रजिस्ट्रेशन सफलतापूर्वक हो गया!',
  'patient.updated': 'मरीज की जानकारी सफलतापूर्वक अपडेट हो गई!',
  'patient.changedSince':
    'यह पेज खोलने के बाद इस मरीज की जानकारी बदली गई है (किसी दूसरे टैब में या किसी सहकर्मी ने)। उसे देखने के लिए पेज फिर से लोड करें; आपने यहाँ जो भरा है वह सेव नहीं हुआ।',
  'patient.notFoundBySearch': 'कोई मरीज नहीं मिला: नए मरीज को रजिस्टर करने के लिए फ़ॉर्म भरें।',
  'patient.alreadyBound': 'यह मरीज पहले से आपके अस्पताल में रजिस्टर है।',
  'patient.consultantNotInHospital': 'अपने अस्पताल के कंसल्टेंट डॉक्टर चुनें',
  'patient.deceased':
    'इस मरीज को मृत दर्ज किया गया है: नए अपॉइंटमेंट, प्रश्नावली और रजिस्ट्रेशन स्वीकार नहीं किए जाते।',
  'patient.deceasedNotLost': 'मृत दर्ज किए गए मरीज को ‘फॉलो-अप से छूटे’ में नहीं डाला जा सकता।',
  'patient.terms':
    'इस कार्यक्रम की जानकारी और सेवाएँ आपका इलाज कर रहे डॉक्टर की सलाह के साथ मदद के लिए हैं, उसकी जगह नहीं लेतीं। इलाज से जुड़े ' +
    'फ़ैसलों के लिए यह कार्यक्रम चिकित्सा-कानूनी (medico-legal) रूप से ज़िम्मेदार नहीं है।',

  // Appointments (seed 000 sections 4, 5 and 8)
  'appointment.headingRequired': 'हेडिंग का नाम ज़रूरी है',
  'appointment.headingUnknown': 'सूची में से हेडिंग चुनें',
  'appointment.activityRequired': 'गतिविधि का नाम ज़रूरी है',
  'appointment.activityNotOfHeading': 'चुनी गई हेडिंग की कोई गतिविधि चुनें',
  'appointment.dateRequired': 'तारीख ज़रूरी है',
  'appointment.dateInvalid': 'सही तारीख भरें',
  'appointment.datePast': 'तारीख आज से पहले की नहीं हो सकती',
  'appointment.dateTooFar': 'साल जाँचें: अपॉइंटमेंट ज़्यादा से ज़्यादा {years} साल आगे तक बुक हो सकता है',
  'appointment.commentMax': 'टिप्पणी में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
  'appointment.confirmComplete': 'क्या आप सच में कैलेंडर की यह गतिविधि पूरी हुई दर्ज करना चाहते हैं?',
  'appointment.alreadyComplete': 'यह अपॉइंटमेंट पहले ही पूरा हो चुका है और अब इसे बदला नहीं जा सकता।',
  'appointment.alreadyDeleted': 'यह अपॉइंटमेंट डिलीट हो चुका है और अब इसे बदला नहीं जा सकता।',
  'appointment.notYetDue':
    'यह अपॉइंटमेंट आज के बाद की तारीख का है, इसलिए अभी पूरा नहीं किया जा सकता। अगर यह आज हो गया है, तो पहले इसकी तारीख बदलें।',
  'appointment.statusPending': 'बाकी',
  'appointment.statusComplete': 'पूरा हुआ',
  'appointment.rangeInvalid': 'शुरू की तारीख आख़िरी तारीख के बाद की नहीं हो सकती',
  'appointment.reminderTimeInvalid': 'दिन का कोई समय चुनें, जैसे 18:00',
  'appointment.reminderSms':
    '{hospital} की ओर से याद दिलाना: आपका अपॉइंटमेंट कल, {date} को है। अगर आप नहीं आ सकते तो कृपया अस्पताल को फ़ोन करें।',

  // The audit log (super admin)
  'audit.patientIdInvalid': 'मरीज नंबर भरें (एक पूर्ण संख्या)',
  'audit.actionInvalid': 'ऐक्शन अंग्रेज़ी के छोटे अक्षरों (a-z), बिंदु (.) और अंडरस्कोर (_) में लिखा जाता है',
  'audit.dateInvalid': 'सही तारीख भरें',
  'audit.rangeInvalid': 'शुरू की तारीख आख़िरी तारीख के बाद की नहीं हो सकती',
  'audit.exportRangeRequired': 'किस तारीख से किस तारीख तक की पंक्तियाँ एक्सपोर्ट करनी हैं, चुनें',
  'audit.exportRangeTooLong': 'एक बार में ज़्यादा से ज़्यादा {max} दिनों का एक्सपोर्ट करें',
  'payments.dateInvalid': 'सही तारीख भरें',
  'payments.rangeInvalid': 'शुरू की तारीख आख़िरी तारीख के बाद की नहीं हो सकती',
  'payments.exportRangeRequired': 'किस तारीख से किस तारीख तक के भुगतान एक्सपोर्ट करने हैं, चुनें',
  'payments.exportRangeTooLong': 'एक बार में ज़्यादा से ज़्यादा {max} दिनों का एक्सपोर्ट करें',
  'payments.csv.startedAt': 'शुरू हुआ (भारत)',
  'payments.csv.settledAt': 'पूरा हुआ (भारत)',
  'payments.csv.status': 'स्थिति',
  'payments.csv.purpose': 'किसके लिए',
  'payments.csv.item': 'प्लान या कार्यक्रम',
  'payments.csv.hospital': 'अस्पताल',
  'payments.csv.payer': 'भुगतान करने वाला',
  'payments.csv.payerMobile': 'भुगतान करने वाले का मोबाइल',
  'payments.csv.listPrice': 'कीमत (INR)',
  'payments.csv.discount': 'छूट (INR)',
  'payments.csv.amount': 'राशि (INR)',
  'payments.csv.code': 'कोड',
  'payments.csv.gateway': 'गेटवे',
  'payments.csv.orderId': 'ऑर्डर आईडी',
  'payments.csv.gatewayTxnId': 'गेटवे ट्रांज़ैक्शन आईडी',
  'payments.csv.gatewayMessage': 'गेटवे का संदेश',
  'payments.csv.success': 'भुगतान हुआ',
  'payments.csv.pending': 'लंबित',
  'payments.csv.failed': 'असफल',
  'payments.csv.plan': 'प्लान',
  'payments.csv.programme': 'कार्यक्रम',
  'registry.csv.patientId': 'मरीज़ ID',
  'registry.csv.name': 'नाम',
  'registry.csv.sex': 'लिंग',
  'registry.csv.dateOfBirth': 'जन्म तिथि',
  'registry.csv.age': 'पंजीकरण के समय उम्र (वर्ष)',
  'registry.csv.district': 'ज़िला',
  'registry.csv.state': 'राज्य',
  'registry.csv.registeredOn': 'रजिस्ट्रेशन की तारीख',
  'registry.csv.vitalStatus': 'जीवित स्थिति',
  'registry.csv.followUpLost': 'फॉलो-अप से छूटे',
  'registry.csv.firstRecordedOn': 'पहला क्लिनिकल रिकॉर्ड',
  'registry.csv.lastRecordedOn': 'आख़िरी क्लिनिकल रिकॉर्ड',
  'registry.csv.primarySite': 'कैंसर का मुख्य स्थान',
  'registry.csv.subSite': 'उप-स्थान',
  'registry.csv.topography': 'ICD-O-3 टोपोग्राफी (स्थान कोड)',
  'registry.csv.topographyTitle': 'Topography का नाम',
  'registry.csv.histologicType': 'हिस्टोलॉजी का प्रकार',
  'registry.csv.morphology': 'ICD-O-3 मॉर्फोलॉजी (हिस्टोलॉजी कोड)',
  'registry.csv.morphologyTitle': 'Morphology का नाम',
  'registry.csv.behaviour': 'Behaviour (व्यवहार कोड)',
  'registry.csv.icd10': 'ICD-10 कोड',
  'registry.csv.codingSource': 'कोडिंग का स्रोत',
  'registry.csv.codingReview': 'कोडिंग की जाँच',
  'registry.csv.stagePrefix': 'स्टेजिंग का आधार',
  'registry.csv.stageT': 'T',
  'registry.csv.stageN': 'N',
  'registry.csv.stageM': 'M',
  'registry.csv.stageGroup': 'स्टेज ग्रुप',
  'registry.csv.stageEdition': 'AJCC संस्करण',
  'registry.csv.intent': 'इलाज का उद्देश्य',
  'registry.csv.treatment': 'इलाज',
  'registry.csv.treatmentStatus': 'इलाज की स्थिति',
  'registry.csv.dateOfSurgery': 'सर्जरी की तारीख',
  'registry.csv.primaryResection': 'प्राइमरी रिसेक्शन',
  'registry.csv.rtStartDate': 'रेडियोथेरेपी शुरू',
  'registry.csv.rtCompleteDate': 'रेडियोथेरेपी पूरी',
  'registry.csv.doseGy': 'डोज़ (Gy)',
  'registry.csv.fractions': 'फ्रैक्शन',
  'registry.csv.chemoProtocol': 'कीमो प्रोटोकॉल',
  'registry.csv.dateOfChemo': 'कीमो की तारीख',
  'registry.csv.male': 'पुरुष',
  'registry.csv.female': 'महिला',
  'registry.csv.alive': 'जीवित',
  'registry.csv.dead': 'मृत',
  'registry.csv.yes': 'हाँ',
  'registry.csv.no': 'नहीं',
  'audit.csv.time': 'समय (भारत)',
  'audit.csv.userId': 'यूज़र आईडी',
  'audit.csv.userName': 'यूज़र का नाम',
  'audit.csv.userMobile': 'यूज़र का मोबाइल',
  'audit.csv.userType': 'यूज़र का प्रकार',
  'audit.csv.action': 'कार्रवाई',
  'audit.csv.entity': 'किस पर',
  'audit.csv.entityId': 'उसकी आईडी',
  'audit.csv.ip': 'आईपी पता',
  'audit.csv.detail': 'विवरण',

  // Functional outcomes (seed 000 sections 5 and 8)
  'outcome.treatmentRequired': 'इलाज ज़रूरी है',
  'outcome.currentIssueRequired': 'अभी की समस्या ज़रूरी है',
  'outcome.categoryRequired': 'कार्यात्मक परिणाम (Functional Outcome) की श्रेणी ज़रूरी है',
  'outcome.selectTreatment': 'कृपया इलाज का नाम चुनें!',
  'outcome.selectCurrentIssue': 'कृपया अभी की समस्या चुनें!',
  'outcome.selectAnswer': 'कृपया सवाल का जवाब चुनें!',
  'outcome.choiceOfOtherQuestion': 'इसी सवाल के जवाबों में से एक चुनें',
  'outcome.questionNotInCategory': 'यह सवाल चुनी गई प्रश्नावली का हिस्सा नहीं है',
  'outcome.questionAnsweredTwice': 'हर सवाल का जवाब केवल एक बार दिया जा सकता है',
  'outcome.assigned': 'प्रश्नावली मरीज को दे दी गई है',
  'outcome.notAssigned': 'यह प्रश्नावली आपको नहीं दी गई है',
  'outcome.attemptConflict': 'ठीक इसी समय एक और प्रयास सेव हुआ है। कृपया फिर से सेव करें।',
  // Scales of the questionnaires (the super admin's)
  'scale.nameRequired': 'स्केल का नाम ज़रूरी है',
  'scale.nameTooLong': 'स्केल का नाम ज़्यादा से ज़्यादा {max} अक्षर का हो सकता है',
  'scale.nameExists': 'इस प्रश्नावली में इस नाम का स्केल पहले से है',
  'scale.directionRequired': 'चुनें कि ज़्यादा स्कोर बेहतर है (क्षमता, functional) या खराब (लक्षण, symptom)',
  'scale.meaningfulChangeRange': '{min} से {max} तक पॉइंट की पूरी संख्या डालें',
  'scale.itemsRequired': 'स्केल के लिए कम से कम एक सवाल चुनें',
  'scale.itemNotInQuestionnaire': 'सिर्फ़ इसी प्रश्नावली के सवाल चुनें',
  'scale.itemChosenTwice': 'हर सवाल सिर्फ़ एक बार चुना जा सकता है',

  // Clinical details (seed 000 sections 3, 5 and 8)
  'clinical.primarySiteRequired': 'कैंसर का मुख्य स्थान (Primary Site) ज़रूरी है',
  'clinical.topographyRequired': 'साइट कोड (ICD-O-3 topography) ज़रूरी है',
  'clinical.stageTInvalid': '{value} इस साइट के लिए AJCC 8th edition की T श्रेणी नहीं है',
  'clinical.stageNInvalid': '{value} इस साइट के लिए AJCC 8th edition की N श्रेणी नहीं है',
  'clinical.stageMInvalid': '{value} इस साइट के लिए AJCC 8th edition की M श्रेणी नहीं है',
  'clinical.stageGroupInvalid': 'सूची में से स्टेज ग्रुप चुनें',
  'clinical.inSituStage':
    'इन सीटू (in situ, बिहेवियर /2) ट्यूमर की स्टेज Tis N0 M0 होती है, {value} नहीं। स्टेज सुधारें, या ट्यूमर इनवेसिव हो तो बिहेवियर।',
  'clinical.pathologicalDisagrees': '{chosen} पैथोलॉजिकल स्टेज ({stage}) से मेल नहीं खाता। इनमें से एक सुधारें',
  'clinical.stagePrefixRequired': 'स्टेजिंग का आधार चुनें (क्लिनिकल, पैथोलॉजिकल या नियोएडजुवेंट थेरेपी के बाद)',
  'clinical.subSiteMismatch': 'चुने गए मुख्य स्थान (Primary Site) का कोई उप-स्थान (Sub Site) चुनें',
  'clinical.statusRequired': 'स्थिति ज़रूरी है',
  'clinical.intentRequired': 'इलाज का उद्देश्य (Intent) ज़रूरी है',
  'clinical.treatmentRequired': 'इलाज ज़रूरी है',
  'clinical.choiceInvalid': 'सूची में से कोई विकल्प चुनें',
  'clinical.dateInvalid': 'सही तारीख भरें',
  'clinical.dateOutOfRange': 'साल जाँचें: तारीख 1900 से आज के {years} साल बाद तक की हो सकती है',
  'clinical.surgeryBeforeAdmission': 'सर्जरी की तारीख भर्ती की तारीख से पहले की नहीं हो सकती',
  'clinical.dischargeBeforeAdmission': 'डिस्चार्ज की तारीख भर्ती की तारीख से पहले की नहीं हो सकती',
  'clinical.dischargeBeforeSurgery': 'डिस्चार्ज की तारीख सर्जरी की तारीख से पहले की नहीं हो सकती',
  'clinical.rtCompleteBeforeStart': 'RT पूरी होने की तारीख RT शुरू होने की तारीख से पहले की नहीं हो सकती',
  'clinical.nextCycleBeforeChemo': 'अगली साइकिल की तारीख कीमो की तारीख से पहले की नहीं हो सकती',
  'clinical.beforeBirth': 'यह तारीख मरीज़ की जन्म तिथि से पहले की है',
  'clinical.completeWithFutureDate':
    'उपचार पूरा (Complete) चिह्नित है, इसलिए यह तारीख आज के बाद की नहीं हो सकती',
  'clinical.fractionInvalid': 'फ्रैक्शन 1 से 80 तक की पूर्ण संख्या होनी चाहिए',
  'clinical.cyclesInvalid': 'प्रस्तावित साइकिल 1 से 50 तक की पूर्ण संख्या होनी चाहिए',
  'clinical.doseInvalid':
    'डोज़ 0 से ज़्यादा और ज़्यादा से ज़्यादा 100 Gy की संख्या होनी चाहिए, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक',
  'clinical.pathologyMax': 'पैथोलॉजी में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं',
  'clinical.protocolMax': 'कीमो प्रोटोकॉल में ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं',
  'clinical.commentMax': 'टिप्पणी में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं',
  'clinical.saved': 'क्लिनिकल विवरण सफलतापूर्वक अपडेट हो गए!',
  'clinical.saveConflict': 'ठीक इसी समय किसी और ने ये क्लिनिकल विवरण सेव किए हैं। कृपया फिर से कोशिश करें।',
  'clinical.changedSince':
    'यह पेज खोलने के बाद नए क्लिनिकल विवरण सेव किए गए हैं (किसी दूसरे टैब में या किसी सहकर्मी ने)। उन्हें देखने के लिए पेज फिर से लोड करें; आपने यहाँ जो भरा है वह सेव नहीं हुआ।',

  // Bulk FHIR export of a hospital
  'fhirExport.notFinished':
    'यह एक्सपोर्ट अभी पूरा नहीं हुआ है। पूरा होने के बाद इसकी फ़ाइलें डाउनलोड की जा सकती हैं।',

  // Coded diagnosis: ICD-O-3 site and histology, and the IARC checks between them
  'coding.topographyUnknown':
    '{code} ICD-O-3 का टोपोग्राफी (प्राथमिक स्थान / primary site) कोड नहीं है। सूची में से स्थान चुनें।',
  'coding.morphologyUnknown':
    '{code} ICD-O-3 का मॉर्फोलॉजी कोड नहीं है, या ICD-O-3 में यह हिस्टोलॉजी इस बिहेवियर (behaviour) के साथ नहीं है। सूची में से हिस्टोलॉजी चुनें।',
  'coding.femaleSite': '{site} ({code}) केवल महिलाओं में होने वाला स्थान है; मरीज़ पुरुष है।',
  'coding.maleSite': '{site} ({code}) केवल पुरुषों में होने वाला स्थान है; मरीज़ महिला है।',
  'coding.femaleHistology': '{histology} ({code}) महिला जननांगों का ट्यूमर है; मरीज़ पुरुष है।',
  'coding.maleHistology': '{histology} ({code}) पुरुष जननांगों का ट्यूमर है; मरीज़ महिला है।',
  'coding.inSituSite':
    '{site} ({code}) में इन सीटू (in situ, बिहेवियर /2) ट्यूमर नहीं हो सकता। बिहेवियर या स्थान जाँचें।',
  'coding.siteHistology':
    '{site} ({topography}) में {histology} ({morphology}) अपेक्षित नहीं है। दोनों कोड जाँचें, और देखें कि कहीं यह प्राथमिक स्थान के बजाय मेटास्टेसिस तो नहीं है।',
  'coding.ageSite':
    '{limit} वर्ष से कम उम्र में {site} ({code}) का ट्यूमर बहुत दुर्लभ है; मरीज़ की उम्र {age} वर्ष है। उम्र और स्थान जाँचें।',
  'coding.ageHistologyBefore':
    '{limit} वर्ष से कम उम्र में {histology} ({code}) बहुत दुर्लभ है; मरीज़ की उम्र {age} वर्ष है। उम्र और हिस्टोलॉजी जाँचें।',
  'coding.ageHistologyFrom':
    '{limit} वर्ष या उससे अधिक उम्र में {histology} ({code}) बहुत दुर्लभ है; मरीज़ की उम्र {age} वर्ष है। उम्र और हिस्टोलॉजी जाँचें।',
  'coding.ageSiteHistologyBefore':
    '{limit} वर्ष से कम उम्र में {site} ({topography}) में {histology} ({morphology}) बहुत दुर्लभ है; मरीज़ की उम्र {age} वर्ष है। उम्र और दोनों कोड जाँचें।',
  'coding.ageSiteHistologyFrom':
    '{limit} वर्ष या उससे अधिक उम्र में {site} ({topography}) में {histology} ({morphology}) बहुत दुर्लभ है; मरीज़ की उम्र {age} वर्ष है। उम्र और दोनों कोड जाँचें।',
  'coding.ageSiteHistologyOutside':
    '{from} से {to} वर्ष की उम्र के बाहर {site} ({topography}) में {histology} ({morphology}) बहुत दुर्लभ है; मरीज़ की उम्र {age} वर्ष है। उम्र और दोनों कोड जाँचें।',
  'coding.primarySiteCode':
    '{code} ({site}) चुने गए प्राथमिक स्थान {primarySite} का हिस्सा नहीं है। प्राथमिक स्थान और कोड जाँचें।',
  'coding.histologicTypeCode':
    '{code} ({histology}) चुने गए हिस्टोलॉजी के प्रकार {histologicType} में नहीं आता। हिस्टोलॉजी का प्रकार और कोड जाँचें।',
  'coding.icd10Unavailable':
    '{site} ({topography}) में {histology} ({morphology}) के लिए ICD-10 में कोई कोड नहीं है। दोनों कोड जाँचें।',

  // Server error codes
  'error.unauthenticated': 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  'error.forbidden': 'आपको यह करने की अनुमति नहीं है।',
  'error.notFound': 'नहीं मिला।',
  'error.hospitalLeft':
    'आप अब उस अस्पताल के सदस्य नहीं हैं जिसका यह पेज था। पेज अब वह दिखाता है जहाँ आप काम करते हैं।',
  'error.hospitalChanged':
    'आप जिस अस्पताल में काम करते हैं, वह दूसरी विंडो में बदल दिया गया; यह पेज पहले वाले अस्पताल का था।',
  'error.badAddress': 'इस अनुरोध का पता मान्य नहीं है।',
  'error.validation': 'कुछ फ़ील्ड सही नहीं हैं। कृपया फ़ॉर्म जाँचें।',
  'error.conflict': 'यह रिकॉर्ड पहले से मौजूद किसी रिकॉर्ड से टकराता है।',
  'error.rateLimited': 'बहुत ज़्यादा अनुरोध आए हैं। कृपया थोड़ा रुककर फिर से कोशिश करें।',
  'error.csrf': 'यह अनुरोध अस्वीकार कर दिया गया, क्योंकि यह पोर्टल से नहीं आया था।',
  'error.stillSaving': 'इसका पिछला सेव अभी चल रहा है। थोड़ा रुकें, फिर से सेव करें।',
  'error.internal': 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',

  // Master screens; {field} and {parent} are the list texts below, in this language.
  'error.inUse': 'यह रिकॉर्ड कहीं और उपयोग में है, इसलिए इसे डिलीट नहीं किया जा सकता।',
  'master.nameRequired': '{field} ज़रूरी है',
  'master.nameTooLong': '{field} में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
  'master.nameExists': '{field} पहले से मौजूद है',
  'master.parentRequired': '{parent} ज़रूरी है',
  'master.choiceAnswered':
    'इस प्रश्न के उत्तर पहले से दर्ज हैं: नया या हटाया गया विकल्प पहले से सहेजे गए प्रयासों के स्कोर बदल देगा। इसके लिए नया प्रश्न जोड़ें।',
  'master.notRetirable':
    'प्रश्नावली के प्रश्न और विकल्प हटाए (रिटायर) नहीं किए जा सकते: पुराने उत्तरों के स्कोर उन्हीं पर निर्भर हैं।',
  'master.changedSince':
    'आपके खोलने के बाद इस प्रविष्टि को किसी और ने बदल दिया है। बदलाव देखने के लिए रद्द करें और इसे फिर से खोलें; आपका टाइप किया हुआ सेव नहीं हुआ।',
  'master.retired': 'रिटायर किया गया: अब फ़ॉर्म में नहीं दिखेगा। जिन रिकॉर्ड में यह है, उनमें बना रहेगा।',
  'master.restored': 'फ़ॉर्म में फिर से दिखेगा।',
  'master.selfParent': 'कोई एंट्री ख़ुद के अंदर नहीं हो सकती',
  'masterKind.stage.title': 'स्टेज',
  'masterKind.stage.field': 'स्टेज का नाम',
  'masterKind.site.title': 'कैंसर का स्थान (Site)',
  'masterKind.site.field': 'स्थान का नाम',
  'masterKind.sub_site.title': 'उप-स्थान (Sub Site)',
  'masterKind.sub_site.field': 'उप-स्थान का नाम',
  'masterKind.sub_type.title': 'उप-प्रकार (Sub Type)',
  'masterKind.sub_type.field': 'उप-प्रकार का नाम',
  'masterKind.looking_for.title': 'मरीज को क्या चाहिए',
  'masterKind.looking_for.field': 'ज़रूरत का नाम',
  'masterKind.treatment_history.title': 'इलाज का इतिहास',
  'masterKind.treatment_history.field': 'इलाज का इतिहास',
  'masterKind.treatment_status.title': 'इलाज की स्थिति',
  'masterKind.treatment_status.field': 'इलाज की स्थिति',
  'masterKind.primary_site.title': 'प्राथमिक स्थान (Primary Site)',
  'masterKind.primary_site.field': 'प्राथमिक स्थान का नाम',
  'masterKind.clinical_sub_site.title': 'क्लिनिकल उप-स्थान (Sub Site)',
  'masterKind.clinical_sub_site.field': 'उप-स्थान का नाम',
  'masterKind.pt.title': 'pT',
  'masterKind.pt.field': 'pT',
  'masterKind.pn.title': 'pN',
  'masterKind.pn.field': 'pN',
  'masterKind.margins.title': 'मार्जिन (Margins)',
  'masterKind.margins.field': 'मार्जिन',
  'masterKind.histologic_type.title': 'हिस्टोलॉजिक प्रकार (Histologic Type)',
  'masterKind.histologic_type.field': 'हिस्टोलॉजिक प्रकार',
  'masterKind.treatment.title': 'इलाज',
  'masterKind.treatment.field': 'इलाज का नाम',
  'masterKind.todo_heading.title': 'अपॉइंटमेंट का शीर्षक',
  'masterKind.todo_heading.field': 'शीर्षक का नाम',
  'masterKind.todo_activity.title': 'अपॉइंटमेंट का काम',
  'masterKind.todo_activity.field': 'काम का नाम',
  'masterKind.current_issue.title': 'अभी की तकलीफ़',
  'masterKind.current_issue.field': 'तकलीफ़ का नाम',
  'masterKind.outcome_category.title': 'कार्यात्मक परिणाम (Functional Outcome) की श्रेणी',
  'masterKind.outcome_category.field': 'श्रेणी का नाम',
  'masterKind.outcome_question.title': 'कार्यात्मक परिणाम (Functional Outcome) का सवाल',
  'masterKind.outcome_question.field': 'सवाल',
  'masterKind.outcome_choice.title': 'कार्यात्मक परिणाम (Functional Outcome) का जवाब',
  'masterKind.outcome_choice.field': 'जवाब का पाठ',
};
