// Gujarati translation of the listed values' names (../value-names.ts).
import type { Translation } from '@portal/shared';
import type { valueNames } from '../value-names';

const valueNamesGu: Translation<typeof valueNames> = {
  'value.Male': 'પુરુષ',
  'value.Female': 'સ્ત્રી',
  'value.Both': 'બંને (OPD અને IPD)',
  'value.Early': 'શરૂઆતનું (Early)',
  'value.Advance': 'આગળ વધેલું (Advance)',
  'value.Throat': 'ગળું',
  'value.Breast': 'સ્તન',
  'value.Kidney': 'કિડની',
  'value.Prostate': 'પ્રોસ્ટેટ',
  'value.Bladder': 'મૂત્રાશય (બ્લેડર)',
  'value.Uterus': 'ગર્ભાશય',
  'value.Brain': 'મગજ (બ્રેન)',
  'value.Cervix': 'ગર્ભાશયનું મુખ (સર્વિક્સ)',
  'value.Ovary': 'અંડાશય (ઓવરી)',
  'value.Bone/Soft Tissue': 'હાડકું/નરમ પેશી (Soft Tissue)',
  'value.Mouth': 'મોં',
  'value.Intestine': 'આંતરડું',
  'value.Blood': 'લોહી (બ્લડ)',
  'value.Lung': 'ફેફસાં',
  'value.Liver-Gall Bladder': 'લિવર-પિત્તાશય (Gall Bladder)',
  'value.Pancreas': 'સ્વાદુપિંડ (પેન્ક્રિયાસ)',
  'value.Colon-Rectum': 'મોટું આંતરડું-મળાશય (Colon-Rectum)',
  'value.Other': 'અન્ય',
  'value.Treatment': 'સારવાર',
  'value.Rehabilitation': 'પુનર્વસન (Rehabilitation)',
  'value.New Diagnosis': 'નવું નિદાન (New Diagnosis)',
  'value.Palliation': 'રાહત આપતી સંભાળ (Palliation)',
  'value.No Treatment Yet': 'હજુ કોઈ સારવાર નથી',
  'value.Surgery': 'સર્જરી (ઓપરેશન)',
  'value.Radiotherapy': 'રેડિયોથેરાપી (Radiotherapy)',
  'value.Chemotherapy': 'કીમોથેરાપી (Chemotherapy)',
  'value.Chemoradiotherapy': 'કીમો-રેડિયોથેરાપી (Chemoradiotherapy)',
  'value.Immunotherapy': 'ઇમ્યુનોથેરાપી (Immunotherapy)',
  'value.Targeted Therapy': 'ટાર્ગેટેડ થેરાપી (Targeted Therapy)',
  'value.Hormone Therapy': 'હોર્મોન થેરાપી (Hormone Therapy)',
  'value.Palliative Care': 'પેલિએટિવ કેર (રાહત આપતી સંભાળ)',
};

export default valueNamesGu;
