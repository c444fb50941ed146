/**
 * AJCC Cancer Staging Manual, 8th edition (2017), Chapter 52: Cervix Uteri. T, N and M categories
 * and the stage group table, which follows FIGO 2014 (not the FIGO 2018 stages IB3 and IIIC).
 */
import { lookupStageGroup, stageTable, type StagingSchema } from './types';

export const CERVIX_SCHEMA: StagingSchema = {
  id: 'cervix',
  title: 'Cervix uteri',
  // No Tis: the 8th edition, like FIGO, no longer stages carcinoma in situ.
  t: [
    'TX',
    'T0',
    'T1',
    'T1a',
    'T1a1',
    'T1a2',
    'T1b',
    'T1b1',
    'T1b2',
    'T2',
    'T2a',
    'T2a1',
    'T2a2',
    'T2b',
    'T3',
    'T3a',
    'T3b',
    'T4',
  ],
  // The same for clinical and pathological N; N0(i+) is isolated tumour cells (0.2 mm or less).
  n: ['NX', 'N0', 'N0(i+)', 'N1'],
  m: ['M0', 'M1'],
  stageGroups: [
    'I',
    'IA',
    'IA1',
    'IA2',
    'IB',
    'IB1',
    'IB2',
    'II',
    'IIA',
    'IIA1',
    'IIA2',
    'IIB',
    'III',
    'IIIA',
    'IIIB',
    'IVA',
    'IVB',
  ],
};

// Every row is "Any N": in the 8th edition regional nodes do not change the stage group (the
// 7th edition's T1-T3a N1 M0 = IIIB is gone). Each T, umbrella ones too, has its own row.
export const CERVIX_TABLE = stageTable([
  ['T1', '*', 'M0', 'I'],
  ['T1a', '*', 'M0', 'IA'],
  ['T1a1', '*', 'M0', 'IA1'],
  ['T1a2', '*', 'M0', 'IA2'],
  ['T1b', '*', 'M0', 'IB'],
  ['T1b1', '*', 'M0', 'IB1'],
  ['T1b2', '*', 'M0', 'IB2'],
  ['T2', '*', 'M0', 'II'],
  ['T2a', '*', 'M0', 'IIA'],
  ['T2a1', '*', 'M0', 'IIA1'],
  ['T2a2', '*', 'M0', 'IIA2'],
  ['T2b', '*', 'M0', 'IIB'],
  ['T3', '*', 'M0', 'III'],
  ['T3a', '*', 'M0', 'IIIA'],
  ['T3b', '*', 'M0', 'IIIB'],
  ['T4', '*', 'M0', 'IVA'],
  ['*', '*', 'M1', 'IVB'],
]);

export function stageGroup(t: string, n: string, m: string): string | null {
  return lookupStageGroup(CERVIX_SCHEMA, CERVIX_TABLE, {}, t, n, m);
}
