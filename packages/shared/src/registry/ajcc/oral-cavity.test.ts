import { describe, expect, it } from 'vitest';
import { ORAL_CAVITY_SCHEMA, stageGroup } from './oral-cavity';

describe('lip and oral cavity stage groups (AJCC 8th edition, Chapter 7)', () => {
  it.each([
    ['Tis', 'N0', 'M0', '0'],
    ['T1', 'N0', 'M0', 'I'],
    ['T2', 'N0', 'M0', 'II'],
    ['T3', 'N0', 'M0', 'III'],
    ['T1', 'N1', 'M0', 'III'],
    ['T2', 'N1', 'M0', 'III'],
    ['T3', 'N1', 'M0', 'III'],
    ['T4a', 'N0', 'M0', 'IVA'],
    ['T4a', 'N1', 'M0', 'IVA'],
    ['T1', 'N2a', 'M0', 'IVA'],
    ['T2', 'N2b', 'M0', 'IVA'],
    ['T3', 'N2c', 'M0', 'IVA'],
    ['T4a', 'N2', 'M0', 'IVA'],
    ['T1', 'N3b', 'M0', 'IVB'],
    ['T4a', 'N3a', 'M0', 'IVB'],
    ['TX', 'N3', 'M0', 'IVB'],
    ['T4b', 'N0', 'M0', 'IVB'],
    ['T4b', 'N2c', 'M0', 'IVB'],
    ['T4b', 'NX', 'M0', 'IVB'],
    ['T1', 'N0', 'M1', 'IVC'],
    ['TX', 'NX', 'M1', 'IVC'],
  ])('%s %s %s is stage %s', (t, n, m, group) => {
    expect(stageGroup(t, n, m)).toBe(group);
  });

  it.each([
    ['TX', 'N0', 'M0'],
    ['T1', 'NX', 'M0'],
    ['Tis', 'N1', 'M0'],
    ['T4', 'N0', 'M0'], // IVA as T4a, IVB as T4b
    ['T4', 'N2', 'M0'],
    ['T0', 'N1', 'M0'], // no T0 in this chapter
    ['T1', 'N1', 'MX'],
    ['T1', 'N4', 'M0'],
  ])('%s %s %s has no stage group', (t, n, m) => {
    expect(stageGroup(t, n, m)).toBeNull();
  });

  it('stages T4 without its letter where T4a and T4b agree', () => {
    expect(stageGroup('T4', 'N3a', 'M0')).toBe('IVB');
    expect(stageGroup('T4', 'N1', 'M1')).toBe('IVC');
  });

  it('reads categories written with a c, p, yc or yp prefix', () => {
    expect(stageGroup('pT4a', 'pN1', 'cM0')).toBe('IVA');
    expect(stageGroup('ypT2', 'ycN0', 'M0')).toBe('II');
  });

  it('gives IVC to every M1, whatever T and N', () => {
    for (const t of ORAL_CAVITY_SCHEMA.t) {
      for (const n of ORAL_CAVITY_SCHEMA.n) expect(stageGroup(t, n, 'M1')).toBe('IVC');
    }
  });
});
