import { describe, expect, it } from 'vitest';
import { CERVIX_SCHEMA, stageGroup } from './cervix';

describe('cervix uteri stage groups (AJCC 8th edition, Chapter 52)', () => {
  it.each([
    ['T1', 'N0', 'M0', 'I'],
    ['T1a', 'N0', 'M0', 'IA'],
    ['T1a1', 'N0', 'M0', 'IA1'],
    ['T1a2', 'N0', 'M0', 'IA2'],
    ['T1b', 'N0', 'M0', 'IB'],
    ['T1b1', 'N0', 'M0', 'IB1'],
    ['T1b2', 'N0', 'M0', 'IB2'],
    ['T2', 'N0', 'M0', 'II'],
    ['T2a', 'N0', 'M0', 'IIA'],
    ['T2a1', 'N0', 'M0', 'IIA1'],
    ['T2a2', 'N0', 'M0', 'IIA2'],
    ['T2b', 'N0', 'M0', 'IIB'],
    ['T3', 'N0', 'M0', 'III'],
    ['T3a', 'N0', 'M0', 'IIIA'],
    ['T3b', 'N0', 'M0', 'IIIB'],
    ['T4', 'N0', 'M0', 'IVA'],
    ['T1', 'N0', 'M1', 'IVB'],
  ])('%s %s %s is stage %s', (t, n, m, group) => {
    expect(stageGroup(t, n, m)).toBe(group);
  });

  // The 8th edition's rows are all "Any N": nodes do not move the stage (in the 7th edition
  // T1-T3a N1 M0 was IIIB).
  it.each([
    ['T1b2', 'N1', 'M0', 'IB2'],
    ['T2b', 'N1', 'M0', 'IIB'],
    ['T3a', 'N1', 'M0', 'IIIA'],
    ['T3b', 'NX', 'M0', 'IIIB'],
    ['T1a1', 'N0(i+)', 'M0', 'IA1'],
    ['T4', 'N1', 'M0', 'IVA'],
  ])('%s %s %s is stage %s whatever the nodes', (t, n, m, group) => {
    expect(stageGroup(t, n, m)).toBe(group);
  });

  it.each([
    ['TX', 'N0', 'M0'],
    ['T0', 'N1', 'M0'],
    ['Tis', 'N0', 'M0'], // no Tis in the 8th edition
    ['T1b3', 'N0', 'M0'], // FIGO 2018, not AJCC 8th
    ['T2b', 'N1a', 'M0'],
    ['T2b', 'N0', 'M1a'],
  ])('%s %s %s has no stage group', (t, n, m) => {
    expect(stageGroup(t, n, m)).toBeNull();
  });

  it('reads categories written with a c, p, yc or yp prefix', () => {
    expect(stageGroup('pT1b1', 'pN0', 'cM0')).toBe('IB1');
  });

  it('gives IVB to every M1, whatever T and N', () => {
    for (const t of CERVIX_SCHEMA.t) {
      for (const n of CERVIX_SCHEMA.n) expect(stageGroup(t, n, 'M1')).toBe('IVB');
    }
  });
});
