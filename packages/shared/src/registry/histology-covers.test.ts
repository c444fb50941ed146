import { describe, expect, it } from 'vitest';
import { HISTOLOGY_COVERS, histologyTakesIn } from './histology-covers';
import { morphologyOf } from './icdo3-morphology';
import { HISTOLOGY_MORPHOLOGY } from './primary-site-codes';

describe('histologyTakesIn', () => {
  it("takes in each histologic type's own code, as the form fills it in", () => {
    for (const [type, code] of Object.entries(HISTOLOGY_MORPHOLOGY)) {
      expect(histologyTakesIn(type, code), `${type} ${code}`).toBe(true);
    }
  });

  it('knows every histologic type of the list but Other, and only codes ICD-O-3 has', () => {
    for (const type of [
      ...Object.keys(HISTOLOGY_MORPHOLOGY),
      'papillary carcinoma',
      'medullary carcinoma',
      'gastrointestinal stromal tumour',
      'neuroendocrine tumour',
    ]) {
      expect(Object.hasOwn(HISTOLOGY_COVERS, type), type).toBe(true);
    }
    expect(histologyTakesIn('Other', '8070/3')).toBeNull();
    expect(histologyTakesIn('constructor', '8070/3')).toBeNull();
    // Every range is written low to high, and starts at a histology ICD-O-3 lists.
    for (const [type, { histologies }] of Object.entries(HISTOLOGY_COVERS)) {
      for (const range of histologies.split(' ')) {
        const [from, to = from] = range.split('-');
        expect(Number(to) >= Number(from), `${type} ${range}`).toBe(true);
        expect(
          ['0', '1', '2', '3'].some((behaviour) => morphologyOf(`${from}/${behaviour}`)),
          `${type} ${range}`,
        ).toBe(true);
      }
    }
  });

  it('takes in the kinds of a type, written any usual way', () => {
    expect(histologyTakesIn('Squamous Cell Carcinoma', '8071/3')).toBe(true);
    expect(histologyTakesIn('squamous  cell carcinoma', '80703')).toBe(true);
    // A duct carcinoma is an adenocarcinoma; a small cell carcinoma is neuroendocrine.
    expect(histologyTakesIn('Adenocarcinoma', '8500/3')).toBe(true);
    expect(histologyTakesIn('Neuroendocrine Tumour', '8041/3')).toBe(true);
    expect(histologyTakesIn('Non-Small Cell Carcinoma', '8070/3')).toBe(true);
    expect(histologyTakesIn('Sarcoma', '8936/3')).toBe(true);
  });

  it('does not take in another kind of tumour, nor the behaviour its name rules out', () => {
    expect(histologyTakesIn('Squamous Cell Carcinoma', '8500/3')).toBe(false);
    expect(histologyTakesIn('Non-Small Cell Carcinoma', '8041/3')).toBe(false);
    expect(histologyTakesIn('Invasive Lobular Carcinoma', '8500/3')).toBe(false);
    expect(histologyTakesIn('Lymphoma', '8070/3')).toBe(false);
    // In situ against invasive, both ways.
    expect(histologyTakesIn('Ductal Carcinoma In Situ', '8500/3')).toBe(false);
    expect(histologyTakesIn('Ductal Carcinoma In Situ', '8230/2')).toBe(true);
    expect(histologyTakesIn('Invasive Ductal Carcinoma', '8500/2')).toBe(false);
  });

  it('says nothing of what is not a morphology code', () => {
    expect(histologyTakesIn('Adenocarcinoma', '850/3')).toBe(null);
    expect(histologyTakesIn('Adenocarcinoma', 'C50.4')).toBe(null);
  });
});
