import { type MessageParams, messageRef } from '../messages';
import { type MessageKey } from '../all-messages';
import { icd10For } from './icd10';
import {
  type Behaviour,
  behaviourOf,
  histologyOf,
  morphologyOf,
  type Morphology,
} from './icdo3-morphology';
import { type Topography, topographyOf } from './icdo3-topography';
import { NOT_AT_SITES, ONLY_AT_SITES } from './site-histology-families';

/**
 * The consistency checks of a coded diagnosis, after IARC's (IARCcrgTools, as CanReg5 implements
 * them in src/canreg/common/qualitycontrol/Check*.java). Errors refuse the save; warnings let it
 * through, flagged for review.
 */
export type CodingIssueCode =
  | 'topographyUnknown'
  | 'morphologyUnknown'
  | 'sexSite'
  | 'sexHistology'
  | 'siteBehaviour'
  | 'siteHistology'
  | 'ageSite'
  | 'ageHistology'
  | 'ageSiteHistology'
  | 'icd10Unavailable'
  | 'primarySiteCode'
  | 'histologicTypeCode';

export interface CodingIssue {
  code: CodingIssueCode;
  field: 'topography' | 'morphology';
  /** A messageRef of a 'coding.*' text. */
  message: string;
}

export interface CodingInput {
  topography: string | null;
  morphology: string | null;
  sex: 'male' | 'female' | null;
  ageYears: number | null;
}

// ---------------------------------------------------------------------------------------------
// The rules, as data. A site is matched by prefix: 'C53' is every C53.x, 'C38.4' one site.

/** CheckSexTopography: the vulva to the placenta (C51-C58) are female, penis to C63 male. */
const FEMALE_SITES = ['C51', 'C52', 'C53', 'C54', 'C55', 'C56', 'C57', 'C58'];
const MALE_SITES = ['C60', 'C61', 'C62', 'C63'];

/**
 * CheckSexMorphology (a warning: rare, not impossible): the IARC families (ONLY_AT_SITES) of one sex: genital rhabdomyomas (22),
 * endometrial stromal sarcomas (23), ovarian (24), placental (25) and female genital (26)
 * tumours; Queyrat erythroplasia (27) and testicular tumours (28). CanReg5 also names 9084/3 in
 * a man, but never applies it (it does not read the behaviour), and a testicular teratoma with
 * malignant transformation is coded 9084/3: that rule is left out.
 */
const FEMALE_FAMILIES = [22, 23, 24, 25, 26];
const MALE_FAMILIES = [27, 28];

/**
 * CheckTopographyBehaviour: sites without an epithelium where an in situ (/2) tumour could
 * arise: bones, blood and marrow, peripheral nerves, soft tissue, meninges, brain and CNS.
 */
const NO_IN_SITU_SITES = ['C40', 'C41', 'C42', 'C47', 'C49', 'C70', 'C71', 'C72'];

/**
 * An age rule: the combination is unlikely when the age is below `under`, at least `from`, or
 * outside [from, to] when both are given.
 */
interface AgeLimit {
  under?: number;
  from?: number;
  to?: number;
}

/**
 * CheckAgeTopography: cancers very rare in children. CanReg5 also names the cervix (C53) under
 * 5, which the rule under 20 includes.
 */
const AGE_SITE_RULES: (AgeLimit & { sites: string[] })[] = [
  { sites: ['C61'], under: 5 },
  {
    sites: ['C15', 'C19', 'C20', 'C21', 'C23', 'C24', 'C38.4', 'C50', 'C53', 'C54', 'C55'],
    under: 20,
  },
];

/**
 * CheckAgeMorphology: chronic lymphocytic leukaemia (9823) up to 25, multiple myeloma (9732)
 * under 15; the embryonal tumours of childhood and Burkitt lymphoma (J. Ferlay 2015) from 15.
 * CanReg5 also lists 9730 and 9890, which are ICD-O-2 codes (9730 is ICD-O-3 9732), and 9724,
 * which ICD-O-3's first edition does not have.
 */
const AGE_HISTOLOGY_RULES: (AgeLimit & { histologies: number[] })[] = [
  { histologies: [9823], under: 26 },
  { histologies: [9732], under: 15 },
  {
    histologies: [8910, 8960, 8970, 8981, 8991, 9072, 9470, 9490, 9500, 9687],
    from: 15,
  },
];

/**
 * CheckAgeTopographyMorphology. `histologies` is a range; `except` leaves a range out. CanReg5
 * names retinoblastoma 9510 and 9512 only; its other subtypes (9511, 9513) are checked too.
 */
