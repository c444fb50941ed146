import { describe, expect, it } from 'vitest';
import { englishText, identifyMessage } from '../all-messages';
import { checkCoding, type CodingInput } from './coding-checks';
import { TOPOGRAPHIES } from './icdo3-topography';
import { NOT_AT_SITES, ONLY_AT_SITES } from './site-histology-families';

const adult: CodingInput = { topography: null, morphology: null, sex: null, ageYears: 50 };
const check = (input: Partial<CodingInput>) => checkCoding({ ...adult, ...input });
const codes = (issues: { code: string }[]) => issues.map(({ code }) => code);

describe('checkCoding: a consistent diagnosis', () => {
  it.each<Partial<CodingInput>>([
    { topography: 'C50.4', morphology: '8500/3', sex: 'female' },
    { topography: 'C50.9', morphology: '8500/3', sex: 'male' }, // breast cancer in a man
    { topography: 'C53.9', morphology: '8070/3', sex: 'female' },
    { topography: 'C61.9', morphology: '8140/3', sex: 'male', ageYears: 70 },
    { topography: 'C02.1', morphology: '8070/3', sex: 'male' },
    { topography: 'C42.1', morphology: '9861/3', sex: 'male', ageYears: 4 },
    { topography: 'C77.3', morphology: '9680/3', sex: 'female' },
    { topography: 'C69.2', morphology: '9510/3', sex: 'female', ageYears: 2 },
    { topography: 'C22.0', morphology: '8970/3', sex: 'male', ageYears: 1 },
  ])('%o has no error and no warning', (input) => {
    expect(check(input)).toEqual({ errors: [], warnings: [] });
  });

  it('checks nothing that is missing', () => {
    expect(checkCoding({ topography: null, morphology: null, sex: null, ageYears: null })).toEqual({
      errors: [],
      warnings: [],
    });
    // Sex and age unknown: a cervix and a testicular tumour pass.
    expect(check({ topography: 'C53.9', morphology: '9061/3', ageYears: null })).toEqual({
      errors: [],
      warnings: [
        expect.objectContaining({ code: 'siteHistology' }), // a seminoma of the cervix is unlikely
      ],
    });
  });
});

describe('checkCoding: errors', () => {
  it('refuses a code ICD-O-3 does not have, and skips the checks that need it', () => {
    const result = check({ topography: 'C50.7', morphology: '8500/4', sex: 'male' });
    expect(result.errors).toEqual([
      {
        code: 'topographyUnknown',
        field: 'topography',
        message: 'coding.topographyUnknown|{"code":"C50.7"}',
      },
      {
        code: 'morphologyUnknown',
        field: 'morphology',
        message: 'coding.morphologyUnknown|{"code":"8500/4"}',
      },
    ]);
    expect(result.warnings).toEqual([]);
    expect(codes(check({ morphology: '9440/2' }).errors)).toEqual(['morphologyUnknown']);
  });

  it('refuses a female-only site for a man and a male-only site for a woman', () => {
    const cervix = check({ topography: 'C53.9', morphology: '8070/3', sex: 'male' });
    expect(codes(cervix.errors)).toEqual(['sexSite']);
    expect(cervix.errors[0]!.field).toBe('topography');
    expect(englishText(cervix.errors[0]!.message)).toBe(
      'Cervix uteri (C53.9) is a female-only site; the patient is male.',
    );
    const prostate = check({ topography: 'C61.9', sex: 'female' });
    expect(englishText(prostate.errors[0]!.message)).toBe(
      'Prostate gland (C61.9) is a male-only site; the patient is female.',
    );
    expect(codes(check({ topography: 'C58.9', sex: 'male' }).errors)).toEqual(['sexSite']);
    expect(codes(check({ topography: 'C63.2', sex: 'female' }).errors)).toEqual(['sexSite']);
    expect(check({ topography: 'C50.9', sex: 'male' }).errors).toEqual([]);
    expect(check({ topography: 'C67.9', sex: 'female' }).errors).toEqual([]);
  });

  it("flags (does not refuse) a histology of the other sex's genital organs", () => {
    // An ovarian serous carcinoma coded to the peritoneum of a man.
    const serous = check({ topography: 'C48.2', morphology: '8441/3', sex: 'male' });
    expect(codes(serous.warnings)).toEqual(['sexHistology']);
    expect(serous.warnings[0]!.field).toBe('morphology');
    expect(englishText(serous.warnings[0]!.message)).toBe(
      'Serous cystadenocarcinoma, NOS (8441/3) is a tumour of the female genital organs; the patient is male.',
    );
    expect(codes(check({ morphology: '8930/3', sex: 'male' }).warnings)).toEqual(['sexHistology']);
    expect(codes(check({ morphology: '8380/3', sex: 'male' }).warnings)).toEqual(['sexHistology']);
    // A seminoma, or Queyrat erythroplasia of the penis, in a woman.
    const seminoma = check({ topography: 'C38.1', morphology: '9061/3', sex: 'female' });
    expect(codes(seminoma.warnings)).toEqual(['sexHistology']);
    expect(englishText(seminoma.warnings[0]!.message)).toContain('male genital organs');
    expect(codes(check({ morphology: '8080/2', sex: 'female' }).warnings)).toEqual([
      'sexHistology',
    ]);
    expect(serous.errors).toEqual([]);
    // The same histologies in the other sex, and histologies of either sex, pass.
    expect(check({ morphology: '8441/3', sex: 'female' }).warnings).toEqual([]);
    expect(check({ morphology: '9061/3', sex: 'male' }).warnings).toEqual([]);
    expect(check({ morphology: '9060/3', sex: 'male' }).warnings).toEqual([]); // dysgerminoma: either sex
    expect(check({ morphology: '9084/3', sex: 'male' }).warnings).toEqual([]);
  });

  it('refuses an in situ tumour where there is no epithelium', () => {
    for (const site of ['C41.0', 'C42.1', 'C47.3', 'C49.1', 'C71.9', 'C72.0']) {
      const result = check({ topography: site, morphology: '8010/2' });
      expect(codes(result.errors), site).toEqual(['siteBehaviour']);
      expect(result.errors[0]!.field).toBe('morphology');
    }
    expect(
      englishText(check({ topography: 'C40.2', morphology: '8720/2' }).errors[0]!.message),
    ).toBe(
      'Long bones of lower limb and associated joints (C40.2) cannot have an in situ tumour (behaviour /2). Check the behaviour or the site.',
    );
    expect(check({ topography: 'C41.0', morphology: '8010/3' }).errors).toEqual([]);
    expect(check({ topography: 'C53.9', morphology: '8010/2' }).errors).toEqual([]);
  });
});

