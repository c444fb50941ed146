// Hindi translation of the listed values' names (../value-names.ts).
import type { Translation } from '@portal/shared';
import type { valueNames } from '../value-names';

const valueNamesHi: Translation<typeof valueNames> = {
  'value.Male': 'पुरुष',
  'value.Female': 'महिला',
  'value.Both': 'दोनों (OPD और IPD)',
  'value.Early': 'शुरुआती (Early)',
  'value.Advance': 'बढ़ा हुआ (Advance)',
  'value.Throat': 'गला',
  'value.Breast': 'स्तन',
  'value.Kidney': 'गुर्दा (किडनी)',
  'value.Prostate': 'प्रोस्टेट',
  'value.Bladder': 'मूत्राशय (ब्लैडर)',
  'value.Uterus': 'गर्भाशय',
  'value.Brain': 'दिमाग (ब्रेन)',
  'value.Cervix': 'गर्भाशय ग्रीवा (सर्विक्स)',
  'value.Ovary': 'अंडाशय (ओवरी)',
  'value.Bone/Soft Tissue': 'हड्डी/नरम ऊतक (Soft Tissue)',
  'value.Mouth': 'मुँह',
  'value.Intestine': 'आंत',
  'value.Blood': 'खून (ब्लड)',
  'value.Lung': 'फेफड़ा',
  'value.Liver-Gall Bladder': 'लिवर-पित्ताशय (Gall Bladder)',
  'value.Pancreas': 'अग्न्याशय (पैंक्रियास)',
  'value.Colon-Rectum': 'बड़ी आंत-मलाशय (Colon-Rectum)',
  'value.Other': 'अन्य',
  'value.Treatment': 'इलाज',
  'value.Rehabilitation': 'पुनर्वास (Rehabilitation)',
  'value.New Diagnosis': 'नई जाँच/निदान (New Diagnosis)',
  'value.Palliation': 'आराम देने वाली देखभाल (Palliation)',
  'value.No Treatment Yet': 'अभी तक कोई इलाज नहीं',
  'value.Surgery': 'सर्जरी (ऑपरेशन)',
  'value.Radiotherapy': 'रेडियोथेरेपी (Radiotherapy)',
  'value.Chemotherapy': 'कीमोथेरेपी (Chemotherapy)',
  'value.Chemoradiotherapy': 'कीमो-रेडियोथेरेपी (Chemoradiotherapy)',
  'value.Immunotherapy': 'इम्यूनोथेरेपी (Immunotherapy)',
  'value.Targeted Therapy': 'टार्गेटेड थेरेपी (Targeted Therapy)',
  'value.Hormone Therapy': 'हार्मोन थेरेपी (Hormone Therapy)',
  'value.Palliative Care': 'पैलिएटिव केयर (आराम देने वाली देखभाल)',
};

export default valueNamesHi;
