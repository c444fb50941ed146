import { describe, expect, it } from 'vitest';
import { COLORECTUM_SCHEMA, stageGroup } from './colorectum';

describe('colon and rectum stage groups (AJCC 8th edition, Chapter 20)', () => {
  it.each([
    ['Tis', 'N0', 'M0', '0'],
    ['T1', 'N0', 'M0', 'I'],
    ['T2', 'N0', 'M0', 'I'],
    ['T3', 'N0', 'M0', 'IIA'],
    ['T4a', 'N0', 'M0', 'IIB'],
    ['T4b', 'N0', 'M0', 'IIC'],
    ['T1', 'N1', 'M0', 'IIIA'],
    ['T2', 'N1c', 'M0', 'IIIA'],
    ['T1', 'N2a', 'M0', 'IIIA'],
    ['T3', 'N1a', 'M0', 'IIIB'],
    ['T4a', 'N1c', 'M0', 'IIIB'],
    ['T2', 'N2a', 'M0', 'IIIB'],
    ['T3', 'N2a', 'M0', 'IIIB'],
    ['T1', 'N2b', 'M0', 'IIIB'],
    ['T2', 'N2b', 'M0', 'IIIB'],
    ['T4a', 'N2a', 'M0', 'IIIC'],
    ['T3', 'N2b', 'M0', 'IIIC'],
    ['T4a', 'N2b', 'M0', 'IIIC'],
    ['T4b', 'N1b', 'M0', 'IIIC'],
    ['T4b', 'N2', 'M0', 'IIIC'],
    ['T4', 'N2', 'M0', 'IIIC'],
    ['T1', 'N0', 'M1a', 'IVA'],
    ['T3', 'N1', 'M1b', 'IVB'],
    ['TX', 'NX', 'M1c', 'IVC'],
  ])('%s %s %s is stage %s', (t, n, m, group) => {
    expect(stageGroup(t, n, m)).toBe(group);
  });

  it.each([
    ['T4', 'N0', 'M0'], // IIB or IIC
    ['T4', 'N1', 'M0'], // IIIB or IIIC
    ['T1', 'N2', 'M0'], // IIIA or IIIB
    ['T3', 'N1', 'M1'], // IVA, IVB or IVC
    ['TX', 'N0', 'M0'],
    ['T0', 'N1', 'M0'],
    ['Tis', 'N1', 'M0'],
    ['T3', 'NX', 'M0'],
    ['T3', 'N3', 'M0'],
  ])('%s %s %s has no stage group', (t, n, m) => {
    expect(stageGroup(t, n, m)).toBeNull();
  });

  it('reads categories written with a c, p, yc or yp prefix', () => {
    expect(stageGroup('ypT3', 'ypN0', 'cM0')).toBe('IIA');
  });

  it('gives IVA, IVB and IVC to every M1a, M1b and M1c, whatever T and N', () => {
    for (const t of COLORECTUM_SCHEMA.t) {
      for (const n of COLORECTUM_SCHEMA.n) {
        expect(stageGroup(t, n, 'M1a')).toBe('IVA');
        expect(stageGroup(t, n, 'M1b')).toBe('IVB');
        expect(stageGroup(t, n, 'M1c')).toBe('IVC');
      }
    }
  });
});