const AGE_SITE_HISTOLOGY_RULES: (AgeLimit & {
  sites: string[];
  histologies: [number, number];
  except?: [number, number];
})[] = [
  // Adenocarcinoma of the prostate under 40.
  { sites: ['C61'], histologies: [8140, 8149], under: 40 },
  // A small intestine tumour other than lymphoma under 20.
  { sites: ['C17'], histologies: [8000, 9589], under: 20 },
  // Colon, trachea and lung tumours other than carcinoid under 20.
  { sites: ['C18', 'C33', 'C34'], histologies: [8000, 9989], except: [8240, 8249], under: 20 },
  // Retinoblastoma of the eye after age 5.
  { sites: ['C69'], histologies: [9510, 9513], from: 6 },
  // Choriocarcinoma of the placenta outside the child-bearing ages 15 to 45.
  { sites: ['C58'], histologies: [9100, 9100], from: 15, to: 45 },
];

/**
 * The age checks are for cancers: they are skipped for a benign (/0) or uncertain (/1) tumour,
 * where they would flag ordinary tumours (a fibroadenoma of the breast at 18).
 */
const AGE_CHECKED_BEHAVIOURS: Behaviour[] = [2, 3, 6, 9];

// ---------------------------------------------------------------------------------------------

interface Family {
  id: number;
  name: string;
  histologies: [number, number][];
  sites: string[];
}

function parseFamilies(text: string): Family[] {
  const families: Family[] = [];
  for (const line of text.trim().split('\n')) {
    const family = families.at(-1);
    if (!line.startsWith(' ')) {
      families.push({
        id: Number(line.slice(0, 2)),
        name: line.slice(3),
        histologies: [],
        sites: [],
      });
    } else if (line.trim().startsWith('@')) {
      family!.sites.push(...line.trim().slice(1).trim().split(' '));
    } else {
      for (const range of line.trim().split(' ')) {
        const [from, to = from] = range.split('-').map(Number);
        family!.histologies.push([from!, to!]);
      }
    }
  }
  return families;
}

const ONLY_AT = parseFamilies(ONLY_AT_SITES);
const NOT_AT = parseFamilies(NOT_AT_SITES);

const atSite = (sites: string[], topography: string) =>
  sites.some((site) => topography.startsWith(site));

const inRange = (value: number, [from, to]: [number, number]) => value >= from && value <= to;

const familyOf = (families: Family[], histology: number) =>
  families.find((family) => family.histologies.some((range) => inRange(histology, range)));

const breaks = ({ under, from, to }: AgeLimit, age: number) =>
  (under !== undefined && age < under) ||
  (from !== undefined && to === undefined && age >= from) ||
  (from !== undefined && to !== undefined && (age < from || age > to));

const siteParams = (site: Topography) => ({ site: site.label, code: site.code });
const histologyParams = (term: Morphology) => ({ histology: term.label, code: term.code });
const bothParams = (site: Topography, term: Morphology) => ({
  histology: term.label,
  morphology: term.code,
  site: site.label,
  topography: site.code,
});

interface AgeKeys {
  before: MessageKey;
  from: MessageKey;
  outside?: MessageKey;
}

const AGE_HISTOLOGY_KEYS: AgeKeys = {
  before: 'coding.ageHistologyBefore',
  from: 'coding.ageHistologyFrom',
};
const AGE_SITE_HISTOLOGY_KEYS: AgeKeys = {
  before: 'coding.ageSiteHistologyBefore',
  from: 'coding.ageSiteHistologyFrom',
  outside: 'coding.ageSiteHistologyOutside',
};

/** The message of a broken age rule: before an age, from an age, or outside a range of ages. */
function ageMessage(rule: AgeLimit, keys: AgeKeys, params: MessageParams): string {
  if (rule.under !== undefined) return messageRef(keys.before, { ...params, limit: rule.under });
  if (rule.to !== undefined && keys.outside) {
    return messageRef(keys.outside, { ...params, from: rule.from!, to: rule.to });
  }
  return messageRef(keys.from, { ...params, limit: rule.from! });
}

/**
 * The errors and warnings of a coded diagnosis. A check that needs a missing value (null) is
 * skipped; an unknown code is an error, and the checks that need it are skipped.
 */
