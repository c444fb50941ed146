import { describe, expect, it } from 'vitest';
import { LUNG_SCHEMA, stageGroup } from './lung';

describe('lung stage groups (AJCC 8th edition, Chapter 36)', () => {
  it.each([
    ['TX', 'N0', 'M0', 'Occult carcinoma'],
    ['Tis', 'N0', 'M0', '0'],
    ['T1mi', 'N0', 'M0', 'IA1'],
    ['T1a', 'N0', 'M0', 'IA1'],
    ['T1b', 'N0', 'M0', 'IA2'],
    ['T1c', 'N0', 'M0', 'IA3'],
    ['T2a', 'N0', 'M0', 'IB'],
    ['T2b', 'N0', 'M0', 'IIA'],
    ['T1a', 'N1', 'M0', 'IIB'],
    ['T1c', 'N1', 'M0', 'IIB'],
    ['T2a', 'N1', 'M0', 'IIB'],
    ['T2b', 'N1', 'M0', 'IIB'],
    ['T3', 'N0', 'M0', 'IIB'],
    ['T1b', 'N2', 'M0', 'IIIA'],
    ['T2b', 'N2', 'M0', 'IIIA'],
    ['T3', 'N1', 'M0', 'IIIA'],
    ['T4', 'N0', 'M0', 'IIIA'],
    ['T4', 'N1', 'M0', 'IIIA'],
    ['T1a', 'N3', 'M0', 'IIIB'],
    ['T2a', 'N3', 'M0', 'IIIB'],
    ['T3', 'N2', 'M0', 'IIIB'],
    ['T4', 'N2', 'M0', 'IIIB'],
    ['T3', 'N3', 'M0', 'IIIC'],
    ['T4', 'N3', 'M0', 'IIIC'],
    ['T1a', 'N0', 'M1a', 'IVA'],
    ['T4', 'N3', 'M1b', 'IVA'],
    ['TX', 'NX', 'M1c', 'IVB'],
  ])('%s %s %s is stage %s', (t, n, m, group) => {
    expect(stageGroup(t, n, m)).toBe(group);
  });

  it('stages T1, T2 and T1mi with nodes as the T1 and T2 rows agree', () => {
    expect(stageGroup('T1', 'N1', 'M0')).toBe('IIB');
    expect(stageGroup('T2', 'N2', 'M0')).toBe('IIIA');
    expect(stageGroup('T1mi', 'N3', 'M0')).toBe('IIIB');
  });

  it.each([
    ['T1', 'N0', 'M0'], // IA1, IA2 or IA3
    ['T2', 'N0', 'M0'], // IB or IIA
    ['T1a', 'N0', 'M1'], // IVA or IVB
    ['TX', 'N1', 'M0'],
    ['T0', 'N0', 'M0'],
    ['Tis', 'N1', 'M0'],
    ['T1a', 'NX', 'M0'],
    ['T2c', 'N0', 'M0'],
  ])('%s %s %s has no stage group', (t, n, m) => {
    expect(stageGroup(t, n, m)).toBeNull();
  });

  it('reads categories written with a c, p, yc or yp prefix', () => {
    expect(stageGroup('pT2b', 'pN0', 'cM0')).toBe('IIA');
  });

  it('gives IVA to every M1a and M1b and IVB to every M1c, whatever T and N', () => {
    for (const t of LUNG_SCHEMA.t) {
      for (const n of LUNG_SCHEMA.n) {
        expect(stageGroup(t, n, 'M1a')).toBe('IVA');
        expect(stageGroup(t, n, 'M1b')).toBe('IVA');
        expect(stageGroup(t, n, 'M1c')).toBe('IVB');
      }
    }
  });
});
