import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../dates';
import { codingOfVersion, patientCodingFacts, tnmText, UNMAPPED_REVIEW } from './clinical-coding';

const noLegacy = { primarySite: null, subSite: null, histologicType: null };

describe('codingOfVersion', () => {
  it('keeps entered codes, with the warnings saved over as review reasons', () => {
    const coding = codingOfVersion(
      { topography: 'C50.4', morphology: '8500/3', codingWarnings: ['ageSite'] },
      { primarySite: 'Lung', subSite: null, histologicType: null },
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
      { topography: null, morphology: null, codingWarnings: [] },
      {
        primarySite: 'Oral Cavity',
        subSite: 'Buccal Mucosa',
        histologicType: 'Squamous Cell Carcinoma',
      },
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
      { topography: null, morphology: null, codingWarnings: [] },
      { primarySite: 'Other', subSite: null, histologicType: 'Other' },
    );
    expect(siteOnly).toMatchObject({
      topography: null,
      morphology: null,
      icd10: null,
      source: 'mapped',
      review: [UNMAPPED_REVIEW.site, UNMAPPED_REVIEW.histology],
    });
    const noHistology = codingOfVersion(
      { topography: null, morphology: null, codingWarnings: [] },
      { ...noLegacy, primarySite: 'Breast' },
    );
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
