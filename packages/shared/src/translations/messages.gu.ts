// Gujarati translation of the message catalogue (../messages.ts).
import type { Translation } from '../languages';
import type { messages } from '../all-messages';

export const messagesGu: Translation<typeof messages> = {
  // Generic
  'common.required': 'આ માહિતી ભરવી જરૂરી છે',
  'common.saveSuccess': 'સફળતાપૂર્વક સેવ થયું!',
  'common.updateSuccess': 'સફળતાપૂર્વક અપડેટ થયું!',
  'common.deleteSuccess': 'સફળતાપૂર્વક ડિલીટ થયું!',
  'common.statusChangeSuccess': 'સ્ટેટસ સફળતાપૂર્વક બદલાયું!',
  'common.titleSuccess': 'સફળ!',
  'common.titleUpdate': 'અપડેટ!',
  'common.titleError': 'ભૂલ!',
  'common.titleNotice': 'નોંધ',
  'common.noData': 'કોઈ માહિતી નથી!',
  'common.confirmDelete': 'ડિલીટ કર્યા પછી તમારી બધી માહિતી દૂર થઈ જશે. આગળ વધવું છે?',
  'common.invalidEmail': 'ઈ-મેલ આઈડી ખોટું છે',
  'common.passwordMismatch': 'પાસવર્ડ મેળ ખાતો નથી.',
  'common.comingSoon': 'પોર્ટલનો આ ભાગ ટૂંક સમયમાં શરૂ થશે.',
  // What a rule without a message of its own says (the zod error map in zod-messages.ts)
  'common.invalidValue': 'સાચી કિંમત દાખલ કરો',
  'common.chooseFromList': 'યાદીમાંથી પસંદ કરો',
  'common.tooLong': 'વધુમાં વધુ {max} અક્ષર',
  'common.tooShort': 'ઓછામાં ઓછા {min} અક્ષર',
  'common.tooMany': 'વધુમાં વધુ {max} પસંદ કરો',
  'common.numberMin': 'ઓછામાં ઓછી {min} જેટલી સંખ્યા દાખલ કરો',
  'common.numberMax': 'વધુમાં વધુ {max} જેટલી સંખ્યા દાખલ કરો',
  'common.wholeNumber': 'પૂર્ણ સંખ્યા (દશાંશ વગર) દાખલ કરો',
  'common.controlCharacters': 'આ લખાણમાંથી ન દેખાતા કંટ્રોલ અક્ષરો (જેમ કે null અક્ષર) દૂર કરો',
  'common.dateInvalid': 'સાચી તારીખ દાખલ કરો, ઉદાહરણ તરીકે 25-જાન્યુ-1970',
  'common.personNameCharacters':
    'ફક્ત અક્ષરો લખો; તેમની વચ્ચે સ્પેસ, પૂર્ણવિરામ (.), એપોસ્ટ્રોફી અને હાઇફન આવી શકે',

  // Mobile numbers
  'mobile.required': 'મોબાઇલ નંબર જરૂરી છે',
  'mobile.length': 'મોબાઇલ નંબર 10 અંકનો હોવો જોઈએ',
  'mobile.invalid': 'મોબાઇલ નંબર ખોટો છે',
  'mobile.duplicate': 'આ મોબાઇલ નંબર યુઝરનેમ તરીકે પહેલેથી નોંધાયેલો છે!',
  'mobile.duplicateTitle': 'યુઝરનેમ',
  'mobile.sameAsCurrent': 'આ તો તમારો હાલનો જ મોબાઇલ નંબર છે.',
  'mobile.codeSent': 'નવા મોબાઇલ નંબર પર કોડ મોકલવામાં આવ્યો છે.',
  'mobile.changed': 'તમારો મોબાઇલ નંબર બદલાઈ ગયો છે. હવેથી નવા નંબરથી લૉગ ઇન કરો.',
  'mobile.changeCodeSms':
    'કેન્સર કેર પોર્ટલ: આ મોબાઇલ નંબરની ખાતરી માટેનો કોડ {code} છે. ' +
    '5 મિનિટ માટે માન્ય. કોઈને જણાવશો નહીં.',
  'mobile.changedNoticeSms':
    'કેન્સર કેર પોર્ટલ: તમારા ખાતાનો લૉગ ઇન મોબાઇલ નંબર બદલીને {ending} થી પૂરો થતો નંબર ' +
    'કરાયો છે. તમે આ માંગ્યું ન હોય તો તમારી હોસ્પિટલનો સંપર્ક કરો.',
  'mobile.nowYourLoginSms':
    'કેન્સર કેર પોર્ટલ: હવે આ નંબરથી તમારા ખાતામાં લૉગ ઇન થશે. નવો પાસવર્ડ જોઈએ તો ' +
    '"પાસવર્ડ ભૂલી ગયા" વાપરો.',

  // Passwords
  'password.required': 'પાસવર્ડ જરૂરી છે',
  'password.min': 'પાસવર્ડ ઓછામાં ઓછા 8 અક્ષરનો હોવો જોઈએ',
  'password.max': 'પાસવર્ડ વધુમાં વધુ 64 અક્ષરનો હોઈ શકે',
  'password.pattern': 'પાસવર્ડ માન્ય નથી: તેમાં એક કેપિટલ અક્ષર, એક અંક અને એક ખાસ ચિહ્ન રાખો',
  'password.hint':
    'પાસવર્ડમાં 8 થી 64 અક્ષર જોઈએ, જેમાં એક કેપિટલ અક્ષર, એક અંક અને એક ખાસ ચિહ્ન ' + '(જેમ કે @ # $) હોય.',
  'password.confirmRequired': 'પાસવર્ડની ખાતરી (Confirm Password) જરૂરી છે',
  'password.oldRequired': 'જૂનો પાસવર્ડ જરૂરી છે',
  'password.changeSuccess': 'પાસવર્ડ સફળતાપૂર્વક બદલાયો!',
  'password.resetSuccess': 'પાસવર્ડ સફળતાપૂર્વક રીસેટ થયો. કૃપા કરીને નવા પાસવર્ડથી લૉગ ઇન કરો.',
  'password.oldWrong': 'જૂનો પાસવર્ડ ખોટો છે',
  'password.wrong': 'પાસવર્ડ ખોટો છે',
  'password.sameAsOld': 'નવો પાસવર્ડ જૂના પાસવર્ડથી અલગ હોવો જોઈએ',

  // Login
  'login.invalid': 'યુઝરનેમ અથવા પાસવર્ડ ખોટો છે!',
  'password.common':
    'આ પાસવર્ડ સૌથી વધુ વપરાતા અથવા લીક થયેલા પાસવર્ડમાંનો એક છે. ' +
    'કોઈ અનુમાન ન લગાવી શકે તેવો પાસવર્ડ પસંદ કરો.',
  'login.throttled': 'અહીંથી ઘણા નિષ્ફળ પ્રયાસો થયા છે. કૃપા કરીને {wait} રાહ જોઈને ફરી પ્રયાસ કરો.',
  'login.locked':
    'ઘણી વાર ખોટા લૉગ ઇન પ્રયાસોને કારણે આ નંબર લૉક થયો છે. "પાસવર્ડ ભૂલી ગયા" વાપરીને SMS ' +
    'દ્વારા કોડ મેળવો અને નવો પાસવર્ડ સેટ કરો; તેનાથી નંબર અનલૉક થઈ જશે.',
  'login.waitSeconds': '{count} સેકન્ડ',
  'login.waitMinutes': '{count} મિનિટ',
  'login.credentialInvalid': 'લૉગ ઇનની વિગતો ખોટી છે',
  'login.sessionExpired': 'તમારું સેશન પૂરું થઈ ગયું છે. કૃપા કરીને ફરી લૉગ ઇન કરો.',

  // OTP / forgot password
  'otp.required': 'OTP જરૂરી છે',
  'otp.invalid': 'OTP ખોટો છે',
  'otp.sent': 'જો આ મોબાઇલ નંબર નોંધાયેલો હશે, તો તેના પર OTP મોકલવામાં આવ્યો છે.',
  'otp.verified': 'OTP સફળતાપૂર્વક ચકાસાયો',
  'otp.wrong': 'OTP ખોટો છે!',
  'otp.expired': 'આ OTP ની મુદત પૂરી થઈ ગઈ છે અથવા તે ઘણી વાર વપરાઈ ગયો છે. કૃપા કરીને નવો OTP મંગાવો.',
  'otp.tooManySends': 'આ નંબર માટે ઘણી વાર OTP મંગાવાયો છે. કૃપા કરીને 15 મિનિટ રાહ જુઓ.',
  'otp.resetTokenInvalid':
    'પાસવર્ડ રીસેટ કરવાની આ લિંકની મુદત પૂરી થઈ ગઈ છે. કૃપા કરીને નવો OTP મેળવીને ચકાસો.',
  'otp.smsBody':
    'કેન્સર કેર પોર્ટલ: પાસવર્ડ રીસેટ કરવાનો તમારો કોડ {code} છે. ' + '5 મિનિટ માટે માન્ય. કોઈને જણાવશો નહીં.',

  // Two-factor sign-in (authenticator app) for administrators
  'twoFactor.codeRequired': 'તમારી ઓથેન્ટિકેટર ઍપમાં દેખાતો 6 અંકનો કોડ દાખલ કરો',
  'twoFactor.codeInvalid': 'કોડ એટલે તમારી ઓથેન્ટિકેટર ઍપમાં દેખાતા 6 અંક',
  'twoFactor.codeWrong': 'આ કોડ સાચો નથી. તમારા ફોનનો સમય તપાસો અને સૌથી નવો કોડ દાખલ કરી જુઓ.',
  'twoFactor.codeReused': 'આ કોડ પહેલેથી વપરાઈ ગયો છે. આગલા કોડની રાહ જુઓ અને તે દાખલ કરો.',
  'twoFactor.recoveryCodeRequired': 'તમારા રિકવરી કોડમાંથી કોઈ એક દાખલ કરો',
  'twoFactor.recoveryCodeInvalid': 'રિકવરી કોડમાં 10 અક્ષર અને અંક હોય છે, જેમ કે abcde-23456',
  'twoFactor.recoveryCodeWrong': 'આ રિકવરી કોડ સાચો નથી અથવા પહેલેથી વપરાઈ ગયો છે.',
  'twoFactor.eitherCodeRequired': 'ઓથેન્ટિકેટર ઍપનો કોડ અથવા રિકવરી કોડ દાખલ કરો',
  'twoFactor.eitherCodeInvalid':
    'ઓથેન્ટિકેટર ઍપમાં દેખાતા 6 અંક, અથવા abcde-23456 જેવો રિકવરી કોડ દાખલ કરો',
  'twoFactor.challengeExpired':
    'આ લૉગ ઇનની મુદત પૂરી થઈ ગઈ છે અથવા ઘણા ખોટા કોડ દાખલ થયા છે. ' +
    'કૃપા કરીને પાસવર્ડથી ફરી લૉગ ઇન કરો.',
  'twoFactor.throttled': 'ઘણા ખોટા કોડ દાખલ થયા છે. કૃપા કરીને 15 મિનિટ રાહ જોઈને ફરી પ્રયાસ કરો.',
  'twoFactor.alreadyEnabled': 'તમારા ખાતા માટે ટુ-ફેક્ટર લૉગ ઇન પહેલેથી ચાલુ છે.',
  'twoFactor.notEnabled': 'તમારા ખાતા માટે ટુ-ફેક્ટર લૉગ ઇન ચાલુ નથી.',
  'twoFactor.noEnrolment': 'સેટ-અપ ફરીથી શરૂ કરો: કોડની રાહ જોતું કોઈ સેટ-અપ બાકી નથી.',
  'twoFactor.notForYou': 'ટુ-ફેક્ટર લૉગ ઇન સુપર એડમિન અને હોસ્પિટલ એડમિન માટે છે.',
  'twoFactor.enabled': 'ટુ-ફેક્ટર લૉગ ઇન ચાલુ થયું. તમારા રિકવરી કોડ કોઈ સુરક્ષિત જગ્યાએ સાચવી રાખો.',
  'twoFactor.disabled': 'ટુ-ફેક્ટર લૉગ ઇન બંધ થયું.',
  'twoFactor.codesRegenerated': 'નવા રિકવરી કોડ તૈયાર છે. જૂના કોડ હવે કામ નહીં કરે.',
  'twoFactor.enrolmentRequired':
    'આગળ વધતાં પહેલાં ટુ-ફેક્ટર લૉગ ઇન સેટ કરો: લાઇવ સિસ્ટમ (production) માં સુપર એડમિન ' +
    'માટે તે ફરજિયાત છે.',

  // Doctor registration
  'doctor.nameRequired': 'ડૉક્ટરનું નામ જરૂરી છે',
  'doctor.nameMax': 'ડૉક્ટરનું નામ વધુમાં વધુ 100 અક્ષરનું હોઈ શકે',
  'doctor.registrationNoRequired': 'રજિસ્ટ્રેશન નંબર જરૂરી છે',
  'doctor.registrationNoTaken':
    'આ રજિસ્ટ્રેશન નંબર પોર્ટલ પર પહેલેથી કોઈ ડૉક્ટરના નામે નોંધાયેલો છે. જો તે તમારો હોય, તો તે જ ખાતાથી સાઇન ઇન કરો (લૉગ ઇન પેજ પર "પાસવર્ડ ભૂલી ગયા?" થી નવો પાસવર્ડ બને છે).',
  'doctor.registrationNoMax': 'રજિસ્ટ્રેશન નંબર વધુમાં વધુ 50 અક્ષરનો હોઈ શકે',
  'doctor.specialityRequired': 'સ્પેશિયાલિટી (વિશેષતા) જરૂરી છે',
  'doctor.subSpecialityMax': 'કેન્સર સબ-સ્પેશિયાલિટી વધુમાં વધુ 256 અક્ષરની હોઈ શકે',
  'doctor.genderRequired': 'લિંગ જરૂરી છે',
  'doctor.designationRequired': 'હોદ્દો જરૂરી છે',
  'doctor.emailRequired': 'ઈ-મેલ આઈડી જરૂરી છે',
  'doctor.emailMax': 'ઈ-મેલ આઈડી વધુમાં વધુ 50 અક્ષરનું હોઈ શકે',
  'doctor.dateOfBirthInvalid': 'જન્મ તારીખ ભૂતકાળની હોવી જોઈએ (ઉંમર 18 થી 100 વર્ષ)',
  'doctor.alternativeMobileMax': 'બીજો સંપર્ક નંબર વધુમાં વધુ 12 અંકનો હોઈ શકે',
  'doctor.alternativeMobileInvalid': 'બીજા સંપર્ક નંબરમાં ફક્ત અંક હોવા જોઈએ',
  'doctor.registrationSuccess': 'ડૉક્ટરની નોંધણી સફળતાપૂર્વક થઈ!',
  'doctor.registrationSuccessTitle': 'હોસ્પિટલ',

  // Hospital block
  'hospital.nameRequired': 'હોસ્પિટલનું નામ જરૂરી છે',
  'hospital.nameMax': 'હોસ્પિટલનું નામ વધુમાં વધુ 256 અક્ષરનું હોઈ શકે',
  'hospital.namesake':
    'આ નામની હોસ્પિટલ આ જિલ્લામાં પહેલેથી નોંધાયેલી છે. જો તમે ત્યાં કામ કરતા હો, તો હોસ્પિટલ વગર ડૉક્ટર તરીકે નોંધણી કરો (નીચેની લિંક) અને તેના એડમિનને તમને ઉમેરવા કહો; જો આ બીજી હોસ્પિટલ હોય, તો નીચે તેની પુષ્ટિ કરો.',
  'hospital.registrationNoMax': 'હોસ્પિટલનો રજિસ્ટ્રેશન નંબર વધુમાં વધુ 50 અક્ષરનો હોઈ શકે',
  'hospital.typeRequired': 'હોસ્પિટલનો પ્રકાર જરૂરી છે',
  'hospital.serviceRequired': 'હોસ્પિટલમાં મળતી સેવાઓ જરૂરી છે',
  'hospital.chiefAdminRequired': 'મુખ્ય એડમિન જરૂરી છે',
  'hospital.chiefAdminMax': 'મુખ્ય એડમિનનું નામ વધુમાં વધુ 100 અક્ષરનું હોઈ શકે',
  'hospital.cityMax': 'શહેર વધુમાં વધુ 50 અક્ષરનું હોઈ શકે',
  'hospital.addressMax': 'શેરીનું સરનામું વધુમાં વધુ 300 અક્ષરનું હોઈ શકે',
  'hospital.pincodeRequired': 'પિનકોડ જરૂરી છે',
  'hospital.pincodeInvalid': 'પિનકોડ 6 અંકનો હોવો જોઈએ',
  'hospital.landlineInvalid': 'એપોઇન્ટમેન્ટ નંબર 10 અંકનો હોવો જોઈએ',
  'hospital.alternativeLandlineInvalid': 'બીજો એપોઇન્ટમેન્ટ નંબર વધુમાં વધુ 10 અંકનો હોઈ શકે',
  'hospital.landlineCodeInvalid': 'STD કોડ 2 થી 5 અંકનો હોવો જોઈએ',

  // Hospital members: the chief admin's Doctors screen, invitations and requests to join
  'member.registrationNoTaken':
    'આ રજિસ્ટ્રેશન નંબરવાળા ડૉક્ટરનું પોર્ટલ પર પહેલેથી ખાતું છે: તેમને તે જ ખાતાના મોબાઇલ નંબરથી ઉમેરો.',
  'member.detailsRequired':
    'આ મોબાઇલ નંબર સાથે હજી કોઈ ડૉક્ટર નોંધાયેલા નથી. ખાતું બનાવવા માટે તેમની વિગતો દાખલ કરો; ' +
    'પાસવર્ડ સેટ કરવા માટે તેમને SMS મોકલવામાં આવશે.',
  'member.notADoctor': 'આ મોબાઇલ નંબર એવા ખાતાનો છે જે ડૉક્ટરનું નથી.',
  'member.alreadyMember': 'આ ડૉક્ટર પહેલેથી તમારી હોસ્પિટલના સભ્ય છે.',
  'member.alreadyInvited': 'આ ડૉક્ટરને પહેલેથી આમંત્રણ મોકલાયું છે અને તેમણે હજી જવાબ આપ્યો નથી.',
  'member.invited': '{name} ને આમંત્રણ મોકલાયું છે. તેઓ હવે પછીના લૉગ ઇન વખતે આમંત્રણ સ્વીકારશે ત્યારે જોડાશે.',
  'member.accountCreated': '{name} માટે ખાતું બનાવવામાં આવ્યું છે અને પાસવર્ડ સેટ કરવા માટે SMS મોકલાયો છે.',
  'member.requestAccepted': '{name} એ જોડાવાની વિનંતી કરી હતી અને હવે તેઓ સભ્ય છે.',
  'member.removed': '{name} ને હોસ્પિટલમાંથી દૂર કરવામાં આવ્યા છે.',
  'member.invitationWithdrawn': '{name}નું આમંત્રણ પાછું ખેંચી લેવાયું છે.',
  'member.invitationClosed': 'આ આમંત્રણ હવે ખુલ્લું નથી: તે પાછું ખેંચાયું છે અથવા તેનો જવાબ અપાઈ ગયો છે.',
  'member.cannotRemoveChief':
    'મુખ્ય એડમિનને દૂર કરી શકાય નહીં. પહેલાં મુખ્ય એડમિનની ભૂમિકા બીજા ડૉક્ટરને સોંપો.',
  'member.handedOver': '{name} હવે મુખ્ય એડમિન છે.',
  'member.handoverActiveOnly': 'ફક્ત સક્રિય સભ્ય જ મુખ્ય એડમિન બની શકે.',
  'member.handoverPasswordPending':
    'આ ડૉક્ટરે હજુ પાસવર્ડ સેટ કર્યો નથી અને સાઇન ઇન કરી શકતા નથી. પાસવર્ડ સેટ થયા પછી ભૂમિકા સોંપો.',
  'member.handoverSelf': 'તમે પહેલેથી મુખ્ય એડમિન છો.',
  'member.requestApproved': '{name} હોસ્પિટલમાં જોડાયા છે.',
  'member.requestDeclined': '{name} ની વિનંતી નામંજૂર કરવામાં આવી.',
  'member.noRequest': 'આ ડૉક્ટરની કોઈ બાકી વિનંતી નથી.',
  'member.noInvitation': 'આ હોસ્પિટલ તરફથી કોઈ બાકી આમંત્રણ નથી.',
  'member.invitationAccepted': 'તમે {hospital} માં જોડાયા છો.',
  'member.invitationDeclined': 'તમે {hospital} નું આમંત્રણ નામંજૂર કર્યું.',
  'member.joinRequested': '{hospital} માં જોડાવાની તમારી વિનંતી તેના મુખ્ય એડમિનને મોકલાઈ છે.',
  'member.alreadyRequested': 'તમે આ હોસ્પિટલમાં જોડાવા માટે પહેલેથી વિનંતી કરી છે.',
  'member.alreadyJoined': 'તમે પહેલેથી આ હોસ્પિટલના સભ્ય છો.',
  'member.switched': 'હવે તમે {hospital} માં કામ કરી રહ્યા છો.',
  'member.inviteSms':
    '{hospital} એ તમને કેન્સર કેર પોર્ટલમાં ઉમેર્યા છે. 7 દિવસમાં તમારો પાસવર્ડ સેટ કરો: {link}',
  'member.invitedSms':
    '{hospital} એ તમને કેન્સર કેર પોર્ટલ પર જોડાવા આમંત્રણ આપ્યું છે. ' + 'સ્વીકારવા કે નકારવા લૉગ ઇન કરો.',
  'member.setPasswordSuccess': 'તમારો પાસવર્ડ સેટ થઈ ગયો છે. કૃપા કરીને તમારા મોબાઇલ નંબરથી લૉગ ઇન કરો.',

  // Locations
  'location.countryRequired': 'દેશ જરૂરી છે',
  'location.stateRequired': 'રાજ્ય જરૂરી છે',
  'location.districtRequired': 'જિલ્લો જરૂરી છે',
  'location.cityRequired': 'શહેર જરૂરી છે',
  'location.districtMismatch': 'આ જિલ્લો પસંદ કરેલા રાજ્યમાં નથી',
  'location.stateMismatch': 'આ રાજ્ય પસંદ કરેલા દેશમાં નથી',
  'location.stateNameMax': 'રાજ્યનું નામ વધુમાં વધુ 100 અક્ષરનું હોઈ શકે',
  'location.districtNameMax': 'જિલ્લાનું નામ વધુમાં વધુ 100 અક્ષરનું હોઈ શકે',
  'location.postalCodeInvalid': 'પોસ્ટલ કોડમાં 2 થી 10 અક્ષર, અંક, ખાલી જગ્યા કે હાઇફન (-) હોવા જોઈએ',

  // Contact form (seed 001 section 5)
  'contact.nameRequired': 'નામ જરૂરી છે',
  'contact.nameMax': 'નામ વધુમાં વધુ 64 અક્ષરનું હોઈ શકે',
  'contact.emailRequired': 'ઈ-મેલ આઈડી જરૂરી છે',
  'contact.emailInvalid': 'સાચું ઈ-મેલ આઈડી દાખલ કરો.',
  'contact.emailMax': 'ઈ-મેલ આઈડી વધુમાં વધુ 256 અક્ષરનું હોઈ શકે',
  'contact.cityMax': 'શહેર વધુમાં વધુ 128 અક્ષરનું હોઈ શકે',
  'contact.purposeRequired': 'હેતુ જરૂરી છે',
  'contact.descriptionRequired': 'વર્ણન જરૂરી છે',
  'contact.descriptionMax': 'વર્ણન વધુમાં વધુ 512 અક્ષરનું હોઈ શકે',
  'contact.saved': 'ફોર્મ સફળતાપૂર્વક સેવ થયું!',
  'contact.savedTitle': 'અમારો સંપર્ક કરો',

  // Investigations near you (seed 001 sections 2.14 and 9)
  'investigation.countryInvalid': 'યાદીમાંથી દેશ પસંદ કરો',
  'investigation.stateInvalid': 'યાદીમાંથી રાજ્ય પસંદ કરો',
  'investigation.districtInvalid': 'યાદીમાંથી જિલ્લો પસંદ કરો',
  'investigation.kindInvalid': 'સેવાનો પ્રકાર રેડિયોલોજી, પેથોલોજી અથવા બંને હોવો જોઈએ',
  'investigation.pageInvalid': 'પાના નંબર 1 થી 100000 વચ્ચેની પૂર્ણ સંખ્યા હોવો જોઈએ',
  'investigation.pageSizeInvalid': 'પાના દીઠ લાઇન 1 થી 50 વચ્ચેની પૂર્ણ સંખ્યા હોવી જોઈએ',

  // Subscriptions (foundation: dashboard and guard texts)
  'subscription.planOver': 'તમારો સબ્સ્ક્રિપ્શન પ્લાન પૂરો થઈ ગયો છે, કૃપા કરીને રિન્યૂ કરો.',
  'subscription.required':
    'તમારી હોસ્પિટલનું કોઈ સક્રિય સબ્સ્ક્રિપ્શન નથી. દર્દીઓની નોંધણી કરવા માટે પ્લાન ખરીદો.',
  'subscription.askChiefAdmin':
    'તમારી હોસ્પિટલનું કોઈ સક્રિય સબ્સ્ક્રિપ્શન નથી. પ્લાન ખરીદવા માટે તમારા મુખ્ય એડમિનને કહો.',

  // Subscription plans (seed 001 sections 5 and 8)
  'plan.nameRequired': 'સબ્સ્ક્રિપ્શનનું નામ જરૂરી છે',
  'plan.nameMax': 'સબ્સ્ક્રિપ્શનનું નામ વધુમાં વધુ 25 અક્ષરનું હોઈ શકે',
  'plan.typeRequired': 'સબ્સ્ક્રિપ્શનનો પ્રકાર જરૂરી છે',
  'plan.patientCountRequired': 'દર્દીઓની સંખ્યા જરૂરી છે',
  'plan.durationRequired': 'સમયગાળો જરૂરી છે',
  'plan.durationMax': 'સમયગાળો વધુમાં વધુ 36500 દિવસ હોઈ શકે',
  'plan.totalRequired': 'કુલ કિંમત જરૂરી છે',
  'plan.descriptionRequired': 'વર્ણન જરૂરી છે',
  'plan.descriptionMax': 'વર્ણન ખૂબ લાંબું છે',
  'plan.wholeNumber': 'પૂર્ણ સંખ્યા (દશાંશ વગર) દાખલ કરો',
  'plan.positive': 'શૂન્યથી મોટી સંખ્યા દાખલ કરો',
  'plan.notNegative': 'શૂન્ય અથવા તેથી વધુ દાખલ કરો',
  'plan.nineDigits': 'વધુમાં વધુ 9 અંક',
  'plan.paise': 'દશાંશ પછી વધુમાં વધુ બે અંક',
  'plan.nameTaken': 'આ નામનો પ્લાન પહેલેથી છે',
  'plan.changedSince':
    'તમે ખોલ્યા પછી આ પ્લાન કોઈ બીજાએ બદલ્યો છે. ફેરફાર જોવા માટે રદ કરો અને તેને ફરીથી ખોલો; તમે લખેલું સેવ થયું નથી.',
  'plan.assignedDelete': 'આ સબ્સ્ક્રિપ્શન પ્લાન હોસ્પિટલને આપેલો છે, તેથી તમે તેને ડિલીટ કરી શકતા નથી!',
  'plan.assignedStatus':
    'આ સબ્સ્ક્રિપ્શન પ્લાન હોસ્પિટલને આપેલો છે, તેથી તમે તેને સક્રિય કે નિષ્ક્રિય ' + 'કરી શકતા નથી!',
  'plan.priceBelowCoupon':
    'કિંમત આ પ્લાનના (અથવા બધા પ્લાનના) કોઈ કૂપન કોડની ફ્લેટ છૂટ કરતાં ઓછી ન હોઈ શકે ({codes}): તે કોડથી પ્લાન મફત થઈ જશે. પહેલાં તે છૂટ ઓછી કરો.',
  'plan.hasCoupons':
    'આ પ્લાન માટે કૂપન કોડ બનેલા છે, તેથી તેને ડિલીટ કરી શકાતો નથી. પહેલાં તેમને ડિલીટ કરો અથવા બીજા પ્લાન માટે સેટ કરો.',
  'plan.inPayments': 'આ પ્લાનથી ચુકવણીઓ થઈ છે, તેથી તેને ડિલીટ કરી શકાતો નથી. તેના બદલે તેને નિષ્ક્રિય કરો.',
  'plan.warningTitle': 'ચેતવણી!',
  'plan.confirmDeactivate': 'શું તમે ખરેખર આ સબ્સ્ક્રિપ્શન પ્લાન નિષ્ક્રિય કરવા માંગો છો?',
  'plan.confirmActivate': 'શું તમે ખરેખર આ સબ્સ્ક્રિપ્શન પ્લાન સક્રિય કરવા માંગો છો?',
  'plan.activated': 'સફળતાપૂર્વક સક્રિય થયું!',
  'plan.deactivated': 'સફળતાપૂર્વક નિષ્ક્રિય થયું!',
  'plan.inactive': 'આ પ્લાન ઉપલબ્ધ નથી.',
  'plan.confirmBuy': 'શું તમે ખરેખર આ પ્લાન ખરીદવા માંગો છો?',

  // Coupons and discount codes
  'coupon.nameRequired': 'કૂપન કોડનું નામ જરૂરી છે',
  'coupon.nameMax': 'વધુમાં વધુ 10 અક્ષર',
  'coupon.nameCharacters': 'ફક્ત અક્ષર, અંક અને હાઇફન (-) વાપરો',
  'coupon.planRequired': 'કૂપન કોડ કયા પ્લાન માટે છે તે પસંદ કરો',
  'coupon.priceRequired': 'ડિસ્કાઉન્ટની રકમ જરૂરી છે',
  'coupon.baseRequired': 'પ્લાન માટે ડિસ્કાઉન્ટનો આધાર જરૂરી છે',
  'coupon.percentMax': 'ટકાવારી ડિસ્કાઉન્ટ વધુમાં વધુ 100 હોઈ શકે',
  'coupon.nameTaken': 'આ નામનો કૂપન પહેલેથી છે',
  'coupon.enterCode': 'કૂપન કોડ દાખલ કરો',
  'coupon.notValid': 'માફ કરશો, આ કૂપન કોડ માન્ય નથી. કૃપા કરીને એડમિનનો સંપર્ક કરો',
  'coupon.wrongPlan': 'માફ કરશો, આ કૂપન કોડ આ સબ્સ્ક્રિપ્શન પ્લાન માટે માન્ય નથી. એડમિનનો સંપર્ક કરો',
  'coupon.applied': 'અભિનંદન! તમને ડિસ્કાઉન્ટ મળશે',
  'coupon.appliedTitle': 'સફળ',
  'coupon.notValidTitle': 'નિષ્ફળ!',
  'coupon.confirmDeactivate': 'શું તમે ખરેખર આ કૂપન કોડ નિષ્ક્રિય કરવા માંગો છો?',
  'coupon.confirmActivate': 'શું તમે ખરેખર આ કૂપન કોડ સક્રિય કરવા માંગો છો?',
  'coupon.usersInvalid':
    'વપરાશકર્તાઓની સંખ્યા વધુમાં વધુ 9 અંકની પૂર્ણ સંખ્યા હોવી જોઈએ (0 એટલે કોઈ મર્યાદા નહીં)',
  'coupon.usersBelowUse':
    'આ કોડ {count} વખત વપરાઈ ગયો છે અથવા ચાલુ ચુકવણીઓ માટે રોકાયેલો છે: કોઈ મર્યાદા ન રાખવા ' +
    '0 દાખલ કરો, અથવા ઓછામાં ઓછા {count}',
  'coupon.usedUp': 'આ કૂપન કોડ તેની વપરાશકર્તાઓની મર્યાદા સુધી પહોંચી ગયો છે અને હવે વાપરી શકાશે નહીં.',
  'coupon.heldByPayments':
    'આ કૂપન કોડનો બાકી દરેક ઉપયોગ ચાલુ ચુકવણીઓ માટે રોકાયેલો છે. ' +
    'કૃપા કરીને થોડી વાર પછી ફરી પ્રયાસ કરો.',
  'coupon.usedInPayments':
    'આ કોડ ચુકવણીઓ અથવા ચુકવણીના પ્રયાસોમાં (નિષ્ફળ પ્રયાસો પણ) વપરાયો છે, તેથી તેને કાઢી શકાતો નથી. તેના બદલે તેને નિષ્ક્રિય કરો.',
  'discount.inUse':
    'આ કોડથી દર્દીઓએ નોંધણી અથવા ચુકવણી કરી છે, તેથી તેને ડિલીટ કરી શકાતો નથી. તેના બદલે તેને નિષ્ક્રિય કરો.',
  'coupon.flatAbovePrice': 'ફ્લેટ છૂટ તે પ્લાનની કિંમત કરતાં વધુ ન હોઈ શકે જેના માટે તે છે',
  'coupon.flatAbovePlans':
    'આટલી મોટી ફ્લેટ છૂટથી આ પ્લાન મફત થઈ જશે: {plans}. છૂટ ઘટાડો, અથવા કોડ કોઈ એક પ્લાન માટે બનાવો.',
  'discount.codeRequired': 'કૂપન કોડ જરૂરી છે',
  'discount.percentRequired': 'ડિસ્કાઉન્ટની ટકાવારી જરૂરી છે',
  'discount.percentRange': '1 થી 100 વચ્ચેની પૂર્ણ ટકાવારી દાખલ કરો',
  'discount.codeTaken': 'આ નામનો ડિસ્કાઉન્ટ કોડ પહેલેથી છે',

  // Payments
  'payment.reasonNotCompleted': 'ચુકવણી પૂરી થઈ નથી.',
  'payment.reasonDeclined': 'તમારી બેંકે ચુકવણી નકારી છે. ફરી પ્રયાસ કરો, અથવા બીજી રીતે ચુકવણી કરો.',
  'payment.reasonCardExpired': 'વપરાયેલા કાર્ડની મુદત પૂરી થઈ ગઈ છે.',
  'payment.reasonCardInvalid': 'દાખલ કરેલી કાર્ડની વિગતો સાચી ન હતી.',
  'payment.reasonAbandoned': 'ચુકવણી એક દિવસની અંદર પૂરી થઈ નથી.',
  'payment.reasonUnknown': 'ચુકવણી થઈ શકી નથી.',
  'payment.failed': 'ચુકવણી નિષ્ફળ ગઈ!',
  'payment.amountChanged':
    'આ પેજે બતાવ્યા પછી ચૂકવવાની રકમ બદલાઈ ગઈ છે (પ્લાન અથવા કૂપન કોડ બદલાયો છે). નવી રકમ તપાસો અને ફરીથી ખરીદો.',
  'payment.onlyChiefAdmin': 'ફક્ત હોસ્પિટલના મુખ્ય એડમિન જ પ્લાન ખરીદી શકે છે.',
  'payment.callbackInvalid': 'ચુકવણીના જવાબની ખાતરી થઈ શકી નહીં.',
  'payment.alreadyActive': 'તમારા કાર્યક્રમની ચુકવણી થઈ ગઈ છે અને તમારું લૉગ ઇન ચાલુ છે.',
  'payment.pendingAccess':
    'તમારા કાર્યક્રમની ચુકવણી હજી થઈ નથી. તમારી એપોઇન્ટમેન્ટ અને પ્રશ્નાવલી ખોલવા ' +
    'માટે કૃપા કરીને ચુકવણી કરો.',

  // Patients (seed 000 section 5)
  'patient.firstNameRequired': 'પહેલું નામ જરૂરી છે',
  'patient.lastNameRequired': 'અટક જરૂરી છે',
  'patient.ageRequired': 'ઉંમર જરૂરી છે',
  'patient.ageInvalid': 'ઉંમર 0 થી 120 વચ્ચેની પૂર્ણ સંખ્યા હોવી જોઈએ',
  'patient.ageMismatch': 'ઉંમર જન્મ તારીખ સાથે મેળ ખાતી નથી',
  'patient.alternativeMobileSame':
    'વૈકલ્પિક મોબાઇલ નંબર, મોબાઇલ નંબર અને બીજા વૈકલ્પિક નંબરથી અલગ હોવો જોઈએ',
  'patient.dateOfBirthInvalid': 'જન્મ તારીખ ભૂતકાળની હોવી જોઈએ',
  'patient.addressRequired': 'સરનામું જરૂરી છે',
  'patient.aadhaarInvalid': 'આધાર નંબર ખોટો છે',
  'patient.aadhaarDuplicate': 'આ આધાર નંબર પહેલેથી નોંધાયેલો છે',
  'patient.consultantRequired': 'કન્સલ્ટન્ટ ડૉક્ટર જરૂરી છે',
  'patient.stageRequired': 'સ્ટેજ જરૂરી છે',
  'patient.siteRequired': 'કેન્સરનું સ્થાન (Site) જરૂરી છે',
  'patient.subsiteRequired': 'પેટા-સ્થાન (Sub Site) જરૂરી છે',
  'patient.lookingForRequired': 'તમે શું શોધી રહ્યા છો તે પસંદ કરો',
  'patient.youLookingForRequired': 'તમે શું શોધી રહ્યા છો તે પસંદ કરો',
  'patient.treatmentHistoryRequired': 'સારવારનો ઇતિહાસ જરૂરી છે',
  'patient.dateOfBirthRequired': 'જન્મ તારીખ જરૂરી છે',
  'patient.dateOfBirthTooEarly': 'જન્મ તારીખ વધુમાં વધુ {max} વર્ષ પહેલાંની હોઈ શકે',
  'patient.otherSubsiteRequired': 'કેન્સરનું અન્ય પેટા-સ્થાન (Sub Site) જરૂરી છે',
  'patient.otherSubsiteMax': 'કેન્સરનું અન્ય પેટા-સ્થાન વધુમાં વધુ 100 અક્ષરનું હોઈ શકે',
  'patient.stagesRequired': 'સ્ટેજ જરૂરી છે',
  'patient.clinicRequired': 'ક્લિનિક જરૂરી છે',
  'patient.termsRequired': 'કૃપા કરીને નિયમો અને શરતો સ્વીકારો',
  'patient.couponInvalid': 'કૂપન કોડ માન્ય નથી. કૃપા કરીને એડમિનનો સંપર્ક કરો!',
  'patient.monthsInvalid': '1 થી {max} મહિનામાંથી પસંદ કરો',
  'patient.searchRequired': 'શોધવા માટે ઈ-મેલ અથવા મોબાઇલ નંબર દાખલ કરો',
  'patient.registered': 'દર્દીની નોંધણી સફળતાપૂર્વક થઈ!',
  'patient.updated': 'દર્દીની માહિતી સફળતાપૂર્વક અપડેટ થઈ!',
  'patient.changedSince':
    'આ પેજ ખોલ્યા પછી આ દર્દીની માહિતી બદલાઈ છે (બીજા ટૅબમાં અથવા કોઈ સહકર્મીએ). તે જોવા માટે પેજ ફરી લોડ કરો; તમે અહીં જે ભર્યું છે તે સેવ થયું નથી.',
  'patient.notFoundBySearch': 'કોઈ દર્દી મળ્યા નહીં: નવા દર્દીની નોંધણી કરવા માટે ફોર્મ ભરો.',
  'patient.alreadyBound': 'આ દર્દી પહેલેથી તમારી હોસ્પિટલમાં નોંધાયેલા છે.',
  'patient.consultantNotInHospital': 'તમારી હોસ્પિટલના કન્સલ્ટન્ટ ડૉક્ટર પસંદ કરો',
  'patient.deceased':
    'આ દર્દીની નોંધ મૃત તરીકે થયેલી છે: નવી એપોઇન્ટમેન્ટ, પ્રશ્નાવલી અને નોંધણી ' + 'સ્વીકારવામાં આવતી નથી.',
  'patient.deceasedNotLost': 'મૃત તરીકે નોંધાયેલા દર્દીને "ફોલો-અપ ચૂકી ગયા" તરીકે નોંધી શકાય નહીં.',
  'patient.terms':
    'આ કાર્યક્રમની માહિતી અને સેવાઓ તમારી સારવાર કરતા ડૉક્ટરની સલાહને પૂરક છે; ' +
    'તે તેમની સલાહનું સ્થાન લેતી નથી. સારવાર અંગેના નિર્ણયો માટે આ કાર્યક્રમ ' +
    'તબીબી-કાનૂની (medico-legal) રીતે જવાબદાર નથી.',

  // Appointments (seed 000 sections 4, 5 and 8)
  'appointment.headingRequired': 'હેડિંગનું નામ જરૂરી છે',
  'appointment.headingUnknown': 'યાદીમાંથી હેડિંગ પસંદ કરો',
  'appointment.activityRequired': 'પ્રવૃત્તિનું નામ જરૂરી છે',
  'appointment.activityNotOfHeading': 'પસંદ કરેલા હેડિંગની પ્રવૃત્તિ પસંદ કરો',
  'appointment.dateRequired': 'તારીખ જરૂરી છે',
  'appointment.dateInvalid': 'સાચી તારીખ દાખલ કરો',
  'appointment.datePast': 'તારીખ આજ પહેલાંની ન હોઈ શકે',
  'appointment.dateTooFar': 'વર્ષ તપાસો: એપોઇન્ટમેન્ટ વધુમાં વધુ {years} વર્ષ આગળ સુધી બુક થઈ શકે',
  'appointment.commentMax': 'ટિપ્પણી વધુમાં વધુ {max} અક્ષરની હોઈ શકે',
  'appointment.confirmComplete': 'શું તમે ખરેખર કેલેન્ડરની આ પ્રવૃત્તિ પૂર્ણ કરવા માંગો છો?',
  'appointment.alreadyComplete': 'આ એપોઇન્ટમેન્ટ પૂર્ણ થઈ ગઈ છે અને હવે તેમાં ફેરફાર થઈ શકે નહીં.',
  'appointment.alreadyDeleted': 'આ એપોઇન્ટમેન્ટ ડિલીટ થઈ ગઈ છે અને હવે તેમાં ફેરફાર થઈ શકે નહીં.',
  'appointment.notYetDue':
    'આ એપોઇન્ટમેન્ટ આજ પછીની તારીખની છે, તેથી હજી પૂર્ણ કરી શકાય નહીં. જો તે આજે થઈ ગઈ હોય, તો પહેલા તેની તારીખ બદલો.',
  'appointment.statusPending': 'બાકી',
  'appointment.statusComplete': 'પૂર્ણ',
  'appointment.rangeInvalid': 'શરૂઆતની તારીખ છેલ્લી તારીખ પછીની ન હોઈ શકે',
  'appointment.reminderTimeInvalid': 'દિવસનો કોઈ સમય પસંદ કરો, જેમ કે 18:00',
  'appointment.reminderSms':
    '{hospital} તરફથી યાદ: તમારી એપોઇન્ટમેન્ટ આવતીકાલે, {date}ના રોજ છે. જો તમે આવી ન શકો તો કૃપા કરીને હોસ્પિટલને ફોન કરો.',

  // The audit log (super admin)
  'audit.patientIdInvalid': 'દર્દી નંબર દાખલ કરો (પૂર્ણ સંખ્યા)',
  'audit.actionInvalid': 'ઍક્શન નાના અંગ્રેજી અક્ષરો (a-z), ટપકાં (.) અને અન્ડરસ્કોર (_) થી લખાય છે',
  'audit.dateInvalid': 'સાચી તારીખ દાખલ કરો',
  'audit.rangeInvalid': 'શરૂઆતની તારીખ છેલ્લી તારીખ પછીની ન હોઈ શકે',
  'audit.exportRangeRequired': 'એક્સપોર્ટ કરવાની લાઇનો માટે શરૂઆત અને અંતની તારીખ પસંદ કરો',
  'audit.exportRangeTooLong': 'એક વખતે વધુમાં વધુ {max} દિવસ એક્સપોર્ટ કરો',
  'payments.dateInvalid': 'સાચી તારીખ દાખલ કરો',
  'payments.rangeInvalid': 'શરૂઆતની તારીખ છેલ્લી તારીખ પછીની ન હોઈ શકે',
  'payments.exportRangeRequired': 'કઈ તારીખથી કઈ તારીખ સુધીની ચુકવણીઓ એક્સપોર્ટ કરવી છે, તે પસંદ કરો',
  'payments.exportRangeTooLong': 'એક વખતે વધુમાં વધુ {max} દિવસ એક્સપોર્ટ કરો',
  'payments.csv.startedAt': 'શરૂ થઈ (ભારત)',
  'payments.csv.settledAt': 'પૂરી થઈ (ભારત)',
  'payments.csv.status': 'સ્થિતિ',
  'payments.csv.purpose': 'શેના માટે',
  'payments.csv.item': 'પ્લાન અથવા કાર્યક્રમ',
  'payments.csv.hospital': 'હોસ્પિટલ',
  'payments.csv.payer': 'ચુકવણી કરનાર',
  'payments.csv.payerMobile': 'ચુકવણી કરનારનો મોબાઇલ',
  'payments.csv.listPrice': 'કિંમત (INR)',
  'payments.csv.discount': 'છૂટ (INR)',
  'payments.csv.amount': 'રકમ (INR)',
  'payments.csv.code': 'કોડ',
  'payments.csv.gateway': 'ગેટવે',
  'payments.csv.orderId': 'ઓર્ડર આઈડી',
  'payments.csv.gatewayTxnId': 'ગેટવે ટ્રાન્ઝેક્શન આઈડી',
  'payments.csv.gatewayMessage': 'ગેટવેનો સંદેશ',
  'payments.csv.success': 'ચૂકવાઈ',
  'payments.csv.pending': 'બાકી',
  'payments.csv.failed': 'નિષ્ફળ',
  'payments.csv.plan': 'પ્લાન',
  'payments.csv.programme': 'કાર્યક્રમ',
  'registry.csv.patientId': 'દર્દી ID',
  'registry.csv.name': 'નામ',
  'registry.csv.sex': 'જાતિ',
  'registry.csv.dateOfBirth': 'જન્મ તારીખ',
  'registry.csv.age': 'નોંધણી સમયે ઉંમર (વર્ષ)',
  'registry.csv.district': 'જિલ્લો',
  'registry.csv.state': 'રાજ્ય',
  'registry.csv.registeredOn': 'નોંધણીની તારીખ',
  'registry.csv.vitalStatus': 'જીવિત સ્થિતિ',
  'registry.csv.followUpLost': 'ફોલો-અપથી છૂટી ગયા',
  'registry.csv.firstRecordedOn': 'પ્રથમ ક્લિનિકલ રેકોર્ડ',
  'registry.csv.lastRecordedOn': 'છેલ્લો ક્લિનિકલ રેકોર્ડ',
  'registry.csv.primarySite': 'કેન્સરનું મુખ્ય સ્થાન',
  'registry.csv.subSite': 'પેટા-સ્થાન',
  'registry.csv.topography': 'ICD-O-3 ટોપોગ્રાફી (સ્થાન કોડ)',
  'registry.csv.topographyTitle': 'Topography નું નામ',
  'registry.csv.histologicType': 'હિસ્ટોલોજીનો પ્રકાર',
  'registry.csv.morphology': 'ICD-O-3 મોર્ફોલોજી (હિસ્ટોલોજી કોડ)',
  'registry.csv.morphologyTitle': 'Morphology નું નામ',
  'registry.csv.behaviour': 'Behaviour (વર્તન કોડ)',
  'registry.csv.icd10': 'ICD-10 કોડ',
  'registry.csv.codingSource': 'કોડિંગનો સ્રોત',
  'registry.csv.codingReview': 'કોડિંગની તપાસ',
  'registry.csv.stagePrefix': 'સ્ટેજિંગનો આધાર',
  'registry.csv.stageT': 'T',
  'registry.csv.stageN': 'N',
  'registry.csv.stageM': 'M',
  'registry.csv.stageGroup': 'સ્ટેજ ગ્રુપ',
  'registry.csv.stageEdition': 'AJCC આવૃત્તિ',
  'registry.csv.intent': 'સારવારનો હેતુ',
  'registry.csv.treatment': 'સારવાર',
  'registry.csv.treatmentStatus': 'સારવારની સ્થિતિ',
  'registry.csv.dateOfSurgery': 'સર્જરીની તારીખ',
  'registry.csv.primaryResection': 'પ્રાઇમરી રિસેક્શન',
  'registry.csv.rtStartDate': 'રેડિયોથેરાપી શરૂ',
  'registry.csv.rtCompleteDate': 'રેડિયોથેરાપી પૂર્ણ',
  'registry.csv.doseGy': 'ડોઝ (Gy)',
  'registry.csv.fractions': 'ફ્રેક્શન',
  'registry.csv.chemoProtocol': 'કીમો પ્રોટોકોલ',
  'registry.csv.dateOfChemo': 'કીમોની તારીખ',
  'registry.csv.male': 'પુરુષ',
  'registry.csv.female': 'સ્ત્રી',
  'registry.csv.alive': 'જીવિત',
  'registry.csv.dead': 'મૃત',
  'registry.csv.yes': 'હા',
  'registry.csv.no': 'ના',
  'audit.csv.time': 'સમય (ભારત)',
  'audit.csv.userId': 'યુઝર આઈડી',
  'audit.csv.userName': 'યુઝરનું નામ',
  'audit.csv.userMobile': 'યુઝરનો મોબાઇલ',
  'audit.csv.userType': 'યુઝરનો પ્રકાર',
  'audit.csv.action': 'ક્રિયા',
  'audit.csv.entity': 'કોના પર',
  'audit.csv.entityId': 'તેની આઈડી',
  'audit.csv.ip': 'આઈપી સરનામું',
  'audit.csv.detail': 'વિગત',

  // Functional outcomes (seed 000 sections 5 and 8)
  'outcome.treatmentRequired': 'સારવાર જરૂરી છે',
  'outcome.currentIssueRequired': 'હાલની તકલીફ જરૂરી છે',
  'outcome.categoryRequired': 'કાર્યાત્મક પરિણામ (Functional Outcome) ની શ્રેણીનું નામ જરૂરી છે',
  'outcome.selectTreatment': 'કૃપા કરીને સારવારનું નામ પસંદ કરો!',
  'outcome.selectCurrentIssue': 'કૃપા કરીને હાલની તકલીફ પસંદ કરો!',
  'outcome.selectAnswer': 'કૃપા કરીને પ્રશ્નનો જવાબ પસંદ કરો!',
  'outcome.choiceOfOtherQuestion': 'આ પ્રશ્નના જવાબોમાંથી એક પસંદ કરો',
  'outcome.questionNotInCategory': 'આ પ્રશ્ન પસંદ કરેલી પ્રશ્નાવલીનો ભાગ નથી',
  'outcome.questionAnsweredTwice': 'દરેક પ્રશ્નનો જવાબ ફક્ત એક જ વાર આપી શકાય',
  'outcome.assigned': 'પ્રશ્નાવલી દર્દીને સોંપવામાં આવી',
  'outcome.notAssigned': 'આ પ્રશ્નાવલી તમને સોંપવામાં આવી નથી',
  'outcome.attemptConflict': 'એ જ સમયે બીજો પ્રયાસ સેવ થયો હતો. કૃપા કરીને ફરી સેવ કરો.',
  // Scales of the questionnaires (the super admin's)
  'scale.nameRequired': 'સ્કેલનું નામ જરૂરી છે',
  'scale.nameTooLong': 'સ્કેલનું નામ વધુમાં વધુ {max} અક્ષરનું હોઈ શકે',
  'scale.nameExists': 'આ પ્રશ્નાવલીમાં આ નામનો સ્કેલ પહેલેથી છે',
  'scale.directionRequired':
    'પસંદ કરો કે વધુ સ્કોર વધુ સારો છે (ક્ષમતા, functional) કે ખરાબ (લક્ષણ, symptom)',
  'scale.meaningfulChangeRange': '{min} થી {max} સુધીની પોઇન્ટની પૂર્ણ સંખ્યા લખો',
  'scale.itemsRequired': 'સ્કેલ માટે ઓછામાં ઓછો એક પ્રશ્ન પસંદ કરો',
  'scale.itemNotInQuestionnaire': 'ફક્ત આ જ પ્રશ્નાવલીના પ્રશ્નો પસંદ કરો',
  'scale.itemChosenTwice': 'દરેક પ્રશ્ન ફક્ત એક જ વાર પસંદ કરી શકાય',

  // Clinical details (seed 000 sections 3, 5 and 8)
  'clinical.primarySiteRequired': 'કેન્સરનું મુખ્ય સ્થાન (Primary Site) જરૂરી છે',
  'clinical.topographyRequired': 'સાઇટ કોડ (ICD-O-3 topography) જરૂરી છે',
  'clinical.stageTInvalid': '{value} આ સાઇટ માટે AJCC 8th edition ની T શ્રેણી નથી',
  'clinical.stageNInvalid': '{value} આ સાઇટ માટે AJCC 8th edition ની N શ્રેણી નથી',
  'clinical.stageMInvalid': '{value} આ સાઇટ માટે AJCC 8th edition ની M શ્રેણી નથી',
  'clinical.stageGroupInvalid': 'યાદીમાંથી સ્ટેજ ગ્રુપ પસંદ કરો',
  'clinical.inSituStage':
    'ઇન સીટુ (in situ, બિહેવિયર /2) ગાંઠનું સ્ટેજ Tis N0 M0 હોય છે, {value} નહીં. સ્ટેજ સુધારો, અથવા ગાંઠ ઇન્વેસિવ હોય તો બિહેવિયર.',
  'clinical.pathologicalDisagrees':
    '{chosen} પેથોલોજિકલ સ્ટેજ ({stage}) સાથે મેળ ખાતું નથી. બેમાંથી એક સુધારો',
  'clinical.stagePrefixRequired':
    'સ્ટેજિંગનો આધાર પસંદ કરો (ક્લિનિકલ, પેથોલોજિકલ અથવા નિયોએડજુવન્ટ થેરાપી પછી)',
  'clinical.subSiteMismatch': 'પસંદ કરેલા પ્રાથમિક સ્થાન (Primary Site) નું પેટા-સ્થાન (Sub Site) પસંદ કરો',
  'clinical.statusRequired': 'સ્થિતિ (Status) જરૂરી છે',
  'clinical.intentRequired': 'સારવારનો હેતુ (Intent) જરૂરી છે',
  'clinical.treatmentRequired': 'સારવાર જરૂરી છે',
  'clinical.choiceInvalid': 'યાદીમાંથી પસંદ કરો',
  'clinical.dateInvalid': 'સાચી તારીખ દાખલ કરો',
  'clinical.dateOutOfRange': 'વર્ષ તપાસો: તારીખ 1900 થી આજથી {years} વર્ષ પછી સુધીની હોઈ શકે',
  'clinical.surgeryBeforeAdmission': 'સર્જરી (ઓપરેશન) ની તારીખ દાખલ થયાની તારીખ પહેલાંની ન હોઈ શકે',
  'clinical.dischargeBeforeAdmission': 'રજા (Discharge) ની તારીખ દાખલ થયાની તારીખ પહેલાંની ન હોઈ શકે',
  'clinical.dischargeBeforeSurgery':
    'રજા (Discharge) ની તારીખ સર્જરી (ઓપરેશન) ની તારીખ પહેલાંની ન હોઈ શકે',
  'clinical.rtCompleteBeforeStart': 'RT પૂરી થયાની તારીખ RT શરૂ થયાની તારીખ પહેલાંની ન હોઈ શકે',
  'clinical.nextCycleBeforeChemo': 'આગલી સાયકલ (Next Cycle) કીમોની તારીખ પહેલાંની ન હોઈ શકે',
  'clinical.beforeBirth': 'આ તારીખ દર્દીની જન્મ તારીખ પહેલાંની છે',
  'clinical.completeWithFutureDate':
    'સારવાર પૂર્ણ (Complete) દર્શાવી છે, તેથી આ તારીખ આજ પછીની ન હોઈ શકે',
  'clinical.fractionInvalid': 'ફ્રેક્શન (Fraction) 1 થી 80 વચ્ચેની પૂર્ણ સંખ્યા હોવી જોઈએ',
  'clinical.cyclesInvalid': 'સૂચિત સાયકલ 1 થી 50 વચ્ચેની પૂર્ણ સંખ્યા હોવી જોઈએ',
  'clinical.doseInvalid': 'ડોઝ 0 થી વધુ અને વધુમાં વધુ 100 Gy ની સંખ્યા હોવો જોઈએ, દશાંશ પછી વધુમાં વધુ બે અંક',
  'clinical.pathologyMax': 'પેથોલોજી વધુમાં વધુ 500 અક્ષરની હોઈ શકે',
  'clinical.protocolMax': 'કીમો પ્રોટોકોલ વધુમાં વધુ 200 અક્ષરનો હોઈ શકે',
  'clinical.commentMax': 'ટિપ્પણી વધુમાં વધુ 500 અક્ષરની હોઈ શકે',
  'clinical.saved': 'ક્લિનિકલ વિગતો સફળતાપૂર્વક અપડેટ થઈ!',
  'clinical.saveConflict':
    'આ ક્લિનિકલ વિગતો બરાબર એ જ સમયે બીજા કોઈએ સેવ કરી હતી. કૃપા કરીને ફરી પ્રયાસ કરો.',
  'clinical.changedSince':
    'આ પેજ ખોલ્યા પછી નવી ક્લિનિકલ વિગતો સેવ થઈ છે (બીજા ટૅબમાં અથવા કોઈ સહકર્મીએ). તે જોવા માટે પેજ ફરી લોડ કરો; તમે અહીં જે ભર્યું છે તે સેવ થયું નથી.',

  // Bulk FHIR export of a hospital
  'fhirExport.notFinished': 'આ એક્સપોર્ટ હજી પૂરો થયો નથી. પૂરો થયા પછી તેની ફાઇલો ડાઉનલોડ કરી શકાશે.',

  // Coded diagnosis: ICD-O-3 site and histology, and the IARC checks between them
  'coding.topographyUnknown':
    '{code} ICD-O-3 નો ટોપોગ્રાફી (પ્રાથમિક સ્થાન / primary site) કોડ નથી. યાદીમાંથી સ્થાન પસંદ કરો.',
  'coding.morphologyUnknown':
    '{code} ICD-O-3 નો મોર્ફોલોજી કોડ નથી, અથવા ICD-O-3 માં આ હિસ્ટોલોજી આ બિહેવિયર (behaviour) સાથે નથી. યાદીમાંથી હિસ્ટોલોજી પસંદ કરો.',
  'coding.femaleSite': '{site} ({code}) ફક્ત સ્ત્રીઓમાં હોય તેવું સ્થાન છે; દર્દી પુરુષ છે.',
  'coding.maleSite': '{site} ({code}) ફક્ત પુરુષોમાં હોય તેવું સ્થાન છે; દર્દી સ્ત્રી છે.',
  'coding.femaleHistology': '{histology} ({code}) સ્ત્રીના જનનાંગોની ગાંઠ (ટ્યુમર) છે; દર્દી પુરુષ છે.',
  'coding.maleHistology': '{histology} ({code}) પુરુષના જનનાંગોની ગાંઠ (ટ્યુમર) છે; દર્દી સ્ત્રી છે.',
  'coding.inSituSite':
    '{site} ({code}) માં ઇન સીટુ (in situ, બિહેવિયર /2) ગાંઠ ન હોઈ શકે. બિહેવિયર અથવા સ્થાન તપાસો.',
  'coding.siteHistology':
    '{site} ({topography}) માં {histology} ({morphology}) અપેક્ષિત નથી. બંને કોડ તપાસો, અને આ પ્રાથમિક સ્થાનને બદલે મેટાસ્ટેસિસ તો નથી ને તે જુઓ.',
  'coding.ageSite':
    '{limit} વર્ષથી ઓછી ઉંમરે {site} ({code}) ની ગાંઠ ખૂબ જ દુર્લભ છે; દર્દીની ઉંમર {age} વર્ષ છે. ઉંમર અને સ્થાન તપાસો.',
  'coding.ageHistologyBefore':
    '{limit} વર્ષથી ઓછી ઉંમરે {histology} ({code}) ખૂબ જ દુર્લભ છે; દર્દીની ઉંમર {age} વર્ષ છે. ઉંમર અને હિસ્ટોલોજી તપાસો.',
  'coding.ageHistologyFrom':
    '{limit} વર્ષ કે તેથી વધુ ઉંમરે {histology} ({code}) ખૂબ જ દુર્લભ છે; દર્દીની ઉંમર {age} વર્ષ છે. ઉંમર અને હિસ્ટોલોજી તપાસો.',
  'coding.ageSiteHistologyBefore':
    '{limit} વર્ષથી ઓછી ઉંમરે {site} ({topography}) માં {histology} ({morphology}) ખૂબ જ દુર્લભ છે; દર્દીની ઉંમર {age} વર્ષ છે. ઉંમર અને બંને કોડ તપાસો.',
  'coding.ageSiteHistologyFrom':
    '{limit} વર્ષ કે તેથી વધુ ઉંમરે {site} ({topography}) માં {histology} ({morphology}) ખૂબ જ દુર્લભ છે; દર્દીની ઉંમર {age} વર્ષ છે. ઉંમર અને બંને કોડ તપાસો.',
  'coding.ageSiteHistologyOutside':
    '{from} થી {to} વર્ષની ઉંમર સિવાય {site} ({topography}) માં {histology} ({morphology}) ખૂબ જ દુર્લભ છે; દર્દીની ઉંમર {age} વર્ષ છે. ઉંમર અને બંને કોડ તપાસો.',
  'coding.primarySiteCode':
    '{code} ({site}) પસંદ કરેલા પ્રાથમિક સ્થાન {primarySite} નો ભાગ નથી. પ્રાથમિક સ્થાન અને કોડ તપાસો.',
  'coding.histologicTypeCode':
    '{code} ({histology}) પસંદ કરેલા હિસ્ટોલોજીના પ્રકાર {histologicType} માં આવતું નથી. હિસ્ટોલોજીનો પ્રકાર અને કોડ તપાસો.',
  'coding.icd10Unavailable':
    '{site} ({topography}) માં {histology} ({morphology}) માટે ICD-10 માં કોઈ કોડ નથી. બંને કોડ તપાસો.',

  // Server error codes
  'error.unauthenticated': 'આગળ વધવા માટે કૃપા કરીને લૉગ ઇન કરો.',
  'error.forbidden': 'તમને આ કરવાની પરવાનગી નથી.',
  'error.notFound': 'મળ્યું નહીં.',
  'error.hospitalLeft': 'આ પેજ જે હોસ્પિટલનું હતું તેના તમે હવે સભ્ય નથી. પેજ હવે તમે જ્યાં કામ કરો છો તે બતાવે છે.',
  'error.hospitalChanged':
    'તમે જે હોસ્પિટલમાં કામ કરો છો તે બીજી વિન્ડોમાં બદલાઈ ગઈ; આ પેજ પહેલાંની હોસ્પિટલનું હતું.',
  'error.badAddress': 'આ વિનંતીનું સરનામું માન્ય નથી.',
  'error.validation': 'કેટલીક માહિતી માન્ય નથી. કૃપા કરીને ફોર્મ તપાસો.',
  'error.conflict': 'આ રેકોર્ડ પહેલેથી નોંધાયેલા બીજા રેકોર્ડ સાથે અથડાય છે (conflict).',
  'error.rateLimited': 'ઘણી બધી વિનંતીઓ આવી છે. કૃપા કરીને થોડી રાહ જોઈને ફરી પ્રયાસ કરો.',
  'error.csrf': 'આ વિનંતી પોર્ટલ પરથી આવી ન હોવાથી નકારવામાં આવી.',
  'error.stillSaving': 'આનું પહેલાંનું સેવ હજી ચાલી રહ્યું છે. થોડી રાહ જુઓ, પછી ફરી સેવ કરો.',
  'error.internal': 'અમારી તરફ કંઈક ખોટું થયું. કૃપા કરીને ફરી પ્રયાસ કરો.',

  // Master screens; {field} and {parent} are the list texts below, in this language.
  'error.inUse': 'આ રેકોર્ડ બીજે ઉપયોગમાં છે, તેથી તેને ડિલીટ કરી શકાતો નથી.',
  'master.nameRequired': '{field} જરૂરી છે',
  'master.nameTooLong': '{field}માં વધુમાં વધુ {max} અક્ષર હોઈ શકે',
  'master.nameExists': '{field} પહેલેથી જ છે',
  'master.parentRequired': '{parent} જરૂરી છે',
  'master.choiceAnswered':
    'આ પ્રશ્નના જવાબો પહેલેથી નોંધાયેલા છે: નવો અથવા ખસેડાયેલો વિકલ્પ પહેલેથી સાચવેલા પ્રયાસોના સ્કોર બદલી નાખશે. તેના માટે નવો પ્રશ્ન ઉમેરો.',
  'master.notRetirable':
    'પ્રશ્નાવલિના પ્રશ્નો અને વિકલ્પો નિવૃત્ત (રિટાયર) કરી શકાતા નથી: જૂના જવાબોના સ્કોર તેના પર આધારિત છે.',
  'master.changedSince':
    'તમે ખોલ્યા પછી આ એન્ટ્રી કોઈ બીજાએ બદલી છે. ફેરફાર જોવા માટે રદ કરો અને તેને ફરીથી ખોલો; તમે લખેલું સેવ થયું નથી.',
  'master.retired': 'નિવૃત્ત કર્યું: હવે ફોર્મમાં નહીં દેખાય. જે રેકોર્ડમાં તે છે, તેમાં રહેશે.',
  'master.restored': 'ફોર્મમાં ફરીથી દેખાશે.',
  'master.selfParent': 'કોઈ એન્ટ્રી પોતાની અંદર ન હોઈ શકે',
  'masterKind.stage.title': 'સ્ટેજ',
  'masterKind.stage.field': 'સ્ટેજનું નામ',
  'masterKind.site.title': 'કેન્સરનું સ્થાન (Site)',
  'masterKind.site.field': 'સ્થાનનું નામ',
  'masterKind.sub_site.title': 'પેટા-સ્થાન (Sub Site)',
  'masterKind.sub_site.field': 'પેટા-સ્થાનનું નામ',
  'masterKind.sub_type.title': 'પેટા-પ્રકાર (Sub Type)',
  'masterKind.sub_type.field': 'પેટા-પ્રકારનું નામ',
  'masterKind.looking_for.title': 'દર્દીને શું જોઈએ છે',
  'masterKind.looking_for.field': 'જરૂરિયાતનું નામ',
  'masterKind.treatment_history.title': 'સારવારનો ઇતિહાસ',
  'masterKind.treatment_history.field': 'સારવારનો ઇતિહાસ',
  'masterKind.treatment_status.title': 'સારવારની સ્થિતિ',
  'masterKind.treatment_status.field': 'સારવારની સ્થિતિ',
  'masterKind.primary_site.title': 'પ્રાથમિક સ્થાન (Primary Site)',
  'masterKind.primary_site.field': 'પ્રાથમિક સ્થાનનું નામ',
  'masterKind.clinical_sub_site.title': 'ક્લિનિકલ પેટા-સ્થાન (Sub Site)',
  'masterKind.clinical_sub_site.field': 'પેટા-સ્થાનનું નામ',
  'masterKind.pt.title': 'pT',
  'masterKind.pt.field': 'pT',
  'masterKind.pn.title': 'pN',
  'masterKind.pn.field': 'pN',
  'masterKind.margins.title': 'માર્જિન (Margins)',
  'masterKind.margins.field': 'માર્જિન',
  'masterKind.histologic_type.title': 'હિસ્ટોલોજિક પ્રકાર (Histologic Type)',
  'masterKind.histologic_type.field': 'હિસ્ટોલોજિક પ્રકાર',
  'masterKind.treatment.title': 'સારવાર',
  'masterKind.treatment.field': 'સારવારનું નામ',
  'masterKind.todo_heading.title': 'એપોઇન્ટમેન્ટનું શીર્ષક',
  'masterKind.todo_heading.field': 'શીર્ષકનું નામ',
  'masterKind.todo_activity.title': 'એપોઇન્ટમેન્ટનું કામ',
  'masterKind.todo_activity.field': 'કામનું નામ',
  'masterKind.current_issue.title': 'હાલની તકલીફ',
  'masterKind.current_issue.field': 'તકલીફનું નામ',
  'masterKind.outcome_category.title': 'કાર્યાત્મક પરિણામ (Functional Outcome)ની શ્રેણી',
  'masterKind.outcome_category.field': 'શ્રેણીનું નામ',
  'masterKind.outcome_question.title': 'કાર્યાત્મક પરિણામ (Functional Outcome)નો સવાલ',
  'masterKind.outcome_question.field': 'સવાલ',
  'masterKind.outcome_choice.title': 'કાર્યાત્મક પરિણામ (Functional Outcome)નો જવાબ',
  'masterKind.outcome_choice.field': 'જવાબનું લખાણ',
};
