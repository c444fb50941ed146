// Gujarati translation of the clinical texts (../text-values.ts).
import type { Translation } from '@portal/shared';
import type { clinicalTextValues } from '../text-values';

const texts: Translation<typeof clinicalTextValues> = {
  'ui.clinical.title': 'ક્લિનિકલ વિગતો અને તેનો ઇતિહાસ',
  'ui.clinical.createTitle': 'ક્લિનિકલ વિગતો બનાવો',
  'ui.clinical.editTitle': 'ક્લિનિકલ વિગતોમાં ફેરફાર કરો',
  'ui.clinical.backToList': 'દર્દીઓની યાદી પર પાછા જાઓ',
  'ui.clinical.patient': 'દર્દી: {name}',
  'ui.clinical.save': 'ક્લિનિકલ વિગતો સેવ કરો',
  'ui.clinical.clear': '{label} સાફ કરો',
  'ui.clinical.readOnly': 'તમે આ ક્લિનિકલ વિગતો વાંચી શકો છો; સેવ કરવા માટે ફેરફાર કરવાની પરવાનગી જોઈએ.',
  'ui.clinical.loadFailed': 'ક્લિનિકલ વિગતો લોડ થઈ શકી નથી.',
  'ui.clinical.notFoundTitle': 'દર્દી મળ્યા નથી',
  'ui.clinical.notFoundText': 'આ દર્દી તમારી હોસ્પિટલના દર્દીઓની યાદીમાં નથી, અથવા સરનામું (લિંક) ખોટું છે.',

  // Sections
  'ui.clinical.section.diagnosis': 'ડાયગ્નોસિસ (નિદાન) અને સ્ટેજિંગ',
  'ui.clinical.section.treatment': 'સારવાર',
  'ui.clinical.section.surgery': 'સર્જરી (ઓપરેશન)',
  'ui.clinical.section.radiation': 'રેડિયોથેરાપી (Radiotherapy)',
  'ui.clinical.section.chemo': 'કીમોથેરાપી (Chemotherapy)',
  'ui.clinical.section.comment': 'ટિપ્પણી',

  // Fields
  'ui.clinical.field.primarySite': 'કેન્સરનું મુખ્ય સ્થાન (Primary Site)',
  'ui.clinical.field.subSite': 'પેટા-સ્થાન (Sub Site)',
  'ui.clinical.field.subSiteHint': 'પહેલાં કેન્સરનું મુખ્ય સ્થાન પસંદ કરો.',
  'ui.clinical.field.stageT': 'સ્ટેજ T',
  'ui.clinical.field.stageN': 'સ્ટેજ N',
  'ui.clinical.field.stageM': 'સ્ટેજ M',
  'ui.clinical.field.pathology': 'પેથોલોજી',
  'ui.clinical.field.histologicType': 'હિસ્ટોલોજીનો પ્રકાર (Histologic Type)',
  'ui.clinical.field.pt': 'pT',
  'ui.clinical.field.pn': 'pN',
  'ui.clinical.field.margins': 'માર્જિન (Margins)',
  'ui.clinical.field.eneEcs': 'ENE / ECS',
  'ui.clinical.field.status': 'સ્થિતિ',
  'ui.clinical.field.intent': 'સારવારનો હેતુ (Intent)',
  'ui.clinical.field.modality': 'સારવારની પદ્ધતિ (Modality)',
  'ui.clinical.field.treatment': 'સારવાર',
  'ui.clinical.field.dateOfAdmission': 'દાખલ થયાની તારીખ',
  'ui.clinical.field.dateOfSurgery': 'સર્જરીની તારીખ',
  'ui.clinical.field.dateOfDischarge': 'ડિસ્ચાર્જ (રજા)ની તારીખ',
  'ui.clinical.field.primaryResection': 'પ્રાઇમરી રિસેક્શન (Primary Resection)',
  'ui.clinical.field.nodeDissection': 'નોડ ડિસેક્શન (Node Dissection)',
  'ui.clinical.field.reconstruction': 'રિકન્સ્ટ્રક્શન (Reconstruction)',
  'ui.clinical.field.planOfRadiation': 'રેડિયોથેરાપીનું આયોજન',
  'ui.clinical.field.typeOfRadiation': 'રેડિયોથેરાપીનો પ્રકાર',
  'ui.clinical.field.rtStartDate': 'RT શરૂ થયાની તારીખ',
  'ui.clinical.field.rtCompleteDate': 'RT પૂર્ણ થયાની તારીખ',
  'ui.clinical.field.fractions': 'ફ્રેક્શન (Fraction)',
  'ui.clinical.field.doseGy': 'ડોઝ (Gy)',
  'ui.clinical.field.chemoProtocol': 'કીમો પ્રોટોકોલ (Protocol)',
  'ui.clinical.field.dateOfChemo': 'કીમોની તારીખ',
  'ui.clinical.field.proposedCycles': 'સૂચવેલી સાઇકલ (Cycles)',
  'ui.clinical.field.nextCycleDate': 'આગામી સાઇકલ',
  'ui.clinical.field.comment': 'ટિપ્પણી',
  'ui.clinical.field.commentCount': '{max}માંથી {typed} અક્ષર',
  'ui.clinical.field.dateHint': 'dd-MMM-yyyy',

  // History
  'ui.clinical.history.title': 'સારવારનો ઇતિહાસ',
  'ui.clinical.history.intro':
    'દરેક વખતે સેવ કરેલી વિગતો રાખવામાં આવે છે. કોઈ વર્ઝન ખોલીને તેની માહિતી વાંચો.',
  'ui.clinical.history.empty': 'હજુ સુધી કોઈ ક્લિનિકલ વિગતો સેવ થઈ નથી.',
  'ui.clinical.history.version': 'વર્ઝન {version}',
  'ui.clinical.history.current': 'હાલનું',
  'ui.clinical.history.savedBy': '{date}, {name} દ્વારા',
  'ui.clinical.history.chiefAdmin': 'મુખ્ય એડમિન: {name}',
};

export default texts;