describe('checkCoding: warnings', () => {
  it('flags a histology IARC expects only at other sites', () => {
    const result = check({ topography: 'C34.1', morphology: '8170/3' }); // liver cancer in the lung
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      {
        code: 'siteHistology',
        field: 'morphology',
        message: expect.stringMatching(/^coding\.siteHistology\|/),
      },
    ]);
    expect(englishText(result.warnings[0]!.message)).toBe(
      'Hepatocellular carcinoma, NOS (8170/3) is not expected in Upper lobe, lung (C34.1). Check both codes, and whether this is a metastasis rather than the primary site.',
    );
    expect(codes(check({ topography: 'C77.3', morphology: '9861/3' }).warnings)).toEqual([
      'siteHistology', // a leukaemia belongs to blood and marrow (C42)
    ]);
    expect(check({ topography: 'C22.0', morphology: '8170/3' }).warnings).toEqual([]);
    expect(check({ topography: 'C42.1', morphology: '9861/3' }).warnings).toEqual([]);
  });

  it('flags a histology IARC does not expect at a site', () => {
    // A carcinoma of a lymph node, of bone or of the brain is a metastasis more likely.
    for (const site of ['C77.3', 'C41.2', 'C71.1']) {
      expect(codes(check({ topography: site, morphology: '8140/3' }).warnings), site).toEqual([
        'siteHistology',
      ]);
    }
    expect(codes(check({ topography: 'C40.2', morphology: '9734/3' }).warnings)).toEqual([
      'siteHistology', // extramedullary plasmacytoma of bone
    ]);
    expect(check({ topography: 'C40.2', morphology: '9731/3' }).warnings).toEqual([]);
    expect(check({ topography: 'C34.1', morphology: '8140/3' }).warnings).toEqual([]);
  });

  it('flags a cancer of a site very rare at the age', () => {
    const result = check({
      topography: 'C53.9',
      morphology: '8070/3',
      sex: 'female',
      ageYears: 12,
    });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      { code: 'ageSite', field: 'topography', message: expect.any(String) },
    ]);
    expect(englishText(result.warnings[0]!.message)).toBe(
      'A tumour of Cervix uteri (C53.9) is very rare before age 20; the patient is 12. Check the age and the site.',
    );
    expect(codes(check({ topography: 'C61.9', ageYears: 3 }).warnings)).toEqual(['ageSite']);
    expect(check({ topography: 'C61.9', ageYears: 5 }).warnings).toEqual([]);
    expect(codes(check({ topography: 'C50.4', ageYears: 19 }).warnings)).toEqual(['ageSite']);
    expect(check({ topography: 'C50.4', ageYears: 20 }).warnings).toEqual([]);
    // Not for a benign tumour: a fibroadenoma at 17 is common.
    expect(check({ topography: 'C50.4', morphology: '9010/0', ageYears: 17 }).warnings).toEqual([]);
  });

  it('flags a histology very rare at the age', () => {
    const hepatoblastoma = check({ topography: 'C22.0', morphology: '8970/3', ageYears: 30 });
    expect(hepatoblastoma.warnings).toEqual([
      { code: 'ageHistology', field: 'morphology', message: expect.any(String) },
    ]);
    expect(englishText(hepatoblastoma.warnings[0]!.message)).toBe(
      'Hepatoblastoma (8970/3) is very rare at age 15 or older; the patient is 30. Check the age and the histology.',
    );
    expect(check({ topography: 'C22.0', morphology: '8970/3', ageYears: 14 }).warnings).toEqual([]);
    const myeloma = check({ topography: 'C42.1', morphology: '9732/3', ageYears: 10 });
    expect(englishText(myeloma.warnings[0]!.message)).toContain('very rare before age 15');
    expect(
      codes(check({ topography: 'C42.1', morphology: '9823/3', ageYears: 25 }).warnings),
    ).toEqual(['ageHistology']);
    expect(check({ topography: 'C42.1', morphology: '9823/3', ageYears: 26 }).warnings).toEqual([]);
    expect(
      codes(check({ topography: 'C71.6', morphology: '9470/3', ageYears: 40 }).warnings),
    ).toEqual(['ageHistology']);
  });

  it('flags a histology of a site very rare at the age', () => {
    const retinoblastoma = check({ topography: 'C69.2', morphology: '9510/3', ageYears: 10 });
    expect(retinoblastoma.warnings).toEqual([
      { code: 'ageSiteHistology', field: 'morphology', message: expect.any(String) },
    ]);
    expect(englishText(retinoblastoma.warnings[0]!.message)).toBe(
      'Retinoblastoma, NOS (9510/3) in Retina (C69.2) is very rare at age 6 or older; the patient is 10. Check the age and both codes.',
    );
    expect(check({ topography: 'C69.2', morphology: '9510/3', ageYears: 5 }).warnings).toEqual([]);
    const prostate = check({ topography: 'C61.9', morphology: '8140/3', ageYears: 35 });
    expect(codes(prostate.warnings)).toEqual(['ageSiteHistology']);
    expect(englishText(prostate.warnings[0]!.message)).toContain('before age 40');
    expect(check({ topography: 'C61.9', morphology: '8140/3', ageYears: 40 }).warnings).toEqual([]);
    // Colon and lung before 20, except a carcinoid.
    expect(
      codes(check({ topography: 'C18.7', morphology: '8140/3', ageYears: 16 }).warnings),
    ).toEqual(['ageSiteHistology']);
    expect(check({ topography: 'C18.1', morphology: '8240/3', ageYears: 16 }).warnings).toEqual([]);
    // Choriocarcinoma of the placenta outside ages 15 to 45.
    const chorio = check({
      topography: 'C58.9',
      morphology: '9100/3',
      sex: 'female',
      ageYears: 50,
    });
    expect(englishText(chorio.warnings[0]!.message)).toContain('outside ages 15 to 45');
    expect(check({ topography: 'C58.9', morphology: '9100/3', ageYears: 30 }).warnings).toEqual([]);
  });

  it('flags a combination ICD-10 has no code for', () => {
    const result = check({ topography: 'C38.4', morphology: '8010/2' });
    expect(result.errors).toEqual([]);
    expect(codes(result.warnings)).toEqual(['icd10Unavailable']);
    expect(check({ topography: 'C34.1', morphology: '8140/2' }).warnings).toEqual([]);
  });

  it('returns errors and warnings together, each to its list', () => {
    const result = check({ topography: 'C53.9', morphology: '9061/3', sex: 'male', ageYears: 12 });
    expect(codes(result.errors)).toEqual(['sexSite']);
    expect(codes(result.warnings)).toEqual(['siteHistology', 'ageSite']);
  });
});

