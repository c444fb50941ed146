import { describe, expect, it } from 'vitest';
import { BREAST_SCHEMA, stageGroup } from './breast';

describe('breast anatomic stage groups (AJCC 8th edition, Chapter 48)', () => {
  it.each([
    ['Tis', 'N0', 'M0', '0'],
    ['Tis(DCIS)', 'N0', 'M0', '0'],
    ['Tis(Paget)', 'N0(i+)', 'M0', '0'],
    ['T1', 'N0', 'M0', 'IA'],
    ['T1mi', 'N0', 'M0', 'IA'],
    ['T1c', 'N0(mol+)', 'M0(i+)', 'IA'],
    ['T0', 'N1mi', 'M0', 'IB'],
    ['T1', 'N1mi', 'M0', 'IB'],
    ['T1b', 'N1mi', 'M0', 'IB'],
    ['T0', 'N1', 'M0', 'IIA'],
    ['T1', 'N1', 'M0', 'IIA'],
    ['T1a', 'N1a', 'M0', 'IIA'],
    ['T2', 'N0', 'M0', 'IIA'],
    ['T2', 'N1', 'M0', 'IIB'],
    ['T2', 'N1mi', 'M0', 'IIB'],
    ['T3', 'N0', 'M0', 'IIB'],
    ['T0', 'N2', 'M0', 'IIIA'],
    ['T1', 'N2a', 'M0', 'IIIA'],
    ['T2', 'N2b', 'M0', 'IIIA'],
    ['T3', 'N1', 'M0', 'IIIA'],
    ['T3', 'N1mi', 'M0', 'IIIA'],
    ['T3', 'N2', 'M0', 'IIIA'],
    ['T4', 'N0', 'M0', 'IIIB'],
    ['T4b', 'N1', 'M0', 'IIIB'],
    ['T4d', 'N2', 'M0', 'IIIB'],
    ['T1', 'N3', 'M0', 'IIIC'],
    ['T4d', 'N3c', 'M0', 'IIIC'],
    ['TX', 'N3a', 'M0', 'IIIC'],
    ['T1', 'N0', 'M1', 'IV'],
    ['TX', 'NX', 'M1', 'IV'],
  ])('%s %s %s is stage %s', (t, n, m, group) => {
    expect(stageGroup(t, n, m)).toBe(group);
  });

  it.each([
    ['TX', 'N0', 'M0'],
    ['T0', 'N0', 'M0'],
    ['Tis', 'N1', 'M0'],
    ['T2', 'NX', 'M0'],
    ['T4', 'NX', 'M0'],
    ['T1', 'N1', 'MX'],
    ['T5', 'N0', 'M0'],
  ])('%s %s %s has no stage group', (t, n, m) => {
    expect(stageGroup(t, n, m)).toBeNull();
  });

  it('reads categories written with a c, p, yc or yp prefix', () => {
    expect(stageGroup('pT2', 'pN1mi', 'cM0')).toBe('IIB');
    expect(stageGroup('ypT0', 'ypN1mi', 'M0')).toBe('IB');
  });

  it('gives IV to every M1, whatever T and N', () => {
    for (const t of BREAST_SCHEMA.t) {
      for (const n of BREAST_SCHEMA.n) expect(stageGroup(t, n, 'M1')).toBe('IV');
    }
  });
});