export function checkCoding(input: CodingInput): {
  errors: CodingIssue[];
  warnings: CodingIssue[];
} {
  const errors: CodingIssue[] = [];
  const warnings: CodingIssue[] = [];
  const { sex, ageYears: age } = input;

  const site = input.topography === null ? null : (topographyOf(input.topography) ?? null);
  if (input.topography !== null && !site) {
    errors.push({
      code: 'topographyUnknown',
      field: 'topography',
      message: messageRef('coding.topographyUnknown', { code: input.topography }),
    });
  }
  const term = input.morphology === null ? null : (morphologyOf(input.morphology) ?? null);
  if (input.morphology !== null && !term) {
    errors.push({
      code: 'morphologyUnknown',
      field: 'morphology',
      message: messageRef('coding.morphologyUnknown', { code: input.morphology }),
    });
  }
  const histology = term ? histologyOf(term.code) : null;
  const behaviour = term ? behaviourOf(term.code) : null;

  // Errors: what cannot be.
  if (site && sex) {
    const wrongSex = sex === 'male' ? FEMALE_SITES : MALE_SITES;
    if (atSite(wrongSex, site.code)) {
      const key = sex === 'male' ? 'coding.femaleSite' : 'coding.maleSite';
      errors.push({
        code: 'sexSite',
        field: 'topography',
        message: messageRef(key, siteParams(site)),
      });
    }
  }
  if (term && histology !== null && sex) {
    const id = familyOf(ONLY_AT, histology)?.id;
    const wrongSex = sex === 'male' ? FEMALE_FAMILIES : MALE_FAMILIES;
    if (id !== undefined && wrongSex.includes(id)) {
      const key = sex === 'male' ? 'coding.femaleHistology' : 'coding.maleHistology';
      // A warning, not an error: CanReg calls it rare, and some of these tumours do occur in
      // the other sex (a testicular granulosa cell tumour, 8620).
      warnings.push({
        code: 'sexHistology',
        field: 'morphology',
        message: messageRef(key, histologyParams(term)),
      });
    }
  }
  if (site && behaviour === 2 && atSite(NO_IN_SITU_SITES, site.code)) {
    errors.push({
      code: 'siteBehaviour',
      field: 'morphology',
      message: messageRef('coding.inSituSite', siteParams(site)),
    });
  }

  // Warnings: what is unlikely (CheckTopographyMorphology). A histology of the other sex is
  // usually also out of its sites; the sex warning says it more precisely, once.
  const sexFlagged = warnings.some((issue) => issue.code === 'sexHistology');
  if (site && term && histology !== null && !sexFlagged) {
    const only = familyOf(ONLY_AT, histology);
    const not = familyOf(NOT_AT, histology);
    if ((only && !atSite(only.sites, site.code)) || (not && atSite(not.sites, site.code))) {
      warnings.push({
        code: 'siteHistology',
        field: 'morphology',
        message: messageRef('coding.siteHistology', bothParams(site, term)),
      });
    }
  }

  if (age !== null && (behaviour === null || AGE_CHECKED_BEHAVIOURS.includes(behaviour))) {
    if (site) {
      const rule = AGE_SITE_RULES.find((r) => atSite(r.sites, site.code) && breaks(r, age));
      if (rule) {
        warnings.push({
          code: 'ageSite',
          field: 'topography',
          message: messageRef('coding.ageSite', { ...siteParams(site), limit: rule.under!, age }),
        });
      }
    }
    if (term && histology !== null) {
      const rule = AGE_HISTOLOGY_RULES.find(
        (r) => r.histologies.includes(histology) && breaks(r, age),
      );
      if (rule) {
        warnings.push({
          code: 'ageHistology',
          field: 'morphology',
          message: ageMessage(rule, AGE_HISTOLOGY_KEYS, { ...histologyParams(term), age }),
        });
      }
    }
    if (site && term && histology !== null) {
      const rule = AGE_SITE_HISTOLOGY_RULES.find(
        (r) =>
          atSite(r.sites, site.code) &&
          inRange(histology, r.histologies) &&
          !(r.except && inRange(histology, r.except)) &&
          breaks(r, age),
      );
      if (rule) {
        warnings.push({
          code: 'ageSiteHistology',
          field: 'morphology',
          message: ageMessage(rule, AGE_SITE_HISTOLOGY_KEYS, { ...bothParams(site, term), age }),
        });
      }
    }
  }

  if (site && term && errors.length === 0 && icd10For(site.code, term.code) === null) {
    warnings.push({
      code: 'icd10Unavailable',
      field: 'morphology',
      message: messageRef('coding.icd10Unavailable', bothParams(site, term)),
    });
  }

  return { errors, warnings };
}
