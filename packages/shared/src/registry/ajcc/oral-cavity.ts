/**
 * AJCC Cancer Staging Manual, 8th edition (2017), Chapter 7: Oral Cavity (lip and oral cavity).
 * T, N and M categories and the anatomic stage group table.
 */
import { lookupStageGroup, stageTable, type CategoryMap, type StagingSchema } from './types';

export const ORAL_CAVITY_SCHEMA: StagingSchema = {
  id: 'oral_cavity',
  title: 'Lip and oral cavity',
  // No T0 in the 8th edition: nodes with no primary found are staged in Chapter 6.
  t: ['TX', 'Tis', 'T1', 'T2', 'T3', 'T4', 'T4a', 'T4b'],
  // Clinical and pathological N use the same names; they differ in what they mean (pN2a also
  // takes a single ipsilateral node of 3 cm or less with extranodal extension, pN3b any node
  // with extranodal extension above 3 cm or several with it).
  n: ['NX', 'N0', 'N1', 'N2', 'N2a', 'N2b', 'N2c', 'N3', 'N3a', 'N3b'],
  m: ['M0', 'M1'],
  stageGroups: ['0', 'I', 'II', 'III', 'IVA', 'IVB', 'IVC'],
};

const N2 = 'N2a N2b N2c';

export const ORAL_CAVITY_TABLE = stageTable([
  ['Tis', 'N0', 'M0', '0'],
  ['T1', 'N0', 'M0', 'I'],
  ['T2', 'N0', 'M0', 'II'],
  ['T3', 'N0', 'M0', 'III'],
  ['T1 T2 T3', 'N1', 'M0', 'III'],
  ['T4a', 'N0 N1', 'M0', 'IVA'],
  ['T1 T2 T3 T4a', N2, 'M0', 'IVA'],
  ['*', 'N3a N3b', 'M0', 'IVB'],
  ['T4b', '*', 'M0', 'IVB'],
  ['*', '*', 'M1', 'IVC'],
]);

const CATEGORY_MAP: CategoryMap = {
  T4: ['T4a', 'T4b'],
  N2: N2.split(' '),
  N3: ['N3a', 'N3b'],
};

export function stageGroup(t: string, n: string, m: string): string | null {
  return lookupStageGroup(ORAL_CAVITY_SCHEMA, ORAL_CAVITY_TABLE, CATEGORY_MAP, t, n, m);
}
