// Gujarati translation of the masters texts (../texts.ts).
import type { Translation } from '@portal/shared';
import type { mastersTextValues } from '../text-values';

const texts: Translation<typeof mastersTextValues> = {
  'ui.masters.nameHi': 'હિન્દીમાં નામ',
  'ui.masters.nameGu': 'ગુજરાતીમાં નામ',
  'ui.masters.translationHint': 'ખાલી રાખશો તો તે ભાષાના વાચકો અંગ્રેજી નામ જોશે.',
  'ui.masters.retire': 'નિવૃત્ત કરો',
  'ui.masters.retireTitle': 'આ એન્ટ્રી નિવૃત્ત કરવી?',
  'ui.masters.retireConfirm': '“{name}” નિવૃત્ત કરવું? ફોર્મમાં તે હવે નહીં દેખાય; જે રેકોર્ડમાં તે છે, તેમાં રહેશે.',
  'ui.masters.offerAgain': 'ફરીથી બતાવો',
  'ui.masters.offeredNote': 'ફોર્મમાં દેખાય છે.',
  'ui.masters.retiredNote': 'નિવૃત્ત: ફોર્મમાં દેખાતું નથી.',
  'ui.masters.retiredBadge': 'નિવૃત્ત',
  'ui.masters.choiceOrderHint':
    'વિકલ્પોનો સ્કોર તેઓ ઉમેરાયા તે ક્રમથી બને છે: પહેલો શ્રેષ્ઠ જવાબ (0) છે, છેલ્લો સૌથી ખરાબ. પ્રશ્નના વિકલ્પો શ્રેષ્ઠથી શરૂ કરીને ઉમેરો; જવાબ મળ્યા પછી તેના વિકલ્પો બદલી શકાતા નથી.',
  'ui.masters.sectionTitle': 'માસ્ટર યાદીઓ',
  'ui.masters.sectionIntro':
    'દર્દી નોંધણી અને ક્લિનિકલ ફોર્મમાં દેખાતી યાદીઓ. નવી એન્ટ્રી ઉમેરવા કે કોઈ એન્ટ્રીનું ' +
    'નામ સુધારવા માટે યાદી ખોલો.',
  'ui.masters.patientGroup': 'દર્દી નોંધણીની માસ્ટર યાદીઓ',
  'ui.masters.clinicalGroup': 'ક્લિનિકલ માસ્ટર યાદીઓ',
  'ui.masters.careGroup': 'એપોઇન્ટમેન્ટ અને કાર્યાત્મક પરિણામ (Functional Outcome) ની માસ્ટર યાદીઓ',
  'ui.masters.cardText': '{title} યાદીમાં એન્ટ્રી ઉમેરો અને એડિટ કરો.',
  'ui.masters.cardTextWithParent':
    '{title} યાદીમાં એન્ટ્રી ઉમેરો અને એડિટ કરો, દરેક એન્ટ્રી તેના {parent} હેઠળ.',
  'ui.masters.screenTitle': '{title} માસ્ટર યાદી',
  'ui.masters.allMasters': 'બધી માસ્ટર યાદીઓ',
  'ui.masters.newTitle': '{title} ઉમેરો',
  'ui.masters.editTitle': '{title} અપડેટ કરો',
  'ui.masters.submit': 'સબમિટ કરો',
  'ui.masters.update': 'અપડેટ કરો',
  'ui.masters.cancelEdit': 'રદ કરો',
  'ui.masters.listTitle': '{title} યાદી',
  'ui.masters.colSrNo': 'ક્રમ નં.',
  'ui.masters.colEdit': 'એડિટ',
  'ui.masters.edit': '{name} એડિટ કરો',
  'ui.masters.colScales': 'સ્કેલ',
  'ui.masters.scalesOf': '{name}ના સ્કેલ',
  'ui.masters.count': '{count} એન્ટ્રી',
};

export default texts;
