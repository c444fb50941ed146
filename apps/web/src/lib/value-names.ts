/**
 * Names of listed values that people read: the fixed ones of the code (genders, plan types) and
 * the master lists' starting values a patient meets (stage, site, looking for, treatment
 * history; apps/server/src/db/seed/master-values.ts). Keyed by the English name as stored; a
 * value the super admin adds later shows as typed until it is added here.
 */
export const valueNames = {
  'value.Male': 'Male',
  'value.Female': 'Female',
  'value.Both': 'Both',
  'value.Early': 'Early',
  'value.Advance': 'Advance',
  'value.Throat': 'Throat',
  'value.Breast': 'Breast',
  'value.Kidney': 'Kidney',
  'value.Prostate': 'Prostate',
  'value.Bladder': 'Bladder',
  'value.Uterus': 'Uterus',
  'value.Brain': 'Brain',
  'value.Cervix': 'Cervix',
  'value.Ovary': 'Ovary',
  'value.Bone/Soft Tissue': 'Bone/Soft Tissue',
  'value.Mouth': 'Mouth',
  'value.Intestine': 'Intestine',
  'value.Blood': 'Blood',
  'value.Lung': 'Lung',
  'value.Liver-Gall Bladder': 'Liver-Gall Bladder',
  'value.Pancreas': 'Pancreas',
  'value.Colon-Rectum': 'Colon-Rectum',
  'value.Other': 'Other',
  'value.Treatment': 'Treatment',
  'value.Rehabilitation': 'Rehabilitation',
  'value.New Diagnosis': 'New Diagnosis',
  'value.Palliation': 'Palliation',
  'value.No Treatment Yet': 'No Treatment Yet',
  'value.Surgery': 'Surgery',
  'value.Radiotherapy': 'Radiotherapy',
  'value.Chemotherapy': 'Chemotherapy',
  'value.Chemoradiotherapy': 'Chemoradiotherapy',
  'value.Immunotherapy': 'Immunotherapy',
  'value.Targeted Therapy': 'Targeted Therapy',
  'value.Hormone Therapy': 'Hormone Therapy',
  'value.Palliative Care': 'Palliative Care',
} as const;
