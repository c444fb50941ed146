import { describe, expect, it } from 'vitest';
import {
  behaviourOf,
  histologyOf,
  isKnownHistology,
  MORPHOLOGIES,
  morphologyOf,
  normaliseMorphology,
} from './icdo3-morphology';

describe('the ICD-O-3 morphology list', () => {
  const codes = MORPHOLOGIES.map(({ code }) => code);
  const withBehaviour = (behaviour: number) =>
    codes.filter((code) => code.endsWith(`/${behaviour}`));

  it('holds each code once, in code order, written as 9999/9', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    for (const { code, label } of MORPHOLOGIES) {
      expect(code).toMatch(/^\d{4}\/[0-36-9]$/);
      expect(label.length, code).toBeGreaterThan(3);
      expect(label).toBe(label.trim());
    }
  });

  it('holds the malignant terms of the CanReg5 dictionary and the in situ terms', () => {
    expect(withBehaviour(3)).toHaveLength(553);
    expect(withBehaviour(2).length).toBeGreaterThanOrEqual(25);
    expect(withBehaviour(0).length + withBehaviour(1).length).toBeGreaterThanOrEqual(50);
    // Metastatic (/6) and uncertain primary (/9) are ways to code any histology, not terms.
    expect(withBehaviour(6)).toEqual([]);
    expect(withBehaviour(9)).toEqual([]);
    // Every histology from 8000 to 9989 that has a term lies in ICD-O-3's range.
    for (const code of codes) expect(Number(code.slice(0, 4))).toBeGreaterThanOrEqual(8000);
  });

  it("gives WHO's terms for each behaviour", () => {
    expect(morphologyOf('8500/2')?.label).toBe('Intraductal carcinoma, noninfiltrating, NOS');
    expect(morphologyOf('8500/3')?.label).toBe('Infiltrating duct carcinoma, NOS');
    expect(morphologyOf('8077/2')?.label).toBe('Squamous intraepithelial neoplasia, grade III');
    expect(morphologyOf('8070/3')?.label).toBe('Squamous cell carcinoma, NOS');
    expect(morphologyOf('8140/0')?.label).toBe('Adenoma, NOS');
    expect(morphologyOf('8936/1')?.label).toBe('Gastrointestinal stromal tumor, NOS');
    expect(morphologyOf('9680/3')?.label).toBe('Malignant lymphoma, large B-cell, diffuse, NOS');
    expect(morphologyOf('9861/3')?.label).toBe('Acute myeloid leukemia, NOS');
  });

  it('knows no behaviour ICD-O-3 does not list for a histology', () => {
    expect(morphologyOf('8500/0')).toBeUndefined();
    expect(morphologyOf('9440/2')).toBeUndefined(); // no glioblastoma in situ
    expect(morphologyOf('9680/1')).toBeUndefined();
    expect(morphologyOf('1234/3')).toBeUndefined();
  });
});

describe('reading a morphology code', () => {
  it('reads a code written without its slash or with spaces', () => {
    expect(normaliseMorphology(' 80703 ')).toBe('8070/3');
    expect(morphologyOf('80703')?.code).toBe('8070/3');
    expect(normaliseMorphology('8070/4')).toBeNull();
    expect(normaliseMorphology('807/3')).toBeNull();
  });

  it('gives the behaviour and the histology', () => {
    expect(behaviourOf('8500/2')).toBe(2);
    expect(behaviourOf('9680/3')).toBe(3);
    expect(behaviourOf('8140/0')).toBe(0);
    expect(behaviourOf('8000/1')).toBe(1);
    expect(behaviourOf('8140/6')).toBe(6);
    expect(behaviourOf('81409')).toBe(9);
    expect(() => behaviourOf('C50.4')).toThrow();
    expect(histologyOf('8500/2')).toBe(8500);
    expect(histologyOf('C50.4')).toBeNull();
  });

  it('knows a histology whatever its behaviour', () => {
    expect(isKnownHistology(8500)).toBe(true);
    expect(isKnownHistology(9440)).toBe(true);
    expect(isKnownHistology(7999)).toBe(false);
  });
});
