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
  'ui.clinical.readOnly': 'તમે આ ક્લિનિકલ વિગતો વાંચી શકો છો; સેવ કરવા માટે ફેરફાર કરવાની પરવાનગી જોઈએ.',
  'ui.clinical.loadFailed': 'ક્લિનિકલ વિગતો લોડ થઈ શકી નથી.',
  'ui.clinical.notFoundTitle': 'દર્દી મળ્યા નથી',
  'ui.clinical.notFoundText': 'આ દર્દી તમારી હોસ્પિટલના દર્દીઓની યાદીમાં નથી, અથવા સરનામું (લિંક) ખોટું છે.',

  // A save refused because a newer version was saved (newer-version-panel.tsx)
  'ui.clinical.newer.title': 'નવી ક્લિનિકલ વિગતો સેવ થઈ છે',
  'ui.clinical.newer.text':
    'તમે આ પેજ ખોલ્યા પછી {name} એ {date} ના રોજ આવૃત્તિ {version} સેવ કરી. તમે જે લખ્યું છે તે ફોર્મમાં છે અને સેવ થયું નથી. તેને તેમની આવૃત્તિ સાથે સરખાવો, પછી પસંદ કરો કે કઈ હાલની બને; બંને ઇતિહાસમાં રહેશે.',
  'ui.clinical.newer.theirs': 'તેમની આવૃત્તિ {version}',
  'ui.clinical.newer.saveMine': 'મારી સૌથી નવી આવૃત્તિ તરીકે સેવ કરો',
  'ui.clinical.newer.loadTheirs': 'મારી છોડો અને તેમની બતાવો',
  'ui.clinical.newer.confirmTitle': 'તમે જે લખ્યું છે તે છોડી દેવું?',
  'ui.clinical.newer.confirmText':
    'ફોર્મમાં આવૃત્તિ {version} દેખાશે. તમે અહીં જે લખ્યું છે તે સેવ થયું નથી અને ભૂંસાઈ જશે.',
  'ui.clinical.newer.confirm': 'મારી છોડો',
  'ui.clinical.newer.keepMine': 'મારી રાખો',

  // Sections
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
  'ui.clinical.section.diagnosis': 'ડાયગ્નોસિસ (નિદાન)',
  'ui.clinical.section.staging': 'સ્ટેજિંગ (AJCC 8th edition)',
  'ui.clinical.field.tnm': 'TNM',
  'ui.clinical.field.stagePrefix': 'સ્ટેજિંગનો આધાર',
  'ui.clinical.field.stageGroup': 'સ્ટેજ ગ્રુપ',
  'ui.clinical.field.topography': 'સાઇટ કોડ (ICD-O-3 topography)',
  'ui.clinical.field.morphology': 'હિસ્ટોલોજી કોડ (ICD-O-3 morphology)',
  'ui.clinical.field.icd10': 'ICD-10',
  'ui.clinical.field.codeHint': 'કોડ અથવા કોઈ શબ્દ લખો',
  'ui.clinical.stagePrefix.c': 'c: ક્લિનિકલ',
  'ui.clinical.stagePrefix.p': 'p: પેથોલોજિકલ',
  'ui.clinical.stagePrefix.yc': 'yc: ક્લિનિકલ, નિયોએડજુવન્ટ થેરાપી પછી',
  'ui.clinical.stagePrefix.yp': 'yp: પેથોલોજિકલ, નિયોએડજુવન્ટ થેરાપી પછી',
  'ui.clinical.staging.table': '{site} માટે AJCC {edition}th edition ના કોષ્ટકમાંથી કાઢેલું.',
  'ui.clinical.staging.noTable':
    'આ સાઇટ માટે AJCC {edition}th edition નું કોષ્ટક ઉમેરાયું નથી: સ્ટેજ ગ્રુપ જાતે પસંદ કરો.',
  'ui.clinical.staging.needsTnm': 'T, N અને M પસંદ કરો',
  'ui.clinical.staging.needsSite':
    'પહેલા સાઇટ કોડ પસંદ કરો: જે સાઇટોનું AJCC કોષ્ટક છે, તેનું સ્ટેજ ગ્રુપ આપોઆપ નીકળે છે.',
  'ui.clinical.staging.noGroup': 'આ T, N અને M માટે AJCC કોષ્ટકમાં કોઈ ગ્રુપ નથી',
  'ui.clinical.coding.refused': 'આ કોડ આ દર્દી માટે સેવ થઈ શકે નહીં',
  'ui.clinical.coding.review': 'અસામાન્ય જોડ: રેકોર્ડ સેવ થશે અને તપાસ (review) માટે ચિહ્નિત થશે',
  'ui.clinical.history.review': 'કોડિંગની તપાસ જરૂરી',
  'ui.clinical.history.mapped': 'જૂના વર્ઝનની યાદીમાંથી કાઢેલા કોડ',
  'ui.clinical.review.unmappedSite':
    'આ જૂના વર્ઝનના મુખ્ય સ્થાનનો કોઈ પાકો ICD-O-3 કોડ નથી: હવે પછી સેવ કરતી વખતે કોડ પસંદ કરો.',
  'ui.clinical.review.sexHistology':
    'ચેતવણી છતાં સેવ કર્યું: આ હિસ્ટોલોજી સામાન્ય રીતે બીજા જાતિમાં જોવા મળે છે.',
  'ui.clinical.review.siteHistology': 'ચેતવણી છતાં સેવ કર્યું: આ સાઇટ પર આ હિસ્ટોલોજી અપેક્ષિત નથી.',
  'ui.clinical.review.ageSite': 'ચેતવણી છતાં સેવ કર્યું: આ ઉંમરે આ સાઇટ ખૂબ જ દુર્લભ છે.',
  'ui.clinical.review.ageHistology': 'ચેતવણી છતાં સેવ કર્યું: આ ઉંમરે આ હિસ્ટોલોજી ખૂબ જ દુર્લભ છે.',
  'ui.clinical.review.ageSiteHistology': 'ચેતવણી છતાં સેવ કર્યું: આ ઉંમરે આ સાઇટ અને હિસ્ટોલોજી ખૂબ જ દુર્લભ છે.',
  'ui.clinical.review.primarySiteCode': 'ચેતવણી છતાં સેવ કર્યું: સાઇટ કોડ પસંદ કરેલા પ્રાથમિક સ્થાનનો નથી.',
  'ui.clinical.review.histologicTypeCode':
    'ચેતવણી છતાં સેવ કર્યું: હિસ્ટોલોજી કોડ પસંદ કરેલા હિસ્ટોલોજીના પ્રકારમાં આવતો નથી.',
  'ui.clinical.review.icd10Unavailable':
    'ચેતવણી છતાં સેવ કર્યું: આ સાઇટ અને હિસ્ટોલોજી માટે ICD-10 માં કોઈ કોડ નથી.',
  'ui.clinical.review.unmappedHistology':
    'આ જૂના વર્ઝનના હિસ્ટોલોજી પ્રકારનો કોઈ પાકો ICD-O-3 કોડ નથી: હવે પછી સેવ કરતી વખતે કોડ પસંદ કરો.',
};

export default texts;
