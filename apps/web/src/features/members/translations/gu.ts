// Gujarati translation of the hospital members texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { membersTextValues } from '../text-values';

const texts: Translation<typeof membersTextValues> = {
  // Shared by the screens of this feature
  'ui.members.backToDashboard': 'ડેશબોર્ડ પર પાછા જાઓ',
  'ui.members.confirmTitle': 'કૃપા કરીને ખાતરી કરો',
  'ui.members.cancel': 'રદ કરો',
  'ui.members.loadFailed': 'ડૉક્ટરોની માહિતી લોડ થઈ શકી નથી.',

  // The chief admin's Doctors screen (#/hospital/doctors)
  'ui.members.title': 'ડૉક્ટરો',
  'ui.members.intro':
    '{hospital}ના ડૉક્ટરો: ડૉક્ટરોને આમંત્રણ આપો અથવા ઉમેરો, જોડાવાની વિનંતીઓનો જવાબ આપો, ' +
    'અને મુખ્ય એડમિનની ભૂમિકા બીજાને સોંપો.',
  'ui.members.chiefAdminName': 'મુખ્ય એડમિન: {name}.',
  'ui.members.tableLabel': 'હોસ્પિટલના ડૉક્ટરો',
  'ui.members.add': 'ડૉક્ટર ઉમેરો',
  'ui.members.col.name': 'નામ',
  'ui.members.col.speciality': 'વિશેષતા (Speciality)',
  'ui.members.col.registrationNo': 'નોંધણી નં.',
  'ui.members.col.mobile': 'મોબાઇલ નંબર',
  'ui.members.col.role': 'ભૂમિકા',
  'ui.members.col.since': 'ક્યારથી',
  'ui.members.col.status': 'સ્થિતિ',
  'ui.members.col.actions': 'ક્રિયાઓ',
  'ui.members.role.chiefAdmin': 'મુખ્ય એડમિન',
  'ui.members.role.doctor': 'ડૉક્ટર',
  'ui.members.status.active': 'સક્રિય',
  'ui.members.status.invited': 'આમંત્રિત',
  'ui.members.status.requested': 'જોડાવાની વિનંતી કરી',
  'ui.members.passwordPending': 'પાસવર્ડ હજુ સેટ થયો નથી',
  'ui.members.actionsFor': '{name} માટે ક્રિયાઓ',
  'ui.members.noActions': 'કોઈ ક્રિયા નથી',
  'ui.members.remove': 'દૂર કરો',
  'ui.members.makeChief': 'મુખ્ય એડમિન બનાવો',
  'ui.members.approve': 'મંજૂર કરો',
  'ui.members.decline': 'નામંજૂર કરો',
  'ui.members.confirmRemove':
    '{name}ને હોસ્પિટલમાંથી દૂર કરવા છે? તેમના દર્દીઓ, એપોઇન્ટમેન્ટ અને ક્લિનિકલ રેકોર્ડ હોસ્પિટલ પાસે જ રહેશે.',
  'ui.members.confirmWithdraw':
    '{name}ને દૂર કરવા છે? તેમનું આમંત્રણ પાછું ખેંચાશે; પછીથી તેમને ફરી આમંત્રણ આપી શકાય છે.',
  'ui.members.confirmDecline':
    'હોસ્પિટલમાં જોડાવાની {name}ની વિનંતી નકારીએ? તેઓ પછીથી ફરી વિનંતી કરી શકે છે.',
  'ui.members.confirmMakeChief':
    '{name}ને મુખ્ય એડમિન બનાવવા છે? તે પછી તમે હોસ્પિટલના ડૉક્ટરો કે તેના સબ્સ્ક્રિપ્શનનું ' +
    'સંચાલન નહીં કરી શકો.',

  // The Add doctor dialog
  'ui.members.addTitle': 'ડૉક્ટર ઉમેરો',
  'ui.members.addIntro':
    'ડૉક્ટરનો મોબાઇલ નંબર નાખો. જે ડૉક્ટરનું એકાઉન્ટ પહેલેથી છે, તેમને આમંત્રણ મોકલાય છે ' +
    'અને તેઓ આમંત્રણ સ્વીકારે ત્યારે જોડાય છે.',
  'ui.members.newDoctorTitle': 'નવા ડૉક્ટર',
  'ui.members.submitAdd': 'ડૉક્ટર ઉમેરો',
  'ui.members.submitCreate': 'એકાઉન્ટ બનાવો અને ઉમેરો',

  // The hospital switcher in the header
  'ui.members.hospital': 'હોસ્પિટલ',

  // The invitations banner
  'ui.members.invitationsLabel': 'આમંત્રણો',
  'ui.members.invitedBy': '{hospital} તરફથી તમને જોડાવાનું આમંત્રણ મળ્યું છે.',
  'ui.members.accept': 'સ્વીકારો',
  'ui.members.declineInvitation': 'નકારો',
  'ui.members.acceptLabel': '{hospital}નું આમંત્રણ સ્વીકારો',
  'ui.members.declineLabel': '{hospital}નું આમંત્રણ નકારો',

  // Joining a hospital (#/hospital/join)
  'ui.members.joinTitle': 'કોઈ હોસ્પિટલમાં જોડાઓ',
  'ui.members.joinIntro':
    'જિલ્લા અને નામથી તમારી હોસ્પિટલ શોધો, અને તેમાં જોડાવાની વિનંતી મોકલો. હોસ્પિટલના ' +
    'મુખ્ય એડમિન વિનંતી મંજૂર કરે છે.',
  'ui.members.searchTitle': 'હોસ્પિટલ શોધો',
  'ui.members.hospitalName': 'હોસ્પિટલનું નામ',
  'ui.members.hospitalNameHint': 'જરૂરી નથી: નામનો કોઈ ભાગ.',
  'ui.members.search': 'શોધો',
  'ui.members.resultsTitle': 'મળેલી હોસ્પિટલો',
  'ui.members.resultsNone': 'આ જિલ્લામાં કોઈ હોસ્પિટલ મળી નથી. બીજું નામ અથવા બીજો જિલ્લો અજમાવો.',
  'ui.members.resultsHint': 'જિલ્લો પસંદ કરો અને તેની હોસ્પિટલો જોવા માટે શોધો.',
  'ui.members.pincode': 'પિન {pincode}',
  'ui.members.askToJoin': 'જોડાવાની વિનંતી કરો',
  'ui.members.askToJoinLabel': '{hospital}માં જોડાવાની વિનંતી કરો',
  'ui.members.isMember': 'સભ્ય',
  'ui.members.isInvited': 'આમંત્રિત — ઉપરના બેનરમાંથી સ્વીકારો',
  'ui.members.isRequested': 'વિનંતી મોકલી',
  'ui.members.requestsTitle': 'તમારી વિનંતીઓ',
  'ui.members.requestsNone': 'તમારી કોઈ વિનંતી જવાબની રાહ જોતી નથી.',
  'ui.members.requestedOn': '{date}ના રોજ વિનંતી કરી',
  'ui.members.reminders.title': 'એપોઇન્ટમેન્ટની યાદ',
  'ui.members.reminders.intro':
    'દર્દીઓને દરેક એપોઇન્ટમેન્ટના એક દિવસ પહેલાં આ સમયે (ભારત) SMS મળે છે, સિવાય કે તેમણે ના પાડી હોય.',
  'ui.members.reminders.time': 'યાદ અપાવવાનો સમય',
};

export default texts;
