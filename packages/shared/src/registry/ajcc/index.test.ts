import { describe, expect, it } from 'vitest';
import { BREAST_TABLE } from './breast';
import { CERVIX_TABLE } from './cervix';
import { COLORECTUM_TABLE } from './colorectum';
import {
  GENERIC_M,
  GENERIC_N,
  GENERIC_STAGE_GROUPS,
  GENERIC_T,
  STAGING_SCHEMAS,
  deriveStageGroup,
  stagingSchemaById,
  stagingSchemaFor,
} from './index';
import { LUNG_TABLE } from './lung';
import { ORAL_CAVITY_TABLE } from './oral-cavity';
import type { StageRow, StagingSchemaId } from './types';

describe('stagingSchemaFor', () => {
  it.each([
    ['C02.1', null, 'oral_cavity'],
    ['C00.3', null, 'oral_cavity'],
    ['C03.0', '8070/3', 'oral_cavity'],
    ['C05.0', null, 'oral_cavity'],
    ['C06.2', null, 'oral_cavity'],
    ['C50.4', null, 'breast'],
    ['c50.4', '8500/2', 'breast'],
    ['C504', '8500/3', 'breast'],
    ['C53.0', null, 'cervix'],
    ['C53.9', '8070/3', 'cervix'],
    ['C34.1', null, 'lung'],
    ['C34.1', '8041/3', 'lung'],
    ['C34.1', '8240/3', 'lung'], // carcinoids are staged with lung carcinomas
    ['C18.7', null, 'colorectum'],
    ['C18.7', '8246/3', 'colorectum'], // neuroendocrine carcinoma
    ['C19.9', '8140/3', 'colorectum'],
    ['C20.9', null, 'colorectum'],
  ])('%s (%s) is staged with %s', (topography, morphology, id) => {
    expect(stagingSchemaFor(topography, morphology)?.id).toBe(id);
  });

  it.each([
    ['C01.9', null], // base of tongue: oropharynx
    ['C02.4', null], // lingual tonsil: oropharynx
    ['C05.1', null], // soft palate: oropharynx
    ['C00.0', null], // vermilion lip
    ['C18.1', null], // appendix: its own chapter
    ['C61.9', null],
    ['C34.1', '9680/3'], // lymphoma
    ['C34.1', '9050/3'], // mesothelioma
    ['C02.1', '8720/3'], // mucosal melanoma
    ['C02.1', '8800/3'], // sarcoma
    ['C50.4', '9020/3'], // malignant phyllodes tumour
    ['C50.4', '8000/0'], // benign
    ['C53.0', '8077/2'], // no Tis for the cervix in the 8th edition
    ['C18.7', '8240/3'], // well-differentiated neuroendocrine tumour
    [null, '8070/3'],
    ['', null],
    ['breast', null],
  ])('%s (%s) is staged freely', (topography, morphology) => {
    expect(stagingSchemaFor(topography, morphology)).toBeNull();
  });

  it('chooses by site when the morphology is missing or unreadable', () => {
    expect(stagingSchemaFor('C34.1')?.id).toBe('lung');
    expect(stagingSchemaFor('C34.1', 'adenocarcinoma')?.id).toBe('lung');
  });
});

describe('stagingSchemaById and deriveStageGroup', () => {
  it('finds a schema by its id, and nothing for an unknown one', () => {
    expect(stagingSchemaById('lung')?.title).toBe('Lung');
    expect(stagingSchemaById('prostate')).toBeUndefined();
  });

  it("derives the group with the schema's own table", () => {
    const group = (id: string, t: string, n: string, m: string) =>
      deriveStageGroup(stagingSchemaById(id)!, t, n, m);
    expect(group('oral_cavity', 'T4a', 'N1', 'M0')).toBe('IVA');
    expect(group('breast', 'T0', 'N1mi', 'M0')).toBe('IB');
    expect(group('cervix', 'T1b2', 'N0', 'M0')).toBe('IB2');
    expect(group('lung', 'T2b', 'N0', 'M0')).toBe('IIA');
    expect(group('colorectum', 'T4b', 'N0', 'M0')).toBe('IIC');
  });
});

const TABLES: Record<StagingSchemaId, readonly StageRow[]> = {
  oral_cavity: ORAL_CAVITY_TABLE,
  breast: BREAST_TABLE,
  cervix: CERVIX_TABLE,
  lung: LUNG_TABLE,
  colorectum: COLORECTUM_TABLE,
};

describe.each(STAGING_SCHEMAS.map((schema) => [schema.id, schema] as const))(
  'the %s schema',
  (id, schema) => {
    const combinations = schema.t.flatMap((t) =>
      schema.n.flatMap((n) => schema.m.map((m) => [t, n, m] as const)),
    );

    it('gives every combination of its categories a group of its list or none', () => {
      const reached = new Set<string>();
      for (const [t, n, m] of combinations) {
        const group = deriveStageGroup(schema, t, n, m);
        if (group !== null) {
          expect(schema.stageGroups).toContain(group);
          reached.add(group);
        }
      }
      expect([...reached].sort()).toEqual([...schema.stageGroups].sort());
    });

    it('has no categories or groups twice', () => {
      for (const list of [schema.t, schema.n, schema.m, schema.stageGroups]) {
        expect(new Set(list).size).toBe(list.length);
      }
    });

    it('has table rows that name only its categories and groups, and never disagree', () => {
      const table = TABLES[id];
      for (const row of table) {
        expect(schema.stageGroups).toContain(row.group);
        for (const [cell, list] of [
          [row.t, schema.t],
          [row.n, schema.n],
          [row.m, schema.m],
        ] as const) {
          if (cell !== '*') for (const category of cell) expect(list).toContain(category);
        }
      }
      const covers = (cell: StageRow['t'], category: string) =>
        cell === '*' || cell.includes(category);
      for (const [t, n, m] of combinations) {
        const groups = new Set(
          table
            .filter((row) => covers(row.t, t) && covers(row.n, n) && covers(row.m, m))
            .map((row) => row.group),
        );
        expect(groups.size, `${t} ${n} ${m}`).toBeLessThanOrEqual(1);
      }
    });
  },
);

describe('the free lists', () => {
  it('hold the categories and groups AJCC chapters use, each once', () => {
    expect(GENERIC_T).toEqual(expect.arrayContaining(['TX', 'T0', 'Tis', 'T1mi', 'T2d', 'T4d']));
    expect(GENERIC_N).toEqual(expect.arrayContaining(['NX', 'N0', 'N1mi', 'N2c', 'N3c']));
    expect(GENERIC_M).toEqual(['M0', 'M1', 'M1a', 'M1b', 'M1c', 'M1d']);
    expect(GENERIC_STAGE_GROUPS).toEqual(
      expect.arrayContaining(['0', 'I', 'IA3', 'IB2', 'IIA1', 'IIC', 'IIIC2', 'IV', 'IVC']),
    );
    for (const list of [GENERIC_T, GENERIC_N, GENERIC_M, GENERIC_STAGE_GROUPS]) {
      expect(new Set(list).size).toBe(list.length);
    }
    expect(GENERIC_T).not.toContain('T5');
    expect(GENERIC_STAGE_GROUPS).not.toContain('V');
  });
});
