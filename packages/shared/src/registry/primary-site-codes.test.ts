import { describe, expect, it } from 'vitest';
import { morphologyOf } from './icdo3-morphology';
import { topographyOf } from './icdo3-topography';
import {
  HISTOLOGY_MORPHOLOGY,
  mapLegacyDiagnosis,
  PRIMARY_SITE_TOPOGRAPHY,
  SUB_SITE_TOPOGRAPHY,
} from './primary-site-codes';

const isLowerCaseName = (name: string) => name === name.trim().toLowerCase() && !/\s\s/.test(name);

describe('the master-list mappings', () => {
  it('map primary sites to ICD-O-3 topography codes of the list', () => {
    expect(Object.keys(PRIMARY_SITE_TOPOGRAPHY).length).toBeGreaterThanOrEqual(30);
    for (const [name, code] of Object.entries(PRIMARY_SITE_TOPOGRAPHY)) {
      expect(isLowerCaseName(name), name).toBe(true);
      expect(topographyOf(code)?.code, name).toBe(code);
    }
  });

  it('map sub sites, under primary sites of the mapping, to topography codes of the list', () => {
    for (const [site, subSites] of Object.entries(SUB_SITE_TOPOGRAPHY)) {
      expect(PRIMARY_SITE_TOPOGRAPHY[site], site).toBeDefined();
      for (const [name, code] of Object.entries(subSites)) {
        expect(isLowerCaseName(name), name).toBe(true);
        expect(topographyOf(code)?.code, `${site} / ${name}`).toBe(code);
      }
    }
  });

  it('map histologic types to morphology codes of the list', () => {
    for (const [name, code] of Object.entries(HISTOLOGY_MORPHOLOGY)) {
      expect(isLowerCaseName(name), name).toBe(true);
      expect(morphologyOf(code)?.code, name).toBe(code);
    }
  });

  it('give the sure codes', () => {
    expect(PRIMARY_SITE_TOPOGRAPHY['breast']).toBe('C50.9');
    expect(PRIMARY_SITE_TOPOGRAPHY['oral cavity']).toBe('C06.9');
    expect(PRIMARY_SITE_TOPOGRAPHY['lymph node (lymphoma)']).toBe('C77.9');
    expect(PRIMARY_SITE_TOPOGRAPHY['blood and bone marrow']).toBe('C42.1');
    expect(PRIMARY_SITE_TOPOGRAPHY['unknown primary']).toBe('C80.9');
    expect(SUB_SITE_TOPOGRAPHY['oral cavity']?.['buccal mucosa']).toBe('C06.0');
    expect(SUB_SITE_TOPOGRAPHY['oral cavity']?.['oral tongue']).toBe('C02.9');
    expect(SUB_SITE_TOPOGRAPHY['breast']?.['upper outer quadrant']).toBe('C50.4');
    expect(SUB_SITE_TOPOGRAPHY['cervix']?.['ectocervix']).toBe('C53.1');
    expect(HISTOLOGY_MORPHOLOGY['squamous cell carcinoma']).toBe('8070/3');
    expect(HISTOLOGY_MORPHOLOGY['invasive ductal carcinoma']).toBe('8500/3');
    expect(HISTOLOGY_MORPHOLOGY['ductal carcinoma in situ']).toBe('8500/2');
  });

  it('leave out the names without one sure code', () => {
    expect(PRIMARY_SITE_TOPOGRAPHY['other']).toBeUndefined();
    expect(PRIMARY_SITE_TOPOGRAPHY['nasal cavity and paranasal sinuses']).toBeUndefined();
    expect(HISTOLOGY_MORPHOLOGY['other']).toBeUndefined();
    expect(HISTOLOGY_MORPHOLOGY['papillary carcinoma']).toBeUndefined();
    expect(HISTOLOGY_MORPHOLOGY['neuroendocrine tumour']).toBeUndefined();
  });
});

describe('mapLegacyDiagnosis', () => {
  it('maps the names as the master lists write them', () => {
    expect(mapLegacyDiagnosis('Oral Cavity', 'Oral Tongue', 'Squamous Cell Carcinoma')).toEqual({
      topography: 'C02.9',
      morphology: '8070/3',
    });
    expect(
      mapLegacyDiagnosis('Breast', 'Upper Outer Quadrant', 'Invasive Ductal Carcinoma'),
    ).toEqual({ topography: 'C50.4', morphology: '8500/3' });
    expect(mapLegacyDiagnosis('  LUNG ', ' Upper  Lobe', 'adenocarcinoma')).toEqual({
      topography: 'C34.1',
      morphology: '8140/3',
    });
  });

  it("falls back on the primary site's code when the sub site has none", () => {
    expect(mapLegacyDiagnosis('Oesophagus', 'Lower Thoracic', null)).toEqual({
      topography: 'C15.9',
      morphology: null,
    });
    expect(mapLegacyDiagnosis('Breast', null, 'Other')).toEqual({
      topography: 'C50.9',
      morphology: null,
    });
  });

  it('gives null for a name without a sure code', () => {
    expect(mapLegacyDiagnosis('Other', 'Other', 'Other')).toEqual({
      topography: null,
      morphology: null,
    });
    expect(mapLegacyDiagnosis('constructor', 'toString', 'constructor')).toEqual({
      topography: null,
      morphology: null,
    });
  });
});
