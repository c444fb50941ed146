// Gujarati translation of the web app's labels (../ui-text.ts).
import type { Translation } from '@portal/shared';
import type { uiText } from '../ui-text';

const uiTextGu: Translation<typeof uiText> = {
  'ui.app.name': 'કેન્સર કેર પોર્ટલ',
  'ui.app.pageTitle': '{title} | કેન્સર કેર પોર્ટલ',
  'ui.app.description':
    'ભારતમાં દર્દીઓ, કેન્સર નિષ્ણાતો (Oncologist) અને હોસ્પિટલો માટે કેન્સર કેર પોર્ટલ: ' +
    'દર્દીઓનો ડેટાબેસ, સંભાળ કાર્યક્રમો અને સબ્સ્ક્રિપ્શન.',
  'ui.app.loginDescription':
    'કેન્સર કેર પોર્ટલમાં લૉગ ઇન કરો: તમારો સંભાળ કાર્યક્રમ, અથવા તમારી હોસ્પિટલના ' +
    'કેન્સરના દર્દીઓનો ડેટાબેસ.',
  'ui.app.loading': 'લોડ થઈ રહ્યું છે…',

  'ui.nav.main': 'મુખ્ય',
  'ui.nav.home': 'હોમ',
  'ui.nav.contactUs': 'સંપર્ક કરો',
  'ui.nav.signIn': 'લૉગ ઇન કરો',
  'ui.nav.menu': 'મેનૂ',
  'ui.nav.openMenu': 'મેનૂ ખોલો',
  'ui.nav.closeMenu': 'મેનૂ બંધ કરો',
  'ui.nav.skipToContent': 'સીધા મુખ્ય સામગ્રી પર જાઓ',
  'ui.nav.legal': 'કાનૂની માહિતી',
  'ui.nav.breadcrumb': 'પેજનો માર્ગ (Breadcrumb)',
  'ui.nav.admin': 'એડમિન',
  'ui.nav.dashboard': 'ડેશબોર્ડ',
  'ui.nav.myCare': 'મારી સંભાળ',
  'ui.language.label': 'ભાષા',
  'ui.language.loadFailed': 'આ ભાષા લોડ થઈ શકી નથી. તમારું ઇન્ટરનેટ કનેક્શન તપાસો અને ફરી પ્રયાસ કરો.',
  'ui.language.saveFailed': 'ભાષા આ ડિવાઇસ પર બદલાઈ ગઈ છે, પણ તમારા એકાઉન્ટમાં સેવ થઈ શકી નથી.',

  'ui.footer.privacy': 'ગોપનીયતા નીતિ',
  'ui.footer.terms': 'નિયમો અને શરતો',
  'ui.footer.refund': 'રિફંડ અને રદ કરવાની નીતિ',
  'ui.footer.copyright':
    '© {year} કેન્સર કેર પોર્ટલ. ભારતમાં કેન્સરના દર્દીઓ, કેન્સર નિષ્ણાતો અને હોસ્પિટલો માટે સંભાળ.',

  'ui.header.application': 'એપ્લિકેશન',
  'ui.header.pleaseSelect': 'કૃપા કરીને પસંદ કરો',
  'ui.header.subscription': 'સબ્સ્ક્રિપ્શન',
  'ui.header.changePassword': 'પાસવર્ડ બદલો',
  'ui.header.twoFactor': 'ટુ-ફેક્ટર લૉગ ઇન',
  'ui.header.reLogin': 'ફરીથી લૉગ ઇન કરો',
  'ui.header.logout': 'લૉગ આઉટ',
  'ui.header.signedInAs': '{name} તરીકે લૉગ ઇન',
  'ui.header.quickSignIn': 'ઝડપી લૉગ ઇન',
  'ui.header.doctors': 'ડૉક્ટરો',
  'ui.header.registry': 'કેન્સર રજિસ્ટ્રી',
  'ui.header.joinHospital': 'કોઈ હોસ્પિટલ સાથે જોડાઓ',

  'ui.admin.home': 'હોમ',
  'ui.admin.masters': 'માસ્ટર ડેટા',
  'ui.admin.createSubscription': 'સબ્સ્ક્રિપ્શન બનાવો',
  'ui.admin.couponCode': 'કૂપન કોડ',
  'ui.admin.discountCode': 'ડિસ્કાઉન્ટ કોડ',
  'ui.admin.outbox': 'SMS આઉટબોક્સ',
  'ui.admin.audit': 'ઑડિટ લૉગ',
  'ui.admin.auditCardText':
    'કોણે દર્દીની માહિતી જોઈ કે બદલી, કોઈ યુઝરે શું કર્યું અને ક્યારે; CSV તરીકે એક્સપોર્ટ કરો.',

  'ui.action.back': 'પાછા',
  'ui.action.backTo': '{page} પર પાછા જાઓ',
  'ui.action.retry': 'ફરી પ્રયાસ કરો',
  'ui.action.cancel': 'રદ કરો',
  'ui.action.close': 'બંધ કરો',
  'ui.action.submit': 'સબમિટ કરો',
  'ui.action.send': 'મોકલો',
  'ui.action.resendOtp': 'OTP ફરીથી મોકલો',
  'ui.action.verifyOtp': 'OTP ચકાસો',
  'ui.action.reload': 'પેજ ફરીથી લોડ કરો',
  'ui.leave.title': 'આ પેજ છોડવું છે?',
  'ui.leave.message': 'આ પેજ પર તમે જે ભર્યું છે તે હજી સેવ થયું નથી. પેજ છોડશો તો તે જતું રહેશે.',
  'ui.leave.leave': 'સેવ કર્યા વિના છોડો',
  'ui.leave.stay': 'આ પેજ પર રહો',
  'ui.action.goHome': 'હોમ પેજ પર જાઓ',

  'ui.field.mobileNumber': 'મોબાઇલ નંબર',
  'ui.field.password': 'પાસવર્ડ',
  'ui.field.oldPassword': 'જૂનો પાસવર્ડ',
  'ui.field.newPassword': 'નવો પાસવર્ડ',
  'ui.field.confirmPassword': 'પાસવર્ડ ફરીથી લખો',
  'ui.field.otp': 'OTP',
  'ui.field.requiredNote': '* નિશાનીવાળી વિગતો ભરવી ફરજિયાત છે.',
  'ui.field.select': 'પસંદ કરો',
  'ui.field.loadFailed': 'આ યાદી લોડ થઈ શકી નથી. કૃપા કરીને થોડી વાર પછી ફરી પ્રયાસ કરો.',
  'ui.field.nothingFound': 'કંઈ મળ્યું નહીં',

  'ui.login.title': 'લૉગ ઇન',
  'ui.login.intro': 'નોંધણી વખતે આપેલો મોબાઇલ નંબર અને પાસવર્ડ વાપરો.',
  'ui.login.signupTitle': 'તમારા પ્લાન સાથે આગળ વધવા માટે લૉગ ઇન કરો',
  'ui.login.signupIntro':
    'તમે એક સબ્સ્ક્રિપ્શન પ્લાન પસંદ કર્યો છે. તેની ચુકવણી કરવા માટે લૉગ ઇન કરો, અથવા જો ' +
    'તમે નવા ડૉક્ટર હો તો પહેલાં નોંધણી કરો.',
  'ui.login.submit': 'લૉગ ઇન કરો',
  'ui.login.forgot': 'પાસવર્ડ ભૂલી ગયા?',
  'ui.login.register': 'નવા ડૉક્ટર છો? અહીં નોંધણી કરો',
  'ui.login.codeTitle': 'તમારો લૉગ ઇન કોડ દાખલ કરો',
  'ui.login.codeIntro':
    'તમારી ઑથેન્ટિકેટર એપ ખોલો અને તેમાં કેન્સર કેર પોર્ટલ માટે દેખાતો 6 અંકનો કોડ દાખલ કરો.',
  'ui.login.code': 'ઑથેન્ટિકેશન કોડ',
  'ui.login.verify': 'ચકાસો',
  'ui.login.useRecoveryCode': 'તેના બદલે રિકવરી કોડ વાપરો',
  'ui.login.recoveryTitle': 'રિકવરી કોડ દાખલ કરો',
  'ui.login.recoveryIntro':
    'ટુ-ફેક્ટર લૉગ ઇન સેટ કરતી વખતે તમે સેવ કરેલા રિકવરી કોડમાંથી કોઈ એક દાખલ કરો. ' +
    'દરેક કોડ ફક્ત એક જ વાર કામ કરે છે.',
  'ui.login.recoveryCode': 'રિકવરી કોડ',
  'ui.login.useAuthenticator': 'તેના બદલે તમારી ઑથેન્ટિકેટર એપનો કોડ વાપરો',
  'ui.login.backToPassword': 'લૉગ ઇન પર પાછા જાઓ',

  'ui.forgot.title': 'પાસવર્ડ ભૂલી ગયા',
  'ui.forgot.intro': 'તમારો નોંધાયેલો મોબાઇલ નંબર દાખલ કરો. અમે તમને 6 અંકનો OTP મોકલીશું.',
  'ui.forgot.otpHint': 'તમારા મોબાઇલ નંબર પર મોકલેલો 6 અંકનો OTP દાખલ કરો.',
  'ui.reset.title': 'નવો પાસવર્ડ સેટ કરો',
  'ui.reset.restart': 'કૃપા કરીને આ વિન્ડો બંધ કરો અને નવો OTP મંગાવો.',

  'ui.changePassword.title': 'પાસવર્ડ બદલો',
  'ui.changePassword.intro':
    'પાસવર્ડ બદલ્યા પછી તમે બધી જગ્યાએથી લૉગ આઉટ થઈ જશો, પછી તમે ફરીથી લૉગ ઇન કરી શકો છો.',

  'ui.changeMobile.title': 'મોબાઇલ નંબર બદલો',
  'ui.changeMobile.intro':
    'તમે {mobile} થી લૉગ ઇન કરો છો. નવો નંબર અને તમારો પાસવર્ડ દાખલ કરો; ખાતરી કરવા માટે ' +
    'અમે નવા નંબર પર એક કોડ મોકલીશું.',
  'ui.changeMobile.newMobile': 'નવો મોબાઇલ નંબર',
  'ui.changeMobile.password': 'તમારો પાસવર્ડ',
  'ui.changeMobile.sendCode': 'કોડ મોકલો',
  'ui.changeMobile.codeSentTo': '{mobile} પર મોકલેલો 6 અંકનો કોડ દાખલ કરો.',
  'ui.changeMobile.otherNumber': 'બીજો નંબર વાપરો',
  'ui.changeMobile.confirm': 'નંબર બદલો',
  'ui.header.changeMobile': 'મોબાઇલ નંબર બદલો',

  'ui.setPassword.title': 'તમારો પાસવર્ડ સેટ કરો',
  'ui.setPassword.intro':
    'તમારી હોસ્પિટલે તમારા માટે એકાઉન્ટ બનાવ્યું છે. પાસવર્ડ પસંદ કરો, પછી તમારા મોબાઇલ ' +
    'નંબરથી લૉગ ઇન કરો.',
  'ui.setPassword.submit': 'પાસવર્ડ સેટ કરો',
  'ui.setPassword.linkInvalid':
    'આ લિંકની મુદત પૂરી થઈ ગઈ છે અથવા તે પહેલાં જ વપરાઈ ગઈ છે. તમારા મોબાઇલ નંબર પર ' +
    'મોકલેલા કોડથી પાસવર્ડ સેટ કરવા માટે લૉગ ઇન પેજ પર ‘પાસવર્ડ ભૂલી ગયા?’ પસંદ કરો.',
  'ui.setPassword.toLogin': 'લૉગ ઇન પર જાઓ',

  'ui.registration.title': 'ડૉક્ટર નોંધણી',
  'ui.registration.titleOutside': 'નોંધણી',
  'ui.registration.intro':
    'ડૉક્ટર તરીકે નોંધણી કરો. હોસ્પિટલ સાથે નોંધણી કરવાથી તમે તેના મુખ્ય એડમિન બનો છો અને ' +
    'દર્દીઓની નોંધણી માટે સબ્સ્ક્રિપ્શન ખરીદી શકો છો.',
  'ui.registration.introOutside':
    'તાલીમ અને સામુદાયિક કાર્યક્રમો માટે ડૉક્ટર અથવા આરોગ્ય કાર્યકર તરીકે નોંધણી કરો.',
  'ui.registration.doctorSection': 'ડૉક્ટરની માહિતી',
  'ui.registration.chiefAdminHint': 'હોસ્પિટલના મુખ્ય એડમિનનું નામ. ખાલી રાખો તો તમારું પોતાનું નામ રહેશે.',
  'ui.registration.hospitalSection': 'હોસ્પિટલની માહિતી',
  'ui.registration.submit': 'નોંધણી કરો',
  'ui.registration.backToLogin': 'લૉગ ઇન પર પાછા જાઓ',
  'ui.registration.dateHint': 'ફરજિયાત નથી. ફોર્મેટ dd-MMM-yyyy, દા.ત. {example}.',

  'ui.field.doctorName': 'ડૉક્ટરનું નામ',
  'ui.field.registrationNo': 'નોંધણી નંબર',
  'ui.field.speciality': 'સ્પેશિયાલિટી (Speciality)',
  'ui.field.cancerSubSpeciality': 'કેન્સર સબ-સ્પેશિયાલિટી (Sub Speciality)',
  'ui.field.gender': 'લિંગ',
  'ui.field.designation': 'હોદ્દો',
  'ui.field.dateOfBirth': 'જન્મ તારીખ',
  'ui.field.email': 'ઈ-મેલ આઈડી',
  'ui.field.countryCode': 'દેશ કોડ',
  'ui.field.alternativeContact': 'બીજો સંપર્ક નંબર',
  'ui.field.alternativeEmail': 'બીજો ઈ-મેલ',
  'ui.field.hospitalName': 'હોસ્પિટલનું નામ',
  'ui.field.hospitalRegistrationNo': 'હોસ્પિટલનો નોંધણી નંબર',
  'ui.field.chiefAdmin': 'મુખ્ય એડમિન',
  'ui.field.hospitalType': 'હોસ્પિટલનો પ્રકાર',
  'ui.field.servicesOffered': 'ઉપલબ્ધ સેવાઓ',
  'ui.field.country': 'દેશ',
  'ui.field.state': 'રાજ્ય',
  'ui.field.district': 'જિલ્લો',
  'ui.field.datePlaceholder': 'dd-MMM-yyyy',
  'ui.calendar.previousMonth': 'પાછલો મહિનો',
  'ui.calendar.nextMonth': 'આગલો મહિનો',
  'ui.calendar.previousYear': 'પાછલું વર્ષ',
  'ui.calendar.nextYear': 'આગલું વર્ષ',
  'ui.calendar.previousDecade': 'પાછલો દાયકો',
  'ui.calendar.nextDecade': 'આગલો દાયકો',
  'ui.calendar.clearDate': 'તારીખ દૂર કરો',
  'ui.calendar.chooseMonth': 'મહિનો પસંદ કરો',
  'ui.calendar.chooseYear': 'વર્ષ પસંદ કરો',
  'ui.field.city': 'શહેર',
  'ui.field.streetAddress': 'સરનામું (શેરી / રસ્તો)',
  'ui.field.pincode': 'પિનકોડ',
  'ui.field.postalCode': 'પોસ્ટલ કોડ',
  'ui.field.hospitalEmail': 'હોસ્પિટલનો ઈ-મેલ',
  'ui.field.alternativeHospitalEmail': 'હોસ્પિટલનો બીજો ઈ-મેલ',
  'ui.field.hospitalCountryCode': 'હોસ્પિટલનો દેશ કોડ',
  'ui.field.hospitalMobileNumber': 'હોસ્પિટલનો મોબાઇલ નંબર',
  'ui.field.stdCode': 'STD કોડ',
  'ui.field.appointmentNumber': 'એપોઇન્ટમેન્ટ માટે ફોન નંબર',
  'ui.field.alternativeAppointmentNumber': 'એપોઇન્ટમેન્ટ માટે બીજો ફોન નંબર',

  'ui.dashboard.title': 'ડેશબોર્ડ',
  'ui.dashboard.welcome': 'સ્વાગત છે, {name}',
  'ui.dashboard.adminIntro': 'માસ્ટર ડેટા, સબ્સ્ક્રિપ્શન પ્લાન અને કોડ સંભાળો.',
  'ui.dashboard.mastersText': 'સ્ટેજ, કેન્સરનું સ્થાન (Site), પેટા-સ્થાન (Sub Site) અને બીજી ક્લિનિકલ યાદીઓ.',
  'ui.dashboard.plansText': 'સબ્સ્ક્રિપ્શન પ્લાન બનાવો અને તેમને અપડેટ રાખો.',
  'ui.dashboard.couponsText': 'કૂપન, જે હોસ્પિટલો સબ્સ્ક્રિપ્શન પ્લાન ખરીદતી વખતે નાખે છે.',
  'ui.dashboard.discountsText': 'ડિસ્કાઉન્ટ કોડ, જે દર્દીઓ કોઈ કાર્યક્રમની ચુકવણી કરતી વખતે નાખે છે.',
  'ui.dashboard.outboxText': 'પોર્ટલ જે SMS મોકલે છે તે, અને તે પહોંચ્યા કે નહીં.',
  'ui.dashboard.hospital': 'હોસ્પિટલ',
  'ui.dashboard.remainingQuota': 'તમે હજુ આટલા દર્દીઓની નોંધણી કરી શકો છો',
  'ui.dashboard.activeSubscription': 'ચાલુ સબ્સ્ક્રિપ્શન',
  'ui.dashboard.patientRegistration': 'દર્દી નોંધણી',
  'ui.dashboard.patientList': 'દર્દીઓની યાદી',
  'ui.dashboard.viewPlans': 'સબ્સ્ક્રિપ્શન પ્લાન જુઓ',
  'ui.dashboard.noHospital':
    'તમારું એકાઉન્ટ કોઈ હોસ્પિટલ સાથે જોડાયેલું નથી, તેથી બતાવવા માટે દર્દીઓનો કોઈ ડેટાબેસ ' +
    'નથી. તાલીમ અને સામુદાયિક કાર્યક્રમો તમારા માટે ખુલ્લા છે; કોઈ હોસ્પિટલના એડમિન તમને ' +
    'તેમની હોસ્પિટલમાં ઉમેરી શકે છે.',
  'ui.dashboard.joinHospital': 'કોઈ હોસ્પિટલ સાથે જોડાઓ',
  'ui.dashboard.manageDoctors': 'ડૉક્ટરોનું સંચાલન કરો',
  'ui.dashboard.patientNote': 'તમારો સંભાળ કાર્યક્રમ ડિજિટલ સંભાળ એપ્લિકેશનમાં છે.',
  'ui.dashboard.openCare': 'મારી સંભાળ ખોલો',

  'ui.area.care': 'ડિજિટલ સંભાળ એપ્લિકેશન',
  'ui.area.db': 'હોસ્પિટલ ડેટાબેસ એપ્લિકેશન',
  'ui.area.myCare': 'મારી સંભાળ',
  'ui.area.signedInAs': 'તમે {name} તરીકે લૉગ ઇન છો.',
  'ui.area.careIntro':
    'તમારી હોસ્પિટલના દર્દીઓની એપોઇન્ટમેન્ટ, કરવાનાં કામ (To-do) અને કાર્યાત્મક પરિણામ ' +
    '(Functional Outcome).',
  'ui.area.dbIntro': 'તમારી હોસ્પિટલના દર્દીઓનો ડેટાબેસ: નોંધણી, ક્લિનિકલ રેકોર્ડ અને સારવારનો ઇતિહાસ.',
  'ui.area.todo': 'ટુ-ડુ યાદી',
  'ui.area.todoText': 'બધા દર્દીઓ સાથેની તમારી એપોઇન્ટમેન્ટ, સ્થિતિ અને તારીખ પ્રમાણે.',
  'ui.area.patients': 'દર્દીઓની યાદી',
  'ui.area.patientsCareText': 'કોઈ દર્દીનું સંભાળ ડેશબોર્ડ, એપોઇન્ટમેન્ટ અથવા કાર્યાત્મક પરિણામ ખોલો.',
  'ui.area.patientsDbText': 'કોઈ દર્દીનું ડેટાબેસ ડેશબોર્ડ, ક્લિનિકલ વિગતો અથવા રેકોર્ડ ખોલો.',
  'ui.area.register': 'દર્દી નોંધણી',
  'ui.area.registerText': 'નવા દર્દીની નોંધણી કરો અથવા પહેલેથી નોંધાયેલા દર્દીને તમારી હોસ્પિટલમાં ઉમેરો.',
  'ui.area.adminText':
    'હોસ્પિટલો તેમના દર્દીઓની માહિતી અહીં રાખે છે. સુપર એડમિન તરીકે તમે ફોર્મમાં વપરાતી ' +
    'માસ્ટર યાદીઓ સંભાળો છો.',
  'ui.area.masters': 'માસ્ટર ડેટા',

  'ui.page.mySubscription': 'મારું સબ્સ્ક્રિપ્શન',
  'ui.page.subscriptionPlan': 'સબ્સ્ક્રિપ્શન પ્લાન',
  'ui.page.payment': 'ચુકવણી',
  'ui.page.paymentSuccess': 'ચુકવણી સફળ થઈ',
  'ui.page.paymentFailed': 'ચુકવણી થઈ શકી નથી',
  'ui.page.patientList': 'દર્દીઓની યાદી',
  'ui.page.patientRegistration': 'દર્દી નોંધણી',
  'ui.page.clinicalDetails': 'ક્લિનિકલ વિગતો',
  'ui.page.subscriptionPlanAdmin': 'સબ્સ્ક્રિપ્શન બનાવો',
  'ui.page.register': 'નોંધણી',

  'ui.comingSoon.intro': 'અમે આ પેજ બનાવી રહ્યા છીએ. કૃપા કરીને થોડા સમય પછી ફરી જુઓ.',

  'ui.jobs.title': 'બેકગ્રાઉન્ડ જૉબ',
  'ui.jobs.intro':
    'પોર્ટલ નક્કી કરેલા સમયે જાતે કરે છે તે કામ: ચુકવણીઓનો મેળ (Reconciliation) અને સફાઈ ' +
    '(Cleanup). ગમે તેટલા સર્વર ચાલતા હોય, દરેક રન ફક્ત એક જ વાર થાય છે.',
  'ui.jobs.cardText': 'બેકગ્રાઉન્ડ જૉબનું શેડ્યૂલ, છેલ્લા રન અને નિષ્ફળ રન.',
  'ui.jobs.job': 'જૉબ',
  'ui.jobs.every': 'ક્યારે ક્યારે ચાલે છે',
  'ui.jobs.oneMinute': 'દર 1 મિનિટે',
  'ui.jobs.minutes': 'દર {count} મિનિટે',
  'ui.jobs.lastRun': 'છેલ્લો રન',
  'ui.jobs.failedLastDay': 'છેલ્લા 24 કલાકમાં નિષ્ફળ',
  'ui.jobs.waiting': 'રાહ જોતા',
  'ui.jobs.completed': 'પૂર્ણ થયું',
  'ui.jobs.failed': 'નિષ્ફળ',
  'ui.jobs.notRunYet': 'હજુ ચાલ્યું નથી',
  'ui.outbox.title': 'SMS આઉટબોક્સ',
  'ui.outbox.intro':
    'પોર્ટલે SMS દ્વારા મોકલેલા સંદેશા, સૌથી નવા પહેલાં, અને તે પહોંચ્યા કે નહીં. ડેમો મોડ ' +
    'સિવાય વન-ટાઇમ કોડ (OTP) અને પાસવર્ડ સેટ કરવાની લિંક છુપાવેલી રહે છે.',
  'ui.outbox.time': 'સમય',
  'ui.outbox.recipient': 'કોને મોકલ્યો',
  'ui.outbox.message': 'સંદેશ',
  'ui.outbox.status': 'સ્થિતિ',
  'ui.outbox.attempts': 'પ્રયાસો',
  'ui.outbox.lastError': 'છેલ્લી ભૂલ',
  'ui.outbox.status.queued': 'કતારમાં',
  'ui.outbox.status.sending': 'મોકલાઈ રહ્યો છે',
  'ui.outbox.status.sent': 'મોકલાયો',
  'ui.outbox.status.failed': 'નિષ્ફળ',
  'ui.outbox.status.delivered': 'પહોંચી ગયો',
  'ui.outbox.pagination': 'આઉટબોક્સનાં પેજ',
  'ui.pagination.first': 'પહેલું પેજ',
  'ui.pagination.previous': 'પાછલું પેજ',
  'ui.pagination.next': 'આગલું પેજ',
  'ui.pagination.last': 'છેલ્લું પેજ',

  'ui.error.network': 'સર્વર સુધી પહોંચી શકાયું નથી. કૃપા કરીને તમારું ઇન્ટરનેટ કનેક્શન તપાસો અને ફરી પ્રયાસ કરો.',
  'ui.error.pageTitle': 'કંઈક ખોટું થયું',
  'ui.error.pageText': 'આ પેજ બતાવી શકાયું નથી. પેજ ફરીથી લોડ કરવાથી સામાન્ય રીતે તે ઠીક થઈ જાય છે.',
  'ui.error.sessionCheck': 'અમે તમારું લૉગ ઇન ચકાસી શક્યા નથી. કૃપા કરીને ફરી પ્રયાસ કરો.',
  'ui.notFound.title': 'પેજ મળ્યું નથી',
  'ui.notFound.text': 'તમે શોધો છો તે પેજ અસ્તિત્વમાં નથી અથવા બીજી જગ્યાએ ખસેડાયું છે.',
  'ui.forbidden.title': 'પરવાનગી નથી',
  'ui.patient.notFound': 'દર્દી મળ્યા નહીં. તે બીજી હોસ્પિટલના દર્દી હોઈ શકે, અથવા લિંક ખોટી છે.',
  'ui.hospital.changedElsewhere':
    'હવે તમે {hospital}માં કામ કરો છો. તમે જે પેજ પર હતા તે પહેલાંની હોસ્પિટલનું હતું (બીજી વિન્ડોમાં બદલાઈ, અથવા હવે તમે તેની સાથે જોડાયેલા નથી), તેથી આ વિન્ડો ડેશબોર્ડ પર પાછી આવી છે.',
};

export default uiTextGu;
