import { describe, expect, it } from 'vitest';
import { morphologyOf } from './icdo3-morphology';
import { topographyOf } from './icdo3-topography';
import {
  HISTOLOGY_MORPHOLOGY,
  mapLegacyDiagnosis,
  PRIMARY_SITE_COVERS,
  PRIMARY_SITE_TOPOGRAPHY,
  SUB_SITE_TOPOGRAPHY,
  suggestMorphology,
  siteTakesIn,
  suggestTopography,
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

describe('suggestTopography', () => {
  it("fills an empty or unreadable code with the pick's sure code", () => {
    expect(suggestTopography('Breast', null, null)).toBe('C50.9');
    expect(suggestTopography('Breast', 'Upper Outer Quadrant', null)).toBe('C50.4');
    expect(suggestTopography('Breast', null, 'breast')).toBe('C50.9');
  });

  it("keeps a code the primary site stands for: its category or one of its sub sites'", () => {
    expect(suggestTopography('Breast', null, 'C50.4')).toBeNull();
    expect(suggestTopography('Breast', null, 'c504')).toBeNull();
    expect(suggestTopography('Oral Cavity', null, 'C02.1')).toBeNull();
    expect(suggestTopography('Oral Cavity', null, 'C06.9')).toBeNull();
  });

  it('keeps a precise code under a sub site coded NOS, but not under a precise sub site', () => {
    expect(suggestTopography('Oral Cavity', 'Oral Tongue', 'C02.1')).toBeNull();
    expect(suggestTopography('Breast', 'Upper Outer Quadrant', 'C50.9')).toBe('C50.4');
    expect(suggestTopography('Breast', 'Upper Outer Quadrant', 'C50.2')).toBe('C50.4');
    expect(suggestTopography('Breast', 'Upper Outer Quadrant', 'C50.4')).toBeNull();
  });

  it('replaces a code of another site', () => {
    expect(suggestTopography('Lung', null, 'C50.4')).toBe('C34.9');
    expect(suggestTopography('Oral Cavity', 'Buccal Mucosa', 'C02.1')).toBe('C06.0');
  });

  it('leaves the code alone when the pick has no sure code', () => {
    expect(suggestTopography('Other', null, 'C50.4')).toBeNull();
    expect(suggestTopography('Other', null, null)).toBeNull();
  });
});

describe('suggestMorphology', () => {
  it("fills an empty or unreadable code with the pick's sure code", () => {
    expect(suggestMorphology('Squamous Cell Carcinoma', null)).toBe('8070/3');
    expect(suggestMorphology('Squamous Cell Carcinoma', 'scc')).toBe('8070/3');
  });

  it('keeps a kind of the picked type: same ten, same behaviour, the pick a NOS head', () => {
    expect(suggestMorphology('Squamous Cell Carcinoma', '8071/3')).toBeNull();
    expect(suggestMorphology('Invasive Ductal Carcinoma', '85013')).toBeNull();
  });

  it('replaces another behaviour, another ten, or a kind next to a precise pick', () => {
    expect(suggestMorphology('Ductal Carcinoma In Situ', '8500/3')).toBe('8500/2');
    expect(suggestMorphology('Squamous Cell Carcinoma', '8071/2')).toBe('8070/3');
    expect(suggestMorphology('Adenocarcinoma', '8500/3')).toBe('8140/3');
    expect(suggestMorphology('Verrucous Carcinoma', '8052/3')).toBe('8051/3');
  });

  it('leaves the code alone when the type has no sure code', () => {
    expect(suggestMorphology('Other', '8070/3')).toBeNull();
  });
});

describe('PRIMARY_SITE_COVERS and siteTakesIn', () => {
  it("take in each primary site's sure code and its sub sites' codes", () => {
    for (const [site, code] of Object.entries(PRIMARY_SITE_TOPOGRAPHY)) {
      if (site === 'lymph node (lymphoma)') continue;
      expect(siteTakesIn(site, code), `${site} ${code}`).toBe(true);
      for (const [subSite, subCode] of Object.entries(SUB_SITE_TOPOGRAPHY[site] ?? {})) {
        expect(siteTakesIn(site, subCode), `${site} / ${subSite} ${subCode}`).toBe(true);
      }
    }
  });

  it('name ICD-O-3 categories or sites, under names of the mapping', () => {
    for (const [site, prefixes] of Object.entries(PRIMARY_SITE_COVERS)) {
      expect(isLowerCaseName(site), site).toBe(true);
      for (const prefix of prefixes) {
        const known = /^C\d\d$/.test(prefix)
          ? (topographyOf(`${prefix}.9`) ?? topographyOf(`${prefix}.0`))
          : topographyOf(prefix);
        expect(known, `${site} ${prefix}`).toBeDefined();
      }
    }
  });

  it('tell a code of another organ', () => {
    expect(siteTakesIn('Hypopharynx', 'C44.3')).toBe(false);
    expect(siteTakesIn('Breast', 'C34.1')).toBe(false);
    expect(siteTakesIn('Oesophagus', 'C16.2')).toBe(false);
  });

  it("take in the organ's other categories, as the AJCC chapters gather them", () => {
    expect(siteTakesIn('Uterus', 'C54.1')).toBe(true); // endometrium
    expect(siteTakesIn('Salivary Gland', 'c079')).toBe(true); // parotid
    expect(siteTakesIn('Brain and Spinal Cord', 'C71.1')).toBe(true);
    expect(siteTakesIn('Bone', 'C40.2')).toBe(true); // long bones of the leg
    expect(siteTakesIn('Oesophagus', 'C16.0')).toBe(true); // the junction, coded to the cardia
    expect(siteTakesIn('Nasal Cavity and Paranasal Sinuses', 'C31.0')).toBe(true);
  });

  it('say nothing for a site the table does not know, or an unreadable code', () => {
    expect(siteTakesIn('Other', 'C44.3')).toBeNull();
    expect(siteTakesIn('Lymph Node (Lymphoma)', 'C16.2')).toBeNull();
    expect(siteTakesIn('constructor', 'C44.3')).toBeNull();
    expect(siteTakesIn('Breast', 'breast')).toBeNull();
  });

  it('keep a code of the organ when the primary site is picked (suggestTopography)', () => {
    expect(suggestTopography('Uterus', null, 'C54.1')).toBeNull();
    expect(suggestTopography('Salivary Gland', null, 'C07.9')).toBeNull();
    expect(suggestTopography('Oesophagus', null, 'C16.2')).toBe('C15.9');
    expect(suggestTopography('Lymph Node (Lymphoma)', null, 'C77.3')).toBeNull();
  });
});
