/**
 * AJCC Cancer Staging Manual, 8th edition (2017), Chapter 48: Breast. T, N and M categories and
 * the anatomic stage group table (the prognostic tables, which need grade, ER, PR and HER2, are
 * not here).
 */
import { lookupStageGroup, stageTable, type CategoryMap, type StagingSchema } from './types';

export const BREAST_SCHEMA: StagingSchema = {
  id: 'breast',
  title: 'Breast',
  // Tis(DCIS) and Tis(Paget) are the manual's two Tis; plain Tis is kept for records that do not
  // say which. LCIS is no longer Tis in the 8th edition.
  t: [
    'TX',
    'T0',
    'Tis',
    'Tis(DCIS)',
    'Tis(Paget)',
    'T1',
    'T1mi',
    'T1a',
    'T1b',
    'T1c',
    'T2',
    'T3',
    'T4',
    'T4a',
    'T4b',
    'T4c',
    'T4d',
  ],
  // Clinical: NX, N0, N1mi (rare), N1 (not subdivided), N2a, N2b, N3a, N3b, N3c.
  // Pathological adds N0(i+), N0(mol+) and N1a, N1b, N1c; N1, N2 and N3 stand for their letters.
  n: [
    'NX',
    'N0',
    'N0(i+)',
    'N0(mol+)',
    'N1mi',
    'N1',
    'N1a',
    'N1b',
    'N1c',
    'N2',
    'N2a',
    'N2b',
    'N3',
    'N3a',
    'N3b',
    'N3c',
  ],
  // M0(i+) is cM0(i+): tumour cells found in blood, marrow or other tissue, no larger than 0.2 mm.
  m: ['M0', 'M0(i+)', 'M1'],
  stageGroups: ['0', 'IA', 'IB', 'IIA', 'IIB', 'IIIA', 'IIIB', 'IIIC', 'IV'],
};

// The table's T1 includes T1mi; its N1 leaves out N1mi, which T0 and T1 stage as IB, while T2
// and above stage N1mi as N1.
const T1 = 'T1mi T1a T1b T1c';
const N1 = 'N1a N1b N1c';
const N2 = 'N2a N2b';
const T4 = 'T4a T4b T4c T4d';

export const BREAST_TABLE = stageTable([
  ['Tis', 'N0', 'M0', '0'],
  [T1, 'N0', 'M0', 'IA'],
  [`T0 ${T1}`, 'N1mi', 'M0', 'IB'],
  [`T0 ${T1}`, N1, 'M0', 'IIA'],
  ['T2', 'N0', 'M0', 'IIA'],
  ['T2', `N1mi ${N1}`, 'M0', 'IIB'],
  ['T3', 'N0', 'M0', 'IIB'],
  [`T0 ${T1} T2 T3`, N2, 'M0', 'IIIA'],
  ['T3', `N1mi ${N1}`, 'M0', 'IIIA'],
  [T4, `N0 N1mi ${N1} ${N2}`, 'M0', 'IIIB'],
  ['*', 'N3a N3b N3c', 'M0', 'IIIC'],
  ['*', '*', 'M1', 'IV'],
]);

const CATEGORY_MAP: CategoryMap = {
  'Tis(DCIS)': ['Tis'],
  'Tis(Paget)': ['Tis'],
  T1: T1.split(' '),
  T4: T4.split(' '),
  'N0(i+)': ['N0'],
  'N0(mol+)': ['N0'],
  N1: N1.split(' '),
  N2: N2.split(' '),
  N3: ['N3a', 'N3b', 'N3c'],
  'M0(i+)': ['M0'],
};

export function stageGroup(t: string, n: string, m: string): string | null {
  return lookupStageGroup(BREAST_SCHEMA, BREAST_TABLE, CATEGORY_MAP, t, n, m);
}
