import { normaliseMorphology } from './icdo3-morphology';
import { normaliseTopography } from './icdo3-topography';

/**
 * The ICD-O-3 codes of the names of the app's master lists (apps/server/src/db/seed/master-values.ts:
 * primary_site, its clinical_sub_site children, histologic_type), to map older records and to
 * prefill the coding form. Only names with one sure code are here; the others (such as 'Other')
 * are left for the doctor to code. Keys are lower case (see mapLegacyDiagnosis).
 */

/** Primary site name to its ICD-O-3 topography (the "NOS" site of the organ). */
export const PRIMARY_SITE_TOPOGRAPHY: Record<string, string> = {
  'oral cavity': 'C06.9',
  oropharynx: 'C10.9',
  nasopharynx: 'C11.9',
  hypopharynx: 'C13.9',
  larynx: 'C32.9',
  // 'Nasal Cavity and Paranasal Sinuses' is left out: the nasal cavity (C30.0) and the sinuses
  // (C31) are different codes.
  'salivary gland': 'C08.9', // Major salivary gland, NOS
  thyroid: 'C73.9',
  breast: 'C50.9',
  lung: 'C34.9',
  oesophagus: 'C15.9',
  stomach: 'C16.9',
  'small intestine': 'C17.9',
  colon: 'C18.9',
  rectum: 'C20.9',
  'anal canal': 'C21.1',
  liver: 'C22.0',
  'gall bladder': 'C23.9',
  pancreas: 'C25.9',
  kidney: 'C64.9',
  'urinary bladder': 'C67.9',
  prostate: 'C61.9',
  testis: 'C62.9',
  penis: 'C60.9',
  cervix: 'C53.9',
  uterus: 'C55.9', // Uterus, NOS
  ovary: 'C56.9',
  vulva: 'C51.9',
  'brain and spinal cord': 'C72.9', // Nervous system, NOS (the central nervous system)
  bone: 'C41.9',
  'soft tissue': 'C49.9',
  skin: 'C44.9',
  'lymph node (lymphoma)': 'C77.9',
  'blood and bone marrow': 'C42.1',
  'unknown primary': 'C80.9',
};

/**
 * What each primary site of the master list takes in, as ICD-O-3 topography prefixes (a
 * category 'C54', or one site 'C16.0'): the ICD-O-3 categories of the organ, as the AJCC chapter
 * of the site gathers them (the uterus is the corpus C54 and the uterus NOS C55; the ovary
 * chapter also holds the fallopian tube and the peritoneum). It includes the site's sure code and
 * every sub site's (tested). Left out: 'Other', and 'Lymph Node (Lymphoma)', which lymphomas of
 * any organ are filed under (a gastric lymphoma is coded C16).
 */
export const PRIMARY_SITE_COVERS: Record<string, readonly string[]> = {
  'oral cavity': ['C00', 'C02', 'C03', 'C04', 'C05', 'C06'],
  oropharynx: ['C01', 'C05', 'C09', 'C10'],
  nasopharynx: ['C11'],
  hypopharynx: ['C12', 'C13'],
  larynx: ['C32'],
  'nasal cavity and paranasal sinuses': ['C30', 'C31'],
  'salivary gland': ['C07', 'C08'],
  thyroid: ['C73'],
  breast: ['C50'],
  lung: ['C34'],
  oesophagus: ['C15', 'C16.0'],
  stomach: ['C16'],
  'small intestine': ['C17'],
  colon: ['C18', 'C19'],
  rectum: ['C19', 'C20'],
  'anal canal': ['C21'],
  liver: ['C22'],
  'gall bladder': ['C23'],
  pancreas: ['C25'],
  kidney: ['C64', 'C65'],
  'urinary bladder': ['C67'],
  prostate: ['C61'],
  testis: ['C62'],
  penis: ['C60'],
  cervix: ['C53'],
  uterus: ['C54', 'C55'],
  ovary: ['C56', 'C57.0', 'C48.1', 'C48.2'],
  vulva: ['C51'],
  'brain and spinal cord': ['C70', 'C71', 'C72'],
  bone: ['C40', 'C41'],
  'soft tissue': ['C47', 'C48', 'C49'],
  skin: ['C44'],
  'blood and bone marrow': ['C42'],
  'unknown primary': ['C80'],
};

