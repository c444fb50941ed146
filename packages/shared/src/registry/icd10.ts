import { BY_SITE, HAEMATOLYMPHOID } from './icd10-tables';
import {
  type Behaviour,
  histologyOf,
  isKnownHistology,
  normaliseMorphology,
} from './icdo3-morphology';
import { topographyOf } from './icdo3-topography';

/**
 * ICD-10 from an ICD-O-3 diagnosis, the way IARC's conversion (CanReg5 ConversionICDO3toICD10
 * with O3_10T.txt and O3_10M.txt) does it: by site for most tumours (malignant C00-C80, in situ
 * D00-D09, benign D10-D36, uncertain D37-D48), by histology for the haematolymphoid ones and a few
 * others, and by both for melanoma (C43, D03, D22), Kaposi sarcoma (C46), mesothelioma (C45),
 * in situ breast carcinoma (D05) and liver cancer (C22).
 */

/** The columns of BY_SITE, in its order. */
const COLUMN: Record<Behaviour, number> = { 3: 0, 9: 0, 0: 1, 2: 2, 1: 3, 6: 4 };

const SITE_ROWS = new Map(
  BY_SITE.trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [site, ...codes] = line.trim().split(/\s+/);
      return [site!, codes] as const;
    }),
);

/** 'C43.*' with the 4th digit of the site ('C44.5' gives C43.5); a code without '*' as it is. */
const withSiteDigit = (code: string, topography: string) =>
  code.endsWith('*') ? code.slice(0, -1) + topography.slice(4) : code;

function bySite(topography: string, behaviour: Behaviour): string | null {
  const column = COLUMN[behaviour];
  const own = SITE_ROWS.get(topography)?.[column];
  const code =
    own === undefined || own === '.' ? SITE_ROWS.get(topography.slice(0, 3))?.[column] : own;
  return code === undefined || code === '-' ? null : withSiteDigit(code, topography);
}

const HAEMATOLYMPHOID_ICD10 = new Map(
  HAEMATOLYMPHOID.trim()
    .split('\n')
    .flatMap((line) => {
      const [icd10, ...histologies] = line.split(' ');
      return histologies.map((histology) => [Number(histology), icd10!] as const);
    }),
);

/** A site prefix ('C44' for all skin, 'C38.4' for the pleura), and the ICD-10 code there. */
type SiteCase = [sites: string[], icd10: string];

interface HistologyRule {
  /** Morphology codes ('8500/2'); a range of histologies with one behaviour as 'nnnn-nnnn/b'. */
  morphologies: string[];
  /** The first case whose site matches gives the code ('*': the site's 4th digit). */
  cases: SiteCase[];
  /** Where no case matches: this code, or (absent) the site's own code. */
  otherwise?: string;
}

/** Melanoma is coded to the skin of the body region (O3_10r8.txt, rules of 8720-8790). */
const skinOfRegion = (prefix: string): SiteCase[] => [
  [['C00'], `${prefix}.0`],
  [['C44'], `${prefix}.*`],
  [['C50', 'C76.2'], `${prefix}.5`],
  [['C76.4'], `${prefix}.6`],
  [['C76.5'], `${prefix}.7`],
  [['C76.0', 'C76.1', 'C76.3', 'C76.7', 'C80.9'], `${prefix}.9`],
];

/** Melanocytic histologies (not the uveal 8773-8774 nor meningeal 8728 ones, coded by site). */
const MELANOCYTIC = ['8720-8725', '8727', '8730-8772', '8780-8790'];

