import { describe, expect, it } from 'vitest';
import { icd10For } from './icd10';
import { MORPHOLOGIES } from './icdo3-morphology';
import { TOPOGRAPHIES } from './icdo3-topography';

const ICD10 = /^[CD]\d\d(\.\d)?$/;

describe('icd10For', () => {
  it.each([
    // Malignant: by site
    ['C50.4', '8500/3', 'C50.4'],
    ['C34.1', '8140/3', 'C34.1'],
    ['C02.1', '8070/3', 'C02.1'],
    ['C01.9', '8070/3', 'C01'], // ICD-10 does not divide C01
    ['C61.9', '8140/3', 'C61'],
    ['C80.9', '8000/3', 'C80.9'],
    ['C42.2', '8800/3', 'C26.1'], // spleen
    ['C42.1', '8140/3', 'C80.9'], // a carcinoma coded to the marrow: primary site unknown
    // Melanoma of the skin C43, in situ D03, naevus D22; elsewhere by site
    ['C44.5', '8720/3', 'C43.5'],
    ['C44.9', '8743/3', 'C43.9'],
    ['C00.1', '8720/3', 'C43.0'],
    ['C76.5', '8720/3', 'C43.7'],
    ['C69.3', '8720/3', 'C69.3'],
    ['C44.6', '8720/2', 'D03.6'],
    ['C44.3', '8720/0', 'D22.3'],
    ['C44.8', '8720/0', 'D22.9'], // ICD-10 has no D22.8
    ['C44.8', '8720/3', 'C43.8'],
    // Kaposi sarcoma C46, mesothelioma C45
    ['C44.7', '9140/3', 'C46.0'],
    ['C49.2', '9140/3', 'C46.1'],
    ['C05.0', '9140/3', 'C46.2'],
    ['C77.2', '9140/3', 'C46.3'],
    ['C16.9', '9140/3', 'C46.7'],
    ['C38.4', '9050/3', 'C45.0'],
    ['C48.2', '9052/3', 'C45.1'],
    ['C38.0', '9050/3', 'C45.2'],
    ['C34.9', '9053/3', 'C45.7'],
    // Haematolymphoid: by morphology
    ['C77.3', '9680/3', 'C83.3'],
    ['C42.1', '9861/3', 'C92.0'],
    ['C42.1', '9835/3', 'C91.0'],
    ['C42.1', '9732/3', 'C90.0'],
    ['C77.0', '9663/3', 'C81.1'],
    ['C16.9', '9699/3', 'C88.4'], // MALT lymphoma of the stomach
    ['C77.9', '9699/3', 'C83.0'], // nodal marginal zone lymphoma
    ['C42.1', '9950/3', 'D45'],
    ['C42.1', '9989/3', 'D46.9'],
    // Liver: the histology gives the subdivision
    ['C22.0', '8170/3', 'C22.0'],
    ['C22.0', '8160/3', 'C22.1'],
    ['C22.1', '8170/3', 'C22.0'],
    ['C22.0', '8970/3', 'C22.2'],
    ['C22.0', '9120/3', 'C22.3'],
    ['C22.0', '8890/3', 'C22.4'],
    ['C22.0', '8010/3', 'C22.7'],
    ['C22.0', '8000/3', 'C22.9'],
    // In situ: by site, with the breast by histology
    ['C50.1', '8500/2', 'D05.1'],
    ['C50.9', '8520/2', 'D05.0'],
    ['C50.9', '8522/2', 'D05.7'],
    ['C50.9', '8010/2', 'D05.9'],
    ['C53.0', '8077/2', 'D06.0'],
    ['C53.1', '8077/2', 'D06.1'],
    ['C18.7', '8210/2', 'D01.0'],
    ['C61.9', '8148/2', 'D07.5'],
    ['C44.5', '8081/2', 'D04.5'],
    ['C21.0', '8081/2', 'D04.5'],
    ['C67.9', '8130/2', 'D09.0'],
    // Benign and uncertain: by site, some by histology
    ['C18.7', '8210/0', 'D12.5'],
    ['C18.4', '8211/0', 'D12.3'],
    ['C73.9', '8330/0', 'D34'],
    ['C75.1', '8272/0', 'D35.2'],
    ['C70.0', '9530/0', 'D32.0'],
    ['C54.2', '8890/0', 'D25.9'],
    ['C49.1', '8890/0', 'D21.1'],
    ['C44.4', '9120/0', 'D18.0'],
    ['C56.9', '8442/1', 'D39.1'],
    ['C16.9', '8936/1', 'D37.1'],
    ['C18.1', '8140/1', 'D37.3'],
    ['C71.5', '9383/1', 'D43.2'],
    ['C40.2', '9250/1', 'D48.0'],
    // Metastatic (/6) by site; uncertain whether primary (/9) as a primary
    ['C34.9', '8140/6', 'C78.0'],
    ['C77.3', '8500/6', 'C77.3'],
    ['C61.9', '8140/9', 'C61'],
  ])('%s with %s is %s', (topography, morphology, expected) => {
    expect(icd10For(topography, morphology)).toBe(expected);
  });

  it('takes a diagnosis without histology as a malignant neoplasm (8000/3)', () => {
    expect(icd10For('C50.9', null)).toBe('C50.9');
    expect(icd10For('C44.5', null)).toBe('C44.5');
  });

  it('reads codes written without dot or slash', () => {
    expect(icd10For('c504', '85003')).toBe('C50.4');
  });

  it('gives null for an unknown code or a combination ICD-10 has no code for', () => {
    expect(icd10For('C50.7', '8500/3')).toBeNull();
    expect(icd10For('C50.4', '1234/3')).toBeNull();
    expect(icd10For('C50.4', 'ductal')).toBeNull();
    expect(icd10For('C41.0', '8010/2')).toBeNull(); // no in situ tumour of bone
    expect(icd10For('C77.1', '8500/2')).toBeNull();
    expect(icd10For('C42.1', '8000/1')).toBeNull();
    expect(icd10For('C42.1', '9680/6')).toBeNull(); // a lymphoma has no "metastatic" code
  });

  it('gives a C code for every malignant tumour of every site', () => {
    for (const { code } of TOPOGRAPHIES) {
      const icd10 = icd10For(code, '8010/3');
      expect(icd10, code).toMatch(/^C\d\d(\.\d)?$/);
      // The same category as the site, but for the marrow and blood (C80.9) and spleen (C26.1).
      if (!code.startsWith('C42')) expect(icd10!.slice(0, 3), code).toBe(code.slice(0, 3));
    }
  });

  it('gives a D code for a benign tumour of every site but blood and marrow', () => {
    for (const { code } of TOPOGRAPHIES) {
      const icd10 = icd10For(code, '8000/0');
      if (['C42.0', 'C42.1', 'C42.3', 'C42.4'].includes(code)) expect(icd10, code).toBeNull();
      else expect(icd10, code).toMatch(/^D(1\d|2\d|3[0-6])(\.\d)?$/);
    }
  });

  it('gives D00-D09 for an in situ tumour, or null where none can be', () => {
    for (const { code } of TOPOGRAPHIES) {
      const icd10 = icd10For(code, '8010/2');
      if (icd10 !== null) expect(icd10, code).toMatch(/^D0\d\.\d$/);
    }
    expect(icd10For('C71.9', '8010/2')).toBeNull();
  });

  it('converts every malignant haematolymphoid morphology, whatever the site', () => {
    const haematolymphoid = MORPHOLOGIES.filter(
      ({ code }) => code >= '9590' && code.endsWith('/3'),
    );
    expect(haematolymphoid.length).toBeGreaterThan(100);
    for (const { code } of haematolymphoid) {
      const icd10 = icd10For('C42.1', code);
      expect(icd10, code).toMatch(/^(C8[1-8]|C9[0-6]|D4[5-7])(\.\d)?$/);
      expect(icd10For('C16.9', code), code).toBe(code === '9699/3' ? 'C88.4' : icd10);
    }
  });

  it('converts every term of the list at the unknown primary site (C80.9)', () => {
    for (const { code } of MORPHOLOGIES) {
      expect(icd10For('C80.9', code), code).toMatch(ICD10);
    }
  });
});