/** Clinical sub site name, under its primary site's name, to its ICD-O-3 topography. */
export const SUB_SITE_TOPOGRAPHY: Record<string, Record<string, string>> = {
  'oral cavity': {
    'buccal mucosa': 'C06.0',
    'oral tongue': 'C02.9',
    'floor of mouth': 'C04.9',
    'lower alveolus': 'C03.1', // Lower gum
    'upper alveolus': 'C03.0', // Upper gum
    'hard palate': 'C05.0',
    'retromolar trigone': 'C06.2', // Retromolar area
    lip: 'C00.9',
  },
  oropharynx: {
    'base of tongue': 'C01.9',
    tonsil: 'C09.9',
    'soft palate': 'C05.1',
    'posterior pharyngeal wall': 'C10.3', // Posterior wall of oropharynx
  },
  larynx: {
    supraglottis: 'C32.1',
    glottis: 'C32.0',
    subglottis: 'C32.2',
  },
  hypopharynx: {
    'pyriform sinus': 'C12.9',
    'post cricoid': 'C13.0',
    'posterior pharyngeal wall': 'C13.2', // Posterior wall of hypopharynx
  },
  breast: {
    'upper outer quadrant': 'C50.4',
    'upper inner quadrant': 'C50.2',
    'lower outer quadrant': 'C50.5',
    'lower inner quadrant': 'C50.3',
    central: 'C50.1',
  },
  lung: {
    'upper lobe': 'C34.1',
    'middle lobe': 'C34.2',
    'lower lobe': 'C34.3',
    'main bronchus': 'C34.0',
  },
  // 'Lower Thoracic' is left out: the lower thoracic oesophagus takes in the abdominal part
  // (C15.2) and ICD-O-3 also codes it by thirds (C15.5).
  oesophagus: {
    cervical: 'C15.0',
    'upper thoracic': 'C15.1',
    'middle thoracic': 'C15.1',
    'gastro-oesophageal junction': 'C16.0', // ICD-O-3 codes the junction to the cardia
  },
  stomach: {
    cardia: 'C16.0',
    fundus: 'C16.1',
    body: 'C16.2',
    antrum: 'C16.3', // Gastric antrum
    pylorus: 'C16.4',
  },
  colon: {
    caecum: 'C18.0',
    'ascending colon': 'C18.2',
    'transverse colon': 'C18.4',
    'descending colon': 'C18.6',
    'sigmoid colon': 'C18.7',
  },
  cervix: {
    ectocervix: 'C53.1', // Exocervix
    endocervix: 'C53.0',
  },
};

/**
 * Histologic type name to its ICD-O-3 morphology. Left out: 'Papillary Carcinoma' and 'Medullary
 * Carcinoma' (8050/3 and 8510/3, but 8260/3 and 8345/3 in the thyroid), 'Gastrointestinal
 * Stromal Tumour' (8936/1 or 8936/3), 'Neuroendocrine Tumour' (carcinoid 8240/3 or carcinoma
 * 8246/3) and 'Other'.
 */
export const HISTOLOGY_MORPHOLOGY: Record<string, string> = {
  'squamous cell carcinoma': '8070/3',
  'verrucous carcinoma': '8051/3',
  adenocarcinoma: '8140/3',
  'invasive ductal carcinoma': '8500/3', // Infiltrating duct carcinoma, NOS
  'invasive lobular carcinoma': '8520/3', // Lobular carcinoma, NOS
  'ductal carcinoma in situ': '8500/2',
  'follicular carcinoma': '8330/3',
  'anaplastic carcinoma': '8021/3',
  'mucoepidermoid carcinoma': '8430/3',
  'adenoid cystic carcinoma': '8200/3',
  'small cell carcinoma': '8041/3',
  'non-small cell carcinoma': '8046/3',
  'urothelial carcinoma': '8120/3', // Transitional cell carcinoma, NOS
  'renal cell carcinoma': '8312/3',
  'hepatocellular carcinoma': '8170/3',
  sarcoma: '8800/3',
  osteosarcoma: '9180/3',
  lymphoma: '9590/3', // Malignant lymphoma, NOS
  melanoma: '8720/3',
  glioma: '9380/3', // Glioma, malignant (Glioma, NOS)
  'germ cell tumour': '9064/3', // Germinoma (Germ cell tumor, NOS)
};

/** A master-list name as a key: lower case, single spaces. */
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The table's own entry (never an inherited one such as 'constructor'). */
const entry = <T>(table: Record<string, T> | undefined, name: string): T | undefined =>
  table && Object.hasOwn(table, name) ? table[name] : undefined;