/** Histologies whose ICD-10 depends on the site in their own way (O3_10M.txt rules 7 and 8). */
const HISTOLOGY_RULES: HistologyRule[] = [
  { morphologies: MELANOCYTIC.map((range) => `${range}/3`), cases: skinOfRegion('C43') },
  { morphologies: MELANOCYTIC.map((range) => `${range}/2`), cases: skinOfRegion('D03') },
  {
    morphologies: MELANOCYTIC.map((range) => `${range}/0`),
    // ICD-10 has no D22.8: a naevus of overlapping skin sites is D22.9.
    cases: [[['C44.8'], 'D22.9'], ...skinOfRegion('D22')],
  },
  {
    morphologies: ['9140/3'],
    cases: [
      [['C44', 'C51', 'C60.9', 'C63.2'], 'C46.0'],
      [['C47', 'C49'], 'C46.1'],
      [['C05'], 'C46.2'],
      [['C77'], 'C46.3'],
      [['C80.9'], 'C46.9'],
    ],
    otherwise: 'C46.7',
  },
  {
    morphologies: ['9050-9055/3'],
    cases: [
      [['C38.4'], 'C45.0'],
      [['C48'], 'C45.1'],
      [['C38.0'], 'C45.2'],
      [['C80.9'], 'C45.9'],
    ],
    otherwise: 'C45.7',
  },
  // MALT lymphoma of lymph nodes, blood or marrow is a nodal marginal zone lymphoma (GEKID 2015).
  { morphologies: ['9699/3'], cases: [[['C42.0', 'C42.1', 'C42.4', 'C77'], 'C83.0']] },
  // In situ carcinoma of the breast: lobular D05.0, intraductal D05.1, other types D05.7. 8507/2
  // (intraductal micropapillary) is D05.1 here, where O3_10M.txt has D05.0.
  { morphologies: ['8500/2', '8507/2'], cases: [[['C50'], 'D05.1']] },
  { morphologies: ['8520/2'], cases: [], otherwise: 'D05.0' },
  { morphologies: ['8501/2'], cases: [], otherwise: 'D05.7' },
  { morphologies: ['8230/2', '8503/2', '8504/2', '8522/2'], cases: [[['C50'], 'D05.7']] },
  // Bowen disease and Queyrat erythroplasia: carcinoma in situ of the skin where on skin.
  {
    morphologies: ['8080-8081/2'],
    cases: [
      [['C00'], 'D04.0'],
      [['C21.0', 'C50'], 'D04.5'],
    ],
  },
  { morphologies: ['8453/2'], cases: [], otherwise: 'D01.7' },
  { morphologies: ['8470/2'], cases: [], otherwise: 'D09.7' },
  { morphologies: ['8890/0'], cases: [[['C53', 'C54', 'C55'], 'D25.9']] },
  { morphologies: ['8600/0'], cases: [], otherwise: 'D27' },
  { morphologies: ['8620/1'], cases: [], otherwise: 'D39.1' },
  { morphologies: ['9020/1'], cases: [], otherwise: 'D48.6' },
  { morphologies: ['9120/0'], cases: [], otherwise: 'D18.0' },
  { morphologies: ['9170/0'], cases: [], otherwise: 'D18.1' },
  { morphologies: ['9250/1'], cases: [], otherwise: 'D48.0' },
  { morphologies: ['9383-9384/1'], cases: [], otherwise: 'D43.2' },
  { morphologies: ['9390/0'], cases: [], otherwise: 'D33.2' },
  { morphologies: ['9538-9539/1'], cases: [], otherwise: 'D42.9' },
];

function matchesMorphology(pattern: string, histology: number, behaviour: Behaviour): boolean {
  const [range, ofBehaviour] = pattern.split('/');
  const [from, to = from] = range!.split('-').map(Number);
  return Number(ofBehaviour) === behaviour && histology >= from! && histology <= to!;
}

const matchesSite = (prefixes: string[], topography: string) =>
  prefixes.some((prefix) => topography.startsWith(prefix));

function byHistologyRule(topography: string, histology: number, behaviour: Behaviour) {
  const rule = HISTOLOGY_RULES.find(({ morphologies }) =>
    morphologies.some((pattern) => matchesMorphology(pattern, histology, behaviour)),
  );
  if (!rule) return undefined;
  const found = rule.cases.find(([sites]) => matchesSite(sites, topography));
  if (found) return withSiteDigit(found[1], topography);
  return rule.otherwise;
}

/**
 * Malignant tumours of the liver and intrahepatic bile ducts (C22.0, C22.1) take their ICD-10
 * subdivision from the histology (ConversionICDO3toICD10, "LIVER").
 */
function liver(histology: number): string {
  if (histology >= 9120 && histology <= 9133) return 'C22.3'; // angiosarcoma, Kupffer cell sarcoma
  if (histology === 8970) return 'C22.2'; // hepatoblastoma
  if (histology >= 8170 && histology <= 8180) return 'C22.0'; // liver cell carcinoma
  const bileDuct = [8140, 8141, 8160, 8161, 8162, 8260, 8440, 8480, 8481, 8490, 8500, 8550, 8560];
  if (bileDuct.includes(histology)) return 'C22.1';
  if (histology <= 8005) return 'C22.9'; // malignant neoplasm, not specified
  return histology < 8800 ? 'C22.7' : 'C22.4'; // other carcinomas; sarcomas
}

const isHaematolymphoid = (histology: number) => histology >= 9590 && histology <= 9989;

/**
 * The ICD-10 code of a tumour from its ICD-O-3 topography ('C50.4') and morphology ('8500/3'):
 * 'C50.4', 'C43.5', 'C83.3', 'D05.1'... A diagnosis without a morphology is taken as 8000/3
 * (malignant neoplasm), as ICD-O-3 codes a cancer whose histology is not known. Null when a code
 * is unknown or ICD-10 has no code for the combination (an in situ tumour of bone, say).
 */
export function icd10For(topography: string, morphology: string | null): string | null {
  const site = topographyOf(topography)?.code;
  const normal = morphology === null ? '8000/3' : normaliseMorphology(morphology);
  const histology = normal === null ? null : histologyOf(normal);
  if (!site || normal === null || histology === null || !isKnownHistology(histology)) return null;
  const written = Number(normal.slice(5)) as Behaviour;
  // Behaviour 9 (malignant, not known whether primary or metastatic) is coded as a primary.
  const behaviour: Behaviour = written === 9 ? 3 : written;

  if (isHaematolymphoid(histology)) {
    if (behaviour !== 3) return null;
    return (
      byHistologyRule(site, histology, behaviour) ?? HAEMATOLYMPHOID_ICD10.get(histology) ?? null
    );
  }
  if (behaviour === 6) return bySite(site, behaviour);
  const special = byHistologyRule(site, histology, behaviour);
  if (special) return special;
  if (behaviour === 3 && site.startsWith('C22')) return liver(histology);
  return bySite(site, behaviour);
}
