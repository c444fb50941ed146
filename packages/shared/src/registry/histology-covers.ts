import { normaliseMorphology, type Behaviour } from './icdo3-morphology';
import { listKey, ownEntry } from './primary-site-codes';

/** The ICD-O-3 morphologies a histologic type of the master list stands for. */
interface HistologyCover {
  /** ICD-O-3 histologies (4 digits), 'a-b' for every code from a to b. */
  histologies: string;
  /** The behaviours the type's name says ('in situ', 'invasive'); any when absent. */
  behaviours?: readonly Behaviour[];
}

const INVASIVE: readonly Behaviour[] = [3, 6, 9];

/**
 * What each histologic type of the master list takes in, by ICD-O-3's own morphology blocks
 * (805-808 squamous cell neoplasms, 814-838 adenomas and adenocarcinomas, 844-849 cystic,
 * mucinous and serous, 850-854 ductal and lobular, 880-899 soft tissue, 959-972 lymphomas, ...).
 * Generous, so that a kind of the type is never flagged (a duct carcinoma is an adenocarcinoma, a
 * small cell carcinoma a neuroendocrine one); a type whose name says in situ or invasive takes in
 * only codes of that behaviour. Each type's own code (HISTOLOGY_MORPHOLOGY) is in it (tested).
 * Left out: 'Other'.
 */
export const HISTOLOGY_COVERS: Record<string, HistologyCover> = {
  'squamous cell carcinoma': { histologies: '8050-8089' },
  'verrucous carcinoma': { histologies: '8051' },
  adenocarcinoma: { histologies: '8140-8389 8440-8579' },
  'invasive ductal carcinoma': {
    histologies: '8500-8513 8521-8523 8530-8549',
    behaviours: INVASIVE,
  },
  'invasive lobular carcinoma': { histologies: '8520-8524', behaviours: INVASIVE },
  'ductal carcinoma in situ': { histologies: '8201 8230 8500-8549', behaviours: [2] },
  'papillary carcinoma': {
    histologies: '8050-8052 8130-8131 8260-8263 8340-8344 8450-8461 8503-8504',
  },
  'follicular carcinoma': { histologies: '8330-8335 8340' },
  'medullary carcinoma': { histologies: '8345-8347 8510-8513' },
  'anaplastic carcinoma': { histologies: '8010-8035' },
  'mucoepidermoid carcinoma': { histologies: '8430-8439' },
  'adenoid cystic carcinoma': { histologies: '8200' },
  'small cell carcinoma': { histologies: '8041-8045' },
  'non-small cell carcinoma': { histologies: '8010-8035 8046-8089 8140-8389 8440-8579 8972 8980' },
  'urothelial carcinoma': { histologies: '8120-8131' },
  'renal cell carcinoma': { histologies: '8260 8310-8319' },
  'hepatocellular carcinoma': { histologies: '8170-8175 8180' },
  'gastrointestinal stromal tumour': { histologies: '8936' },
  'neuroendocrine tumour': { histologies: '8013 8041-8045 8150-8158 8240-8249 8574 8680-8693' },
  sarcoma: { histologies: '8800-8999 9020 9040-9044 9120-9260 9364 9540-9581' },
  osteosarcoma: { histologies: '9180-9195' },
  lymphoma: { histologies: '9590-9729' },
  melanoma: { histologies: '8720-8799' },
  glioma: { histologies: '9380-9489' },
  'germ cell tumour': { histologies: '9060-9102' },
};

function inRanges(histology: number, ranges: string): boolean {
  return ranges.split(' ').some((range) => {
    const [from, to = from] = range.split('-').map(Number) as [number, number?];
    return histology >= from && histology <= to;
  });
}

/**
 * Whether a histologic type picked from the master list stands for a morphology code: true or
 * false, or null where the table does not know the type (a list entry added later, 'Other') or
 * the code is not one.
 */
export function histologyTakesIn(histologicType: string, morphology: string): boolean | null {
  const cover = ownEntry(HISTOLOGY_COVERS, listKey(histologicType));
  const code = normaliseMorphology(morphology);
  if (!cover || code === null) return null;
  const behaviour = Number(code.slice(5)) as Behaviour;
  return (
    inRanges(Number(code.slice(0, 4)), cover.histologies) &&
    (cover.behaviours?.includes(behaviour) ?? true)
  );
}
