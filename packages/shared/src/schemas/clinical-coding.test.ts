import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../dates';
import { englishText } from '../all-messages';
import {
  checkDiagnosisFor,
  codingOfVersion,
  pathologicalDisagreements,
  patientCodingFacts,
  tnmText,
  UNMAPPED_REVIEW,
} from './clinical-coding';

/** Master list entries by id, as the server looks them up, with their English names. */
const LIST = new Map([
  [1, 'Lung'],
  [2, 'Oral Cavity'],
  [3, 'Buccal Mucosa'],
  [4, 'Squamous Cell Carcinoma'],
  [5, 'Other'],
  [6, 'Other'],
  [7, 'Breast'],
]);
const englishNameOf = (id: number) => LIST.get(id);
const version = (overrides: Record<string, unknown>) => ({
  topography: null,
  morphology: null,
  codingWarnings: [],
  primarySiteId: 1,
  subSiteId: null,
  histologicTypeId: null,
  ...overrides,
});

describe('codingOfVersion', () => {
  it('keeps entered codes, with the warnings saved over as review reasons', () => {
    const coding = codingOfVersion(
      version({ topography: 'C50.4', morphology: '8500/3', codingWarnings: ['ageSite'] }),
      englishNameOf,
    );
    expect(coding).toEqual({
      topography: 'C50.4',
      morphology: '8500/3',
      icd10: 'C50.4',
      source: 'entered',
      review: ['ageSite'],
    });
  });

  it('maps an older version from its list names where the mapping is sure', () => {
    const coding = codingOfVersion(
      version({ primarySiteId: 2, subSiteId: 3, histologicTypeId: 4 }),
      englishNameOf,
    );
    expect(coding).toEqual({
      topography: 'C06.0',
      morphology: '8070/3',
      icd10: 'C06.0',
      source: 'mapped',
      review: [],
    });
  });

  it('flags for review what an older version cannot be mapped from', () => {
    const siteOnly = codingOfVersion(
      version({ primarySiteId: 5, histologicTypeId: 6 }),
      englishNameOf,
    );
    expect(siteOnly).toMatchObject({
      topography: null,
      morphology: null,
      icd10: null,
      source: 'mapped',
      review: [UNMAPPED_REVIEW.site, UNMAPPED_REVIEW.histology],
    });
    const noHistology = codingOfVersion(version({ primarySiteId: 7 }), englishNameOf);
    expect(noHistology).toMatchObject({ topography: 'C50.9', review: [] });
  });
});

describe('tnmText', () => {
  it('writes each category with its prefix, M0 always clinical', () => {
    const staged = { stageT: 'T1', stageN: 'N0', stageM: 'M0' };
    expect(tnmText({ ...staged, stagePrefix: 'c' })).toBe('cT1 cN0 cM0');
    expect(tnmText({ ...staged, stagePrefix: 'yp' })).toBe('ypT1 ypN0 cM0');
    expect(tnmText({ ...staged, stageM: 'M1', stagePrefix: 'yp' })).toBe('ypT1 ypN0 pM1');
    expect(tnmText({ ...staged, stagePrefix: null })).toBe('T1 N0 M0');
    expect(tnmText({ stageT: 'T2', stageN: null, stageM: null, stagePrefix: 'p' })).toBe('pT2');
  });
});

describe('patientCodingFacts', () => {
  it('reads sex from the gender and age from the date of birth when there is one', () => {
    const year = Number(todayInIndia().slice(0, 4));
    expect(patientCodingFacts({ genderId: 2, dateOfBirth: `${year - 40}-01-01`, age: 12 })).toEqual(
      { sex: 'female', ageYears: 40 },
    );
    expect(patientCodingFacts({ genderId: 1, dateOfBirth: null, age: 63 })).toEqual({
      sex: 'male',
      ageYears: 63,
    });
  });
});

