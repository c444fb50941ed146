/**
 * AJCC Cancer Staging Manual, 8th edition (2017), Chapter 36: Lung. T, N and M categories and the
 * anatomic stage group table.
 */
import { lookupStageGroup, stageTable, type CategoryMap, type StagingSchema } from './types';

export const LUNG_SCHEMA: StagingSchema = {
  id: 'lung',
  title: 'Lung',
  t: ['TX', 'T0', 'Tis', 'T1', 'T1mi', 'T1a', 'T1b', 'T1c', 'T2', 'T2a', 'T2b', 'T3', 'T4'],
  n: ['NX', 'N0', 'N1', 'N2', 'N3'], // the same for clinical and pathological N
  m: ['M0', 'M1', 'M1a', 'M1b', 'M1c'],
  stageGroups: [
    'Occult carcinoma',
    '0',
    'IA1',
    'IA2',
    'IA3',
    'IB',
    'IIA',
    'IIB',
    'IIIA',
    'IIIB',
    'IIIC',
    'IVA',
    'IVB',
  ],
};

// The table names T1mi only with N0 M0 (IA1); with N1 to N3 it is staged here as the T1 it is,
// like T1a to T1c. T1, T2 and M1 without their letter give a group only where all letters agree
// (T1 N0 spans IA1 to IA3, T2 N0 IB and IIA, M1 IVA and IVB: none).
const T12 = 'T1mi T1a T1b T1c T2a T2b';

export const LUNG_TABLE = stageTable([
  ['TX', 'N0', 'M0', 'Occult carcinoma'],
  ['Tis', 'N0', 'M0', '0'],
  ['T1mi T1a', 'N0', 'M0', 'IA1'],
  ['T1b', 'N0', 'M0', 'IA2'],
  ['T1c', 'N0', 'M0', 'IA3'],
  ['T2a', 'N0', 'M0', 'IB'],
  ['T2b', 'N0', 'M0', 'IIA'],
  [T12, 'N1', 'M0', 'IIB'],
  ['T3', 'N0', 'M0', 'IIB'],
  [T12, 'N2', 'M0', 'IIIA'],
  ['T3', 'N1', 'M0', 'IIIA'],
  ['T4', 'N0 N1', 'M0', 'IIIA'],
  [T12, 'N3', 'M0', 'IIIB'],
  ['T3 T4', 'N2', 'M0', 'IIIB'],
  ['T3 T4', 'N3', 'M0', 'IIIC'],
  ['*', '*', 'M1a M1b', 'IVA'],
  ['*', '*', 'M1c', 'IVB'],
]);

const CATEGORY_MAP: CategoryMap = {
  T1: ['T1mi', 'T1a', 'T1b', 'T1c'],
  T2: ['T2a', 'T2b'],
  M1: ['M1a', 'M1b', 'M1c'],
};

export function stageGroup(t: string, n: string, m: string): string | null {
  return lookupStageGroup(LUNG_SCHEMA, LUNG_TABLE, CATEGORY_MAP, t, n, m);
}
