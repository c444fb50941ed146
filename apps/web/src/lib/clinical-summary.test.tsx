import { afterEach, describe, expect, it } from 'vitest';
import { clinicalSummary } from './clinical-summary';
import { applyLanguage } from './language';
import valueNamesHi from '@portal/shared/translations/value-names.hi';

const details = {
  stagePrefix: null,
  stageT: 'T2',
  stageN: 'N1',
  stageM: 'M0',
  stageGroup: null,
};
const names = {
  primarySite: 'Oral Cavity',
  subSite: 'Buccal Mucosa',
  histologicType: null,
  pt: null,
  pn: null,
  margins: null,
  treatment: 'Surgery',
};

describe('clinicalSummary', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('puts site (sub site), T N M, treatment and status in one line', () => {
    expect(clinicalSummary({ details, names, status: 1 })).toBe(
      'Oral Cavity (Buccal Mucosa) · T2 N1 M0 · Surgery · On Going',
    );
  });

  it('writes AJCC staging with its prefix and the stage group', () => {
    const staged = { ...details, stagePrefix: 'p', stageGroup: 'III' } as const;
    expect(clinicalSummary({ details: staged, names, status: 1 })).toBe(
      'Oral Cavity (Buccal Mucosa) · pT2 pN1 cM0, III · Surgery · On Going',
    );
  });

  it('leaves out what is not recorded, and names the status in the language in use', async () => {
    await applyLanguage('hi');
    const bare = { ...details, stageT: null, stageN: null, stageM: null };
    const siteOnly = { ...names, subSite: null, treatment: null, primarySite: 'मुँह' };
    expect(clinicalSummary({ details: bare, names: siteOnly, status: 3 })).toBe(
      `मुँह · ${valueNamesHi['value.Complete']}`,
    );
  });
});
