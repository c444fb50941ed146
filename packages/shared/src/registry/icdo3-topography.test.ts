import { describe, expect, it } from 'vitest';
import { normaliseTopography, topographyOf, TOPOGRAPHIES } from './icdo3-topography';

describe('the ICD-O-3 topography list', () => {
  const codes = TOPOGRAPHIES.map(({ code }) => code);

  it('holds every ICD-O-3 site, C00.0 to C80.9, once each and in code order', () => {
    expect(codes).toHaveLength(330);
    expect(codes[0]).toBe('C00.0');
    expect(codes.at(-1)).toBe('C80.9');
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it('writes every code as C99.9 and gives it a title', () => {
    for (const { code, label } of TOPOGRAPHIES) {
      expect(code).toMatch(/^C\d\d\.\d$/);
      expect(label, code).toMatch(/^[A-Z][\w ,/()'-]+$/);
      expect(label).toBe(label.trim());
    }
  });

  it('has none of the ICD-10 categories ICD-O-3 does not use as sites', () => {
    const categories = new Set(codes.map((code) => code.slice(0, 3)));
    for (const icd10Only of ['C43', 'C45', 'C46', 'C78', 'C79', 'C81', 'C97', 'D05']) {
      expect(categories.has(icd10Only), icd10Only).toBe(false);
    }
    // 70 categories: C00-C80 without C27-C29, C35-C36, C43, C45-C46, C59 and C78-C79.
    expect(categories.size).toBe(70);
  });

  it("gives WHO's titles", () => {
    expect(topographyOf('C50.4')?.label).toBe('Upper-outer quadrant of breast');
    expect(topographyOf('C53.9')?.label).toBe('Cervix uteri');
    expect(topographyOf('C02.1')?.label).toBe('Border of tongue');
    expect(topographyOf('C06.0')?.label).toBe('Cheek mucosa');
    expect(topographyOf('C42.1')?.label).toBe('Bone marrow');
    expect(topographyOf('C80.9')?.label).toBe('Unknown primary site');
  });
});

describe('topographyOf', () => {
  it('reads a code written without its dot, in small letters or with spaces', () => {
    expect(normaliseTopography(' c504 ')).toBe('C50.4');
    expect(topographyOf('c504')).toEqual({
      code: 'C50.4',
      label: 'Upper-outer quadrant of breast',
    });
  });

  it('knows no code ICD-O-3 does not have', () => {
    expect(topographyOf('C50.7')).toBeUndefined();
    expect(topographyOf('C43.5')).toBeUndefined(); // an ICD-10 code, not an ICD-O-3 site
    expect(topographyOf('C50')).toBeUndefined();
    expect(topographyOf('8070/3')).toBeUndefined();
    expect(normaliseTopography('C50.44')).toBeNull();
  });
});