export { key as listKey, entry as ownEntry };

/**
 * The ICD-O-3 codes of a diagnosis recorded with the master-list names: the sub site's code, or
 * else the primary site's; the histologic type's. Null where there is no sure code.
 */
export function mapLegacyDiagnosis(
  primarySite: string,
  subSite: string | null,
  histology: string | null,
): { topography: string | null; morphology: string | null } {
  const site = key(primarySite);
  const subSiteCode =
    subSite === null ? undefined : entry(entry(SUB_SITE_TOPOGRAPHY, site), key(subSite));
  return {
    topography: subSiteCode ?? entry(PRIMARY_SITE_TOPOGRAPHY, site) ?? null,
    morphology: histology === null ? null : (entry(HISTOLOGY_MORPHOLOGY, key(histology)) ?? null),
  };
}

/** The 3-character category of a topography code ('C50' of 'C50.4'). */
const categoryOf = (code: string) => code.slice(0, 3);

/**
 * The topography a pick of primary site (and sub site) puts in the coding form: the entry's sure
 * code (as mapLegacyDiagnosis gives it), or null to leave the form's code as it is. The code
 * already there stays when it says the same thing more precisely, so a doctor who typed C50.4 and
 * then picks "Breast" keeps C50.4 rather than the site's C50.9:
 * - a primary site stands for its own category and its sub sites' categories (oral cavity: C00,
 *   C02 to C06), so a code in any of them stays;
 * - a sub site coded "NOS" (C02.9 oral tongue) stands for its category (C02.1 stays); a sub site
 *   with a precise code (C50.4) stands for that code alone, and replaces any other.
 * A code outside what the pick stands for (C50.4, then "Lung") is replaced.
 */
export function suggestTopography(
  primarySite: string,
  subSite: string | null,
  current: string | null,
): string | null {
  const site = key(primarySite);
  const siteCode = entry(PRIMARY_SITE_TOPOGRAPHY, site);
  const subSiteCodes = entry(SUB_SITE_TOPOGRAPHY, site) ?? {};
  const subSiteCode = subSite === null ? undefined : entry(subSiteCodes, key(subSite));
  const suggestion = subSiteCode ?? siteCode;
  if (suggestion === undefined) return null;
  const code = current === null ? null : normaliseTopography(current);
  if (code === null) return suggestion;
  const standsFor =
    subSiteCode === undefined
      ? (entry(PRIMARY_SITE_COVERS, site) ?? [categoryOf(suggestion)])
      : [subSiteCode.endsWith('.9') ? categoryOf(subSiteCode) : subSiteCode];
  return standsFor.some((prefix) => code.startsWith(prefix)) ? null : suggestion;
}

/**
 * Whether a topography code is one of the primary site's (PRIMARY_SITE_COVERS): false when the
 * two disagree (hypopharynx, C44.3 skin of face), null when the site is not one the table knows
 * ('Other', a renamed or added entry) or the code cannot be read.
 */
export function siteTakesIn(primarySite: string, topography: string): boolean | null {
  const covers = entry(PRIMARY_SITE_COVERS, key(primarySite));
  const code = normaliseTopography(topography);
  if (!covers || code === null) return null;
  return covers.some((prefix) => code.startsWith(prefix));
}

/**
 * The morphology a pick of histologic type puts in the coding form, or null to leave the form's
 * code as it is. ICD-O-3 numbers the kinds of a type after its "NOS" code in the same ten (8070/3
 * squamous cell carcinoma, NOS; 8071/3 to 8078/3 its kinds), so when the pick's code is such a
 * head (its fourth digit 0), a code of the same ten and behaviour stays: 8071/3, then "Squamous
 * Cell Carcinoma", keeps 8071/3. Any other code is replaced (8500/3, then "Ductal Carcinoma In
 * Situ", becomes 8500/2).
 */
export function suggestMorphology(histology: string, current: string | null): string | null {
  const suggestion = entry(HISTOLOGY_MORPHOLOGY, key(histology));
  if (suggestion === undefined) return null;
  const code = current === null ? null : normaliseMorphology(current);
  if (code === null) return suggestion;
  const isHeadOfTen = suggestion[3] === '0';
  const sameTen = code.slice(0, 3) === suggestion.slice(0, 3);
  const sameBehaviour = code.slice(4) === suggestion.slice(4);
  return isHeadOfTen && sameTen && sameBehaviour ? null : suggestion;
}
