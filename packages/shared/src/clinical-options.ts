/**
 * The fixed option lists of the clinical-details form (seed 000 section 3). The stored value is
 * the label itself, so a saved version reads the same after a list changes. Primary site, sub
 * site, pT, pN, margins, histologic type and treatment are master lists instead (masters.ts).
 */

// T, N and M come from the AJCC 8th edition tables (registry/ajcc): the seed's one list for
// every site (with its M2, which AJCC does not have) is gone; older versions keep what they say.

export const INTENT_OPTIONS = ['Cure', 'Palliation', 'Other'] as const;
export const MODALITY_OPTIONS = ['Single', 'Multi'] as const;
export const ENE_ECS_OPTIONS = ['Negative', 'Positive'] as const;

export const RADIATION_PLAN_OPTIONS = [
  'Primary',
  'Adjuvant',
  'Concurrent',
  'Neo Adjuvant',
  'Other',
] as const;
// The seed's 'Branchy Therapy' is brachytherapy.
export const RADIATION_TYPE_OPTIONS = [
  '2D',
  '3D',
  'IMRT',
  'IGRT',
  'Brachytherapy',
  'Other',
] as const;

export const RECONSTRUCTION_OPTIONS = [
  'Primary closure',
  'STG (split thickness graft)',
  'Local Flap',
  'Regional Flap',
  'Free Flap',
  'Double Flap',
  'Raw area',
  'Oncoplastic breast surgery',
  'P-J (pancreaticojejunostomy)',
  'P-G (pancreaticogastrostomy)',
  'Ileal conduit',
  'Neo-bladder',
  'Other',
] as const;

// The seed's two placeholder options are left out; 'Other' moves to the end.
export const NODE_DISSECTION_OPTIONS = [
  'Not done',
  'SND (selective neck dissection)',
  'MND (modified neck dissection)',
  'RND (radical neck dissection)',
  'Bilateral ND',
  'Contralateral ND',
  'Central compartment',
  'Salvage ND',
  'Axillary',
  'Sentinel node biopsy',
  'Two field (oesophagus)',
  'Three field (oesophagus)',
  'Mediastinal',
  'D1 (gastrectomy)',
  'D2 (gastrectomy)',
  'D3 (gastrectomy)',
  'RPLND (retroperitoneal)',
  'Pelvic',
  'Para-aortic',
  'Inguinal',
  'Popliteal',
  'Other',
] as const;

/**
 * Primary resections, grouped by region as a surgical oncologist lists them. The seed names
 * examples only ("about 70", ending with two numbered placeholders); this is the full list.
 */
export const PRIMARY_RESECTION_OPTIONS = [
  // Head and neck
  'Wide Local Excision (WLE)',
  'Partial Glossectomy',
  'Hemiglossectomy',
  'Total Glossectomy',
  'Marginal Mandibulectomy',
  'Segmental Mandibulectomy',
  'Hemimandibulectomy',
  'Composite Resection (Commando)',
  'Partial Maxillectomy',
  'Total Maxillectomy',
  'Transoral Laser Microsurgery',
  'Partial Laryngectomy',
  'Total Laryngectomy',
  'Total Laryngopharyngectomy',
  'Superficial Parotidectomy',
  'Total Parotidectomy',
  // Thyroid
  'Hemithyroidectomy',
  'Total Thyroidectomy',
  'Completion Thyroidectomy',
  // Breast
  'Breast Conserving Surgery',
  'Simple Mastectomy',
  'Modified Radical Mastectomy',
  'Skin Sparing Mastectomy',
  'Nipple Sparing Mastectomy',
  // Thoracic
  'Wedge Resection (Lung)',
  'Segmentectomy',
  'Lobectomy',
  'Bilobectomy',
  'Pneumonectomy',
  'Transthoracic Esophagectomy',
  'Transhiatal Esophagectomy',
  'Minimally Invasive Esophagectomy',
  // Gastrointestinal
  'Subtotal Gastrectomy',
  'Total Gastrectomy',
  'Right Hemicolectomy',
  'Extended Right Hemicolectomy',
  'Transverse Colectomy',
  'Left Hemicolectomy',
  'Sigmoid Colectomy',
  'Total Colectomy',
  'Anterior Resection',
  'Low Anterior Resection',
  'Abdominoperineal Resection',
  'Transanal Local Excision',
  // Hepatobiliary and pancreas
  'Pancreaticoduodenectomy (Whipple)',
  'Distal Pancreatectomy',
  'Total Pancreatectomy',
  'Radical Cholecystectomy',
  'Right Hepatectomy',
  'Left Hepatectomy',
  'Segmental Liver Resection',
  // Urology
  'Radical Nephrectomy',
  'Partial Nephrectomy',
  'Nephroureterectomy',
  'Transurethral Resection of Bladder Tumour (TURBT)',
  'Radical Cystectomy',
  'Radical Prostatectomy',
  'High Inguinal Orchidectomy',
  'Partial Penectomy',
  'Total Penectomy',
  // Gynaecology
  'Total Hysterectomy with Bilateral Salpingo-oophorectomy',
  'Radical Hysterectomy',
  'Radical Trachelectomy',
  'Cytoreductive Surgery (Ovary)',
  'Radical Vulvectomy',
  // Bone and soft tissue
  'Limb Sparing Surgery',
  'Amputation',
  'Wide Excision of Soft Tissue Sarcoma',
  // Neuro-oncology
  'Craniotomy and Tumour Excision',
  'Transsphenoidal Excision',
  // Skin
  'Wide Excision of Melanoma',
  'Mohs Micrographic Surgery',
  'Other',
] as const;

/** Clinical status (seed 000 section 4): 1 On Going (the default), 3 Complete. */
export const CLINICAL_STATUSES = [
  { value: 1, label: 'On Going' },
  { value: 3, label: 'Complete' },
] as const;
export type ClinicalStatus = (typeof CLINICAL_STATUSES)[number]['value'];
export const DEFAULT_CLINICAL_STATUS: ClinicalStatus = 1;
/** The treatment is over: its dates are in the past (schemas/clinical.ts). */
export const COMPLETE_CLINICAL_STATUS: ClinicalStatus = 3;

export function clinicalStatusLabel(status: number): string {
  return CLINICAL_STATUSES.find((entry) => entry.value === status)?.label ?? String(status);
}
