/**
 * AJCC Cancer Staging Manual, 8th edition (2017), Chapter 20: Colon and Rectum. T, N and M
 * categories and the anatomic stage group table.
 */
import { lookupStageGroup, stageTable, type CategoryMap, type StagingSchema } from './types';

export const COLORECTUM_SCHEMA: StagingSchema = {
  id: 'colorectum',
  title: 'Colon and rectum',
  t: ['TX', 'T0', 'Tis', 'T1', 'T2', 'T3', 'T4', 'T4a', 'T4b'],
  // The same for clinical and pathological N; N1c is tumour deposits with no positive node.
  n: ['NX', 'N0', 'N1', 'N1a', 'N1b', 'N1c', 'N2', 'N2a', 'N2b'],
  m: ['M0', 'M1', 'M1a', 'M1b', 'M1c'],
  stageGroups: ['0', 'I', 'IIA', 'IIB', 'IIC', 'IIIA', 'IIIB', 'IIIC', 'IVA', 'IVB', 'IVC'],
};

const N1 = 'N1a N1b N1c';

// T4, N2 and M1 without their letter give a group only where all letters agree (T4 N2a and
// T4 N2b are IIIC; T4 N0 spans IIB and IIC, M1 IVA to IVC: none).
export const COLORECTUM_TABLE = stageTable([
  ['Tis', 'N0', 'M0', '0'],
  ['T1 T2', 'N0', 'M0', 'I'],
  ['T3', 'N0', 'M0', 'IIA'],
  ['T4a', 'N0', 'M0', 'IIB'],
  ['T4b', 'N0', 'M0', 'IIC'],
  ['T1 T2', N1, 'M0', 'IIIA'],
  ['T1', 'N2a', 'M0', 'IIIA'],
  ['T3 T4a', N1, 'M0', 'IIIB'],
  ['T2 T3', 'N2a', 'M0', 'IIIB'],
  ['T1 T2', 'N2b', 'M0', 'IIIB'],
  ['T4a', 'N2a', 'M0', 'IIIC'],
  ['T3 T4a', 'N2b', 'M0', 'IIIC'],
  ['T4b', `${N1} N2a N2b`, 'M0', 'IIIC'],
  ['*', '*', 'M1a', 'IVA'],
  ['*', '*', 'M1b', 'IVB'],
  ['*', '*', 'M1c', 'IVC'],
]);

const CATEGORY_MAP: CategoryMap = {
  T4: ['T4a', 'T4b'],
  N1: N1.split(' '),
  N2: ['N2a', 'N2b'],
  M1: ['M1a', 'M1b', 'M1c'],
};

export function stageGroup(t: string, n: string, m: string): string | null {
  return lookupStageGroup(COLORECTUM_SCHEMA, COLORECTUM_TABLE, CATEGORY_MAP, t, n, m);
}