describe('the messages and the rule data', () => {
  it('carries every message as a ref of a coding.* key', () => {
    const result = check({ topography: 'C53.9', morphology: '9061/3', sex: 'male', ageYears: 12 });
    for (const issue of [...result.errors, ...result.warnings]) {
      expect(identifyMessage(issue.message)?.key).toMatch(/^coding\./);
    }
  });

  it('names only ICD-O-3 sites in the IARC families', () => {
    const sites = [
      ...ONLY_AT_SITES.matchAll(/@ (.+)/g),
      ...NOT_AT_SITES.matchAll(/@ (.+)/g),
    ].flatMap((match) => match[1]!.split(' '));
    expect(sites.length).toBeGreaterThan(300);
    const codes = TOPOGRAPHIES.map(({ code }) => code);
    for (const site of sites) {
      expect(site).toMatch(/^C\d\d(\.\d)?$/);
      expect(
        codes.some((code) => code.startsWith(site)),
        site,
      ).toBe(true);
    }
  });

  it('writes the families as numbered lines of histology ranges', () => {
    for (const text of [ONLY_AT_SITES, NOT_AT_SITES]) {
      for (const line of text.trim().split('\n')) {
        expect(line).toMatch(/^(\d\d [A-Z].+| {3}@ (C[\d.]+ ?)+| {3}(\d{4}(-\d{4})? ?)+)$/);
      }
    }
  });
});
