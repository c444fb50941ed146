/**
 * Names of the fixed values of the code that people read (genders, plan types, the clinical
 * form's short lists, the contact form's purposes, hospital types), keyed by the English name
 * as stored. The master lists' entries carry their own names in each language
 * (master_items.name_hi, name_gu); staging codes, radiation techniques (IMRT) and surgical
 * procedure names are read as written.
 */
export const valueNames = {
  'value.Male': 'Male',
  'value.Female': 'Female',
  'value.Both': 'Both',
  // Clinical details: status, intent, modality, ENE/ECS, plan and type of radiation.
  'value.On Going': 'On Going',
  'value.Complete': 'Complete',
  'value.Cure': 'Cure',
  'value.Palliation': 'Palliation',
  'value.Other': 'Other',
  'value.Single': 'Single',
  'value.Multi': 'Multi',
  'value.Negative': 'Negative',
  'value.Positive': 'Positive',
  'value.Primary': 'Primary',
  'value.Adjuvant': 'Adjuvant',
  'value.Concurrent': 'Concurrent',
  'value.Neo Adjuvant': 'Neo Adjuvant',
  'value.Brachytherapy': 'Brachytherapy',
  // The contact form's purposes and the coupon form's discount bases.
  'value.Need support for cancer patient': 'Need support for cancer patient',
  'value.Awareness campaign or screening program': 'Awareness campaign or screening program',
  'value.Establishing this program in any cancer clinic / institute':
    'Establishing this program in any cancer clinic / institute',
  'value.NGO to participate in our community program':
    'NGO to participate in our community program',
  'value.As a medical doctor wanting to train for our community oncology program':
    'As a medical doctor wanting to train for our community oncology program',
  'value.Wish to donate to support our charity drive':
    'Wish to donate to support our charity drive',
  'value.Others': 'Others',
  'value.Flat discount (INR)': 'Flat discount (INR)',
  'value.Percentage discount (%)': 'Percentage discount (%)',
  // A self-registered person's kind (patientKindName).
  'value.Cancer Patient': 'Cancer Patient',
  'value.Normal Person': 'Normal Person',
  // A patient's status in a hospital.
  'value.Alive': 'Alive',
  'value.Dead': 'Dead',
  'value.Lost Follow-up': 'Lost Follow-up',
  // A hospital's type (HOSPITAL_TYPES; 'Other' is above).
  'value.Cancer': 'Cancer',
  'value.Multispeciality': 'Multispeciality',
  // The AJCC chapters with a staging table built in (STAGING_SCHEMAS' titles).
  'value.Breast': 'Breast',
  'value.Cervix uteri': 'Cervix uteri',
  'value.Colon and rectum': 'Colon and rectum',
  'value.Lung': 'Lung',
  'value.Lip and oral cavity': 'Lip and oral cavity',
} as const;

/** The English name of a self-registered person's kind, the key of its name in every language. */
export const patientKindName = (kind: 'patient' | 'guest') =>
  kind === 'patient' ? 'Cancer Patient' : 'Normal Person';