describe('checkDiagnosisFor', () => {
  const woman = { sex: 'female' as const, ageYears: 50 };
  const hypopharynx = { name: 'Hypopharynx', label: 'हाइपोफैरिंक्स' };

  it("warns when the site code is not one of the primary site's, naming both as shown", () => {
    const { errors, warnings } = checkDiagnosisFor(
      { topography: 'c443', morphology: '8070/3' },
      woman,
      hypopharynx,
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      {
        code: 'primarySiteCode',
        field: 'topography',
        message: expect.stringMatching(/^coding\.primarySiteCode/),
      },
    ]);
    expect(warnings[0]!.message).toContain('C44.3');
    expect(warnings[0]!.message).toContain('हाइपोफैरिंक्स');
  });

  it('says nothing of a code of the site, without a site, or for a site the table does not know', () => {
    for (const site of [hypopharynx, null, { name: 'Other', label: 'Other' }]) {
      const code = site === hypopharynx ? 'C12.9' : 'C44.3';
      expect(
        checkDiagnosisFor({ topography: code, morphology: null }, woman, site).warnings,
      ).toEqual([]);
    }
  });

  it('warns when the morphology is not a kind of the histologic type picked, naming both', () => {
    const squamous = { name: 'Squamous Cell Carcinoma', label: 'स्क्वैमस सेल कार्सिनोमा' };
    const { errors, warnings } = checkDiagnosisFor(
      { topography: 'C50.4', morphology: '8500/3' },
      woman,
      null,
      squamous,
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      {
        code: 'histologicTypeCode',
        field: 'morphology',
        message: expect.stringMatching(/^coding\.histologicTypeCode/),
      },
    ]);
    expect(warnings[0]!.message).toContain('8500/3');
    expect(warnings[0]!.message).toContain('स्क्वैमस सेल कार्सिनोमा');
    // A kind of it, no morphology, or a type the table does not know: nothing to say.
    for (const [morphology, type] of [
      ['8071/3', squamous],
      [null, squamous],
      ['8500/3', { name: 'Other', label: 'Other' }],
      ['8500/3', null],
    ] as const) {
      expect(
        checkDiagnosisFor({ topography: 'C50.4', morphology }, woman, null, type).warnings,
      ).toEqual([]);
    }
  });

  it('puts the site warning before the checks between codes', () => {
    // A lymph node under the oral cavity, and a squamous cell carcinoma there (a metastasis?).
    const { warnings } = checkDiagnosisFor({ topography: 'C77.0', morphology: '8070/3' }, woman, {
      name: 'Oral Cavity',
      label: 'Oral Cavity',
    });
    expect(warnings.map((issue) => issue.code)).toEqual(['primarySiteCode', 'siteHistology']);
  });
});

describe('pathologicalDisagreements', () => {
  const stage = { stagePrefix: 'p', stageT: 'T4a', stageN: 'N2b' } as const;
  const fields = (problems: ReturnType<typeof pathologicalDisagreements>) =>
    problems.map(({ path, message }) => [path, englishText(message)]);

  it('names the pT and pN choices that say otherwise than the pathological stage', () => {
    expect(fields(pathologicalDisagreements(stage, { ptId: 'pT1', pnId: 'pN0' }))).toEqual([
      ['ptId', 'pT1 disagrees with the pathological stage (pT4a). Correct one of them'],
      ['pnId', 'pN0 disagrees with the pathological stage (pN2b). Correct one of them'],
    ]);
    expect(pathologicalDisagreements(stage, { ptId: 'pT4a', pnId: 'pn2B' })).toEqual([]);
    expect(
      pathologicalDisagreements({ ...stage, stageT: 'TX' }, { ptId: 'pTx', pnId: null }),
    ).toEqual([]);
  });

  it('compares nothing clinically, after neoadjuvant therapy, or with entries named otherwise', () => {
    const chosen = { ptId: 'pT1', pnId: 'pN0' };
    for (const stagePrefix of ['c', 'yc', 'yp', null] as const) {
      expect(pathologicalDisagreements({ ...stage, stagePrefix }, chosen)).toEqual([]);
    }
    expect(pathologicalDisagreements(stage, { ptId: 'Not assessed', pnId: null })).toEqual([]);
    expect(pathologicalDisagreements({ ...stage, stageT: null, stageN: null }, chosen)).toEqual([]);
  });
});
