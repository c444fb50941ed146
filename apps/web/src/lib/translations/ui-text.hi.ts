// Hindi translation of the web app's labels (../ui-text.ts).
import type { Translation } from '@portal/shared';
import type { uiText } from '../ui-text';

const uiTextHi: Translation<typeof uiText> = {
  'ui.app.name': 'कैंसर केयर पोर्टल',
  'ui.app.pageTitle': '{title} | कैंसर केयर पोर्टल',
  'ui.app.description':
    'भारत में मरीजों, कैंसर विशेषज्ञों (Oncologist) और अस्पतालों के लिए कैंसर केयर पोर्टल: ' +
    'मरीजों का डेटाबेस, देखभाल कार्यक्रम और सब्सक्रिप्शन।',
  'ui.app.loginDescription':
    'कैंसर केयर पोर्टल में लॉग इन करें: अपना देखभाल कार्यक्रम, या अपने अस्पताल के कैंसर मरीजों का डेटाबेस।',
  'ui.app.loading': 'लोड हो रहा है…',

  'ui.nav.main': 'मुख्य',
  'ui.nav.home': 'होम',
  'ui.nav.contactUs': 'संपर्क करें',
  'ui.nav.signIn': 'लॉग इन करें',
  'ui.nav.menu': 'मेनू',
  'ui.nav.openMenu': 'मेनू खोलें',
  'ui.nav.closeMenu': 'मेनू बंद करें',
  'ui.nav.skipToContent': 'सीधे मुख्य सामग्री पर जाएँ',
  'ui.nav.legal': 'कानूनी जानकारी',
  'ui.nav.breadcrumb': 'पेज का रास्ता (Breadcrumb)',
  'ui.nav.admin': 'एडमिन',
  'ui.nav.dashboard': 'डैशबोर्ड',
  'ui.nav.myCare': 'मेरी देखभाल',
  'ui.language.label': 'भाषा',
  'ui.language.loadFailed': 'यह भाषा लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'ui.language.saveFailed': 'भाषा इस डिवाइस पर बदल गई है, लेकिन आपके अकाउंट में सेव नहीं हो सकी।',

  'ui.footer.privacy': 'गोपनीयता नीति',
  'ui.footer.terms': 'नियम और शर्तें',
  'ui.footer.refund': 'रिफंड और रद्द करने की नीति',
  'ui.footer.copyright':
    '© {year} कैंसर केयर पोर्टल। भारत में कैंसर मरीजों, कैंसर विशेषज्ञों और अस्पतालों के लिए देखभाल।',

  'ui.header.application': 'एप्लिकेशन',
  'ui.header.pleaseSelect': 'कृपया चुनें',
  'ui.header.subscription': 'सब्सक्रिप्शन',
  'ui.header.changePassword': 'पासवर्ड बदलें',
  'ui.header.twoFactor': 'टू-फैक्टर लॉग इन',
  'ui.header.reLogin': 'दोबारा लॉग इन करें',
  'ui.header.logout': 'लॉग आउट',
  'ui.header.signedInAs': '{name} के रूप में लॉग इन',
  'ui.header.quickSignIn': 'तुरंत लॉग इन',
  'ui.header.doctors': 'डॉक्टर',
  'ui.header.joinHospital': 'किसी अस्पताल से जुड़ें',

  'ui.admin.home': 'होम',
  'ui.admin.masters': 'मास्टर डेटा',
  'ui.admin.createSubscription': 'सब्सक्रिप्शन बनाएँ',
  'ui.admin.couponCode': 'कूपन कोड',
  'ui.admin.discountCode': 'डिस्काउंट कोड',
  'ui.admin.outbox': 'SMS आउटबॉक्स',
  'ui.admin.audit': 'ऑडिट लॉग',
  'ui.admin.auditCardText':
    'किसने मरीज की जानकारी देखी या बदली, किसी यूज़र ने क्या किया और कब; CSV के रूप में एक्सपोर्ट करें।',

  'ui.action.back': 'वापस',
  'ui.action.backTo': '{page} पर वापस जाएँ',
  'ui.action.retry': 'फिर से कोशिश करें',
  'ui.action.cancel': 'रद्द करें',
  'ui.action.close': 'बंद करें',
  'ui.action.submit': 'सबमिट करें',
  'ui.action.send': 'भेजें',
  'ui.action.resendOtp': 'OTP दोबारा भेजें',
  'ui.action.verifyOtp': 'OTP वेरिफाई करें',
  'ui.action.reload': 'पेज दोबारा लोड करें',
  'ui.action.goHome': 'होम पेज पर जाएँ',

  'ui.field.mobileNumber': 'मोबाइल नंबर',
  'ui.field.password': 'पासवर्ड',
  'ui.field.oldPassword': 'पुराना पासवर्ड',
  'ui.field.newPassword': 'नया पासवर्ड',
  'ui.field.confirmPassword': 'पासवर्ड दोबारा लिखें',
  'ui.field.otp': 'OTP',
  'ui.field.requiredNote': '* वाले फ़ील्ड भरना ज़रूरी है।',
  'ui.field.select': 'चुनें',
  'ui.field.loadFailed': 'यह सूची लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'ui.field.nothingFound': 'कुछ नहीं मिला',

  'ui.login.title': 'लॉग इन',
  'ui.login.intro': 'वही मोबाइल नंबर और पासवर्ड डालें, जिनसे आपने रजिस्टर किया था।',
  'ui.login.signupTitle': 'अपने प्लान के साथ आगे बढ़ने के लिए लॉग इन करें',
  'ui.login.signupIntro':
    'आपने एक सब्सक्रिप्शन प्लान चुना है। उसका भुगतान करने के लिए लॉग इन करें, या अगर आप ' +
    'नए डॉक्टर हैं तो पहले रजिस्टर करें।',
  'ui.login.submit': 'लॉग इन करें',
  'ui.login.forgot': 'पासवर्ड भूल गए?',
  'ui.login.register': 'नए डॉक्टर हैं? यहाँ रजिस्टर करें',
  'ui.login.codeTitle': 'अपना लॉग इन कोड डालें',
  'ui.login.codeIntro': 'अपना ऑथेंटिकेटर ऐप खोलें और उसमें कैंसर केयर पोर्टल के लिए दिख रहा 6 अंकों का कोड डालें।',
  'ui.login.code': 'ऑथेंटिकेशन कोड',
  'ui.login.verify': 'वेरिफाई करें',
  'ui.login.useRecoveryCode': 'इसके बजाय रिकवरी कोड इस्तेमाल करें',
  'ui.login.recoveryTitle': 'रिकवरी कोड डालें',
  'ui.login.recoveryIntro':
    'टू-फैक्टर लॉग इन सेट करते समय आपने जो रिकवरी कोड सेव किए थे, उनमें से कोई एक डालें। ' +
    'हर कोड सिर्फ एक बार काम करता है।',
  'ui.login.recoveryCode': 'रिकवरी कोड',
  'ui.login.useAuthenticator': 'इसके बजाय अपने ऑथेंटिकेटर ऐप का कोड इस्तेमाल करें',
  'ui.login.backToPassword': 'लॉग इन पर वापस जाएँ',

  'ui.forgot.title': 'पासवर्ड भूल गए',
  'ui.forgot.intro': 'अपना रजिस्टर्ड मोबाइल नंबर डालें। हम आपको 6 अंकों का OTP भेजेंगे।',
  'ui.forgot.otpHint': 'अपने मोबाइल नंबर पर भेजा गया 6 अंकों का OTP डालें।',
  'ui.reset.title': 'नया पासवर्ड सेट करें',
  'ui.reset.restart': 'कृपया यह विंडो बंद करें और नया OTP मँगवाएँ।',

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
  'ui.header.changeMobile': 'मोबाइल नंबर बदलें',

  'ui.setPassword.title': 'अपना पासवर्ड सेट करें',
  'ui.setPassword.intro':
    'आपके अस्पताल ने आपके लिए एक अकाउंट बनाया है। एक पासवर्ड चुनें, फिर अपने मोबाइल नंबर से लॉग इन करें।',
  'ui.setPassword.submit': 'पासवर्ड सेट करें',
  'ui.setPassword.linkInvalid':
    'यह लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है। अपने मोबाइल नंबर पर भेजे गए ' +
    'कोड से पासवर्ड सेट करने के लिए लॉग इन पेज पर ‘पासवर्ड भूल गए?’ चुनें।',
  'ui.setPassword.toLogin': 'लॉग इन पर जाएँ',

  'ui.registration.title': 'डॉक्टर रजिस्ट्रेशन',
  'ui.registration.titleOutside': 'रजिस्ट्रेशन',
  'ui.registration.intro':
    'डॉक्टर के रूप में रजिस्टर करें। अस्पताल के साथ रजिस्टर करने पर आप उसके मुख्य एडमिन ' +
    'बनते हैं और मरीजों को रजिस्टर करने के लिए सब्सक्रिप्शन खरीद सकते हैं।',
  'ui.registration.introOutside':
    'ट्रेनिंग और सामुदायिक कार्यक्रमों के लिए डॉक्टर या स्वास्थ्य कार्यकर्ता के रूप में रजिस्टर करें।',
  'ui.registration.doctorSection': 'डॉक्टर की जानकारी',
  'ui.registration.chiefAdminHint':
    'अस्पताल के मुख्य एडमिन का नाम। खाली छोड़ने पर आपका अपना नाम रखा जाएगा।',
  'ui.registration.hospitalSection': 'अस्पताल की जानकारी',
  'ui.registration.submit': 'रजिस्टर करें',
  'ui.registration.backToLogin': 'लॉग इन पर वापस जाएँ',
  'ui.registration.dateHint': 'ज़रूरी नहीं। फॉर्मेट dd-MMM-yyyy, जैसे 21-Nov-1980।',

  'ui.field.doctorName': 'डॉक्टर का नाम',
  'ui.field.registrationNo': 'रजिस्ट्रेशन नंबर',
  'ui.field.speciality': 'विशेषज्ञता (Speciality)',
  'ui.field.cancerSubSpeciality': 'कैंसर उप-विशेषज्ञता (Sub Speciality)',
  'ui.field.gender': 'लिंग',
  'ui.field.designation': 'पद',
  'ui.field.dateOfBirth': 'जन्म तिथि',
  'ui.field.email': 'ई-मेल आईडी',
  'ui.field.countryCode': 'देश कोड',
  'ui.field.alternativeContact': 'दूसरा संपर्क नंबर',
  'ui.field.alternativeEmail': 'दूसरा ई-मेल',
  'ui.field.hospitalName': 'अस्पताल का नाम',
  'ui.field.hospitalRegistrationNo': 'अस्पताल का रजिस्ट्रेशन नंबर',
  'ui.field.chiefAdmin': 'मुख्य एडमिन',
  'ui.field.hospitalType': 'अस्पताल का प्रकार',
  'ui.field.servicesOffered': 'उपलब्ध सेवाएँ',
  'ui.field.country': 'देश',
  'ui.field.state': 'राज्य',
  'ui.field.district': 'ज़िला',
  'ui.field.datePlaceholder': 'dd-MMM-yyyy',
  'ui.field.city': 'शहर',
  'ui.field.streetAddress': 'पता (गली / सड़क)',
  'ui.field.pincode': 'पिनकोड',
  'ui.field.postalCode': 'पोस्टल कोड',
  'ui.field.hospitalEmail': 'अस्पताल का ई-मेल',
  'ui.field.alternativeHospitalEmail': 'अस्पताल का दूसरा ई-मेल',
  'ui.field.hospitalCountryCode': 'अस्पताल का देश कोड',
  'ui.field.hospitalMobileNumber': 'अस्पताल का मोबाइल नंबर',
  'ui.field.stdCode': 'STD कोड',
  'ui.field.appointmentNumber': 'अपॉइंटमेंट के लिए फोन नंबर',
  'ui.field.alternativeAppointmentNumber': 'अपॉइंटमेंट के लिए दूसरा फोन नंबर',

  'ui.dashboard.title': 'डैशबोर्ड',
  'ui.dashboard.welcome': 'स्वागत है, {name}',
  'ui.dashboard.adminIntro': 'मास्टर डेटा, सब्सक्रिप्शन प्लान और कोड संभालें।',
  'ui.dashboard.mastersText': 'स्टेज, कैंसर के स्थान (Site), उप-स्थान (Sub Site) और दूसरी क्लिनिकल सूचियाँ।',
  'ui.dashboard.plansText': 'सब्सक्रिप्शन प्लान बनाएँ और उन्हें अपडेट रखें।',
  'ui.dashboard.couponsText': 'मरीजों और अस्पतालों के लिए कूपन कोड।',
  'ui.dashboard.discountsText': 'सब्सक्रिप्शन प्लान के लिए डिस्काउंट कोड।',
  'ui.dashboard.outboxText': 'पोर्टल से भेजे जाने वाले SMS, और वे पहुँचे या नहीं।',
  'ui.dashboard.hospital': 'अस्पताल',
  'ui.dashboard.remainingQuota': 'आप अभी इतने और मरीज रजिस्टर कर सकते हैं',
  'ui.dashboard.activeSubscription': 'चालू सब्सक्रिप्शन',
  'ui.dashboard.patientRegistration': 'मरीज रजिस्ट्रेशन',
  'ui.dashboard.patientList': 'मरीजों की सूची',
  'ui.dashboard.viewPlans': 'सब्सक्रिप्शन प्लान देखें',
  'ui.dashboard.noHospital':
    'आपका अकाउंट किसी अस्पताल से जुड़ा नहीं है, इसलिए दिखाने के लिए मरीजों का कोई डेटाबेस ' +
    'नहीं है। ट्रेनिंग और सामुदायिक कार्यक्रम आपके लिए खुले हैं; किसी अस्पताल के एडमिन ' +
    'आपको अपने अस्पताल में जोड़ सकते हैं।',
  'ui.dashboard.joinHospital': 'किसी अस्पताल से जुड़ें',
  'ui.dashboard.manageDoctors': 'डॉक्टरों को मैनेज करें',
  'ui.dashboard.patientNote': 'आपका देखभाल कार्यक्रम डिजिटल देखभाल एप्लिकेशन में है।',
  'ui.dashboard.openCare': 'मेरी देखभाल खोलें',

  'ui.area.care': 'डिजिटल देखभाल एप्लिकेशन',
  'ui.area.db': 'अस्पताल डेटाबेस एप्लिकेशन',
  'ui.area.myCare': 'मेरी देखभाल',
  'ui.area.signedInAs': 'आप {name} के रूप में लॉग इन हैं।',
  'ui.area.careIntro':
    'आपके अस्पताल के मरीजों के अपॉइंटमेंट, करने वाले काम (To-do) और कार्यात्मक परिणाम ' +
    '(Functional Outcome)।',
  'ui.area.dbIntro': 'आपके अस्पताल के मरीजों का डेटाबेस: रजिस्ट्रेशन, क्लिनिकल रिकॉर्ड और इलाज का इतिहास।',
  'ui.area.todo': 'टू-डू सूची',
  'ui.area.todoText': 'सभी मरीजों के साथ आपके अपॉइंटमेंट, स्थिति और तारीख के अनुसार।',
  'ui.area.patients': 'मरीजों की सूची',
  'ui.area.patientsCareText': 'किसी मरीज का देखभाल डैशबोर्ड, अपॉइंटमेंट या कार्यात्मक परिणाम खोलें।',
  'ui.area.patientsDbText': 'किसी मरीज का डेटाबेस डैशबोर्ड, क्लिनिकल विवरण या रिकॉर्ड खोलें।',
  'ui.area.register': 'मरीज रजिस्ट्रेशन',
  'ui.area.registerText': 'नया मरीज रजिस्टर करें या किसी पहले से रजिस्टर्ड मरीज को अपने अस्पताल में जोड़ें।',
  'ui.area.adminText':
    'अस्पताल अपने मरीजों का रिकॉर्ड यहाँ रखते हैं। सुपर एडमिन के रूप में आप वे मास्टर ' +
    'सूचियाँ संभालते हैं, जिनका इस्तेमाल फॉर्म में होता है।',
  'ui.area.masters': 'मास्टर डेटा',

  'ui.page.mySubscription': 'मेरा सब्सक्रिप्शन',
  'ui.page.subscriptionPlan': 'सब्सक्रिप्शन प्लान',
  'ui.page.payment': 'भुगतान',
  'ui.page.paymentSuccess': 'भुगतान सफल रहा',
  'ui.page.paymentFailed': 'भुगतान नहीं हो सका',
  'ui.page.patientList': 'मरीजों की सूची',
  'ui.page.patientRegistration': 'मरीज रजिस्ट्रेशन',
  'ui.page.clinicalDetails': 'क्लिनिकल विवरण',
  'ui.page.subscriptionPlanAdmin': 'सब्सक्रिप्शन बनाएँ',
  'ui.page.register': 'रजिस्ट्रेशन',

  'ui.comingSoon.intro': 'हम यह पेज बना रहे हैं। कृपया कुछ समय बाद फिर देखें।',

  'ui.jobs.title': 'बैकग्राउंड जॉब',
  'ui.jobs.intro':
    'वे काम जो पोर्टल तय समय पर अपने-आप करता है: भुगतानों का मिलान (Reconciliation) और ' +
    'सफाई (Cleanup)। सर्वर कितने भी चल रहे हों, हर रन सिर्फ एक बार होता है।',
  'ui.jobs.cardText': 'बैकग्राउंड जॉब का शेड्यूल, आखिरी रन और फेल हुए रन।',
  'ui.jobs.job': 'जॉब',
  'ui.jobs.every': 'कब-कब चलता है',
  'ui.jobs.oneMinute': 'हर 1 मिनट',
  'ui.jobs.minutes': 'हर {count} मिनट',
  'ui.jobs.lastRun': 'आखिरी रन',
  'ui.jobs.failedLastDay': 'पिछले 24 घंटों में फेल',
  'ui.jobs.waiting': 'इंतज़ार में',
  'ui.jobs.completed': 'पूरा हुआ',
  'ui.jobs.failed': 'फेल हुआ',
  'ui.jobs.notRunYet': 'अभी तक नहीं चला',
  'ui.outbox.title': 'SMS आउटबॉक्स',
  'ui.outbox.intro':
    'पोर्टल से SMS द्वारा भेजे गए संदेश, सबसे नए पहले, और वे पहुँचे या नहीं। डेमो मोड के ' +
    'अलावा वन-टाइम कोड (OTP) और पासवर्ड सेट करने के लिंक छिपे रहते हैं।',
  'ui.outbox.time': 'समय',
  'ui.outbox.recipient': 'किसे भेजा',
  'ui.outbox.message': 'संदेश',
  'ui.outbox.status': 'स्थिति',
  'ui.outbox.attempts': 'कोशिशें',
  'ui.outbox.lastError': 'आखिरी एरर',
  'ui.outbox.status.queued': 'कतार में',
  'ui.outbox.status.sending': 'भेजा जा रहा है',
  'ui.outbox.status.sent': 'भेजा गया',
  'ui.outbox.status.failed': 'फेल हुआ',
  'ui.outbox.status.delivered': 'पहुँच गया',
  'ui.outbox.pagination': 'आउटबॉक्स के पेज',
  'ui.pagination.first': 'पहला पेज',
  'ui.pagination.previous': 'पिछला पेज',
  'ui.pagination.next': 'अगला पेज',
  'ui.pagination.last': 'आखिरी पेज',

  'ui.error.network': 'सर्वर से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'ui.error.pageTitle': 'कुछ गड़बड़ हो गई',
  'ui.error.pageText': 'यह पेज दिखाया नहीं जा सका। पेज दोबारा लोड करने से आमतौर पर यह ठीक हो जाता है।',
  'ui.error.sessionCheck': 'हम आपका लॉग इन जाँच नहीं सके। कृपया फिर से कोशिश करें।',
  'ui.notFound.title': 'पेज नहीं मिला',
  'ui.notFound.text': 'आप जो पेज खोज रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  'ui.forbidden.title': 'अनुमति नहीं है',
};

export default uiTextHi;
