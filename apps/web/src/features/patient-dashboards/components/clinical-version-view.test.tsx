import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicalVersion } from '@portal/shared';
import { formatDate } from '@/lib/format';
import { applyLanguage } from '@/lib/language';
import valueNamesHi from '@portal/shared/translations/value-names.hi';
import { renderInApp } from '../../../../test/render';
import { patientDashboardsTextValues as texts } from '../text-values';
import textsHi from '../translations/hi';
import { ClinicalVersionView } from './clinical-version-view';

const version: ClinicalVersion = {
  version: 1,
  status: 1,
  savedAt: '2026-11-20T10:00:00.000Z',
  savedBy: 'Dr. Mehta',
  chiefAdminName: null,
  details: {
    primarySiteId: 3,
    subSiteId: null,
    topography: null,
    morphology: null,
    stagePrefix: null,
    stageEdition: null,
    stageT: null,
    stageN: null,
    stageM: null,
    stageGroup: null,
    codingWarnings: [],
    pathology: null,
    histologicTypeId: null,
    ptId: null,
    pnId: null,
    marginsId: null,
    eneEcs: null,
    status: 1,
    intent: 'Cure',
    modality: 'Multi',
    treatmentId: 8,
    dateOfAdmission: null,
    dateOfSurgery: null,
    dateOfDischarge: null,
    primaryResection: null,
    nodeDissection: null,
    reconstruction: null,
    planOfRadiation: 'Adjuvant',
    typeOfRadiation: 'IMRT',
    rtStartDate: '2026-12-01',
    rtCompleteDate: null,
    fractions: 25,
    doseGy: 50,
    chemoProtocol: null,
    dateOfChemo: null,
    proposedCycles: null,
    nextCycleDate: null,
    comment: null,
  },
  names: {
    primarySite: 'Oral Cavity',
    subSite: null,
    histologicType: null,
    pt: null,
    pn: null,
    margins: null,
    treatment: 'Surgery',
  },
  coding: { topography: null, morphology: null, icd10: null, source: 'entered', review: [] },
};

/** The value shown under a row's label. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('ClinicalVersionView', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('names intent, modality and the plan of radiation in the language in use, as the form does', async () => {
    await applyLanguage('hi');
    renderInApp(<ClinicalVersionView version={version} />);
    expect(valueOf(textsHi['ui.patientDashboards.intent'])).toBe(
      `${valueNamesHi['value.Cure']} · ${valueNamesHi['value.Multi']}`,
    );
    // IMRT, a technique, stays as written; the fractions are counted in Hindi.
    expect(valueOf(textsHi['ui.patientDashboards.radiation'])).toBe(
      [
        valueNamesHi['value.Adjuvant'],
        'IMRT',
        formatDate('2026-12-01'),
        textsHi['ui.patientDashboards.fractions_other'].replace('{count}', '25'),
        '50 Gy',
      ].join(' · '),
    );
  });

  it('shows the saved fractions, and the radiation period as far as its dates are known', () => {
    const { unmount } = renderInApp(<ClinicalVersionView version={version} />);
    // No end date yet: the start date alone, no dash pair.
    expect(valueOf(texts['ui.patientDashboards.radiation'])).toBe(
      'Adjuvant · IMRT · 01-Dec-2026 · 25 fractions · 50 Gy',
    );
    unmount();
    renderInApp(
      <ClinicalVersionView
        version={{
          ...version,
          details: {
            ...version.details,
            rtCompleteDate: '2027-01-05',
            fractions: 1,
            chemoProtocol: 'Cisplatin',
            proposedCycles: 1,
          },
        }}
      />,
    );
    expect(valueOf(texts['ui.patientDashboards.radiation'])).toBe(
      'Adjuvant · IMRT · 01-Dec-2026 – 05-Jan-2027 · 1 fraction · 50 Gy',
    );
    // Each date stays on one line (a phone breaks lines at hyphens).
    for (const date of ['01-Dec-2026', '05-Jan-2027'])
      expect(screen.getByText(date)).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(valueOf(texts['ui.patientDashboards.chemotherapy'])).toBe(
      'Cisplatin · 1 cycle proposed',
    );
  });

  it('shows the histologic type under its label, and the pathology lists pT and pN apart', () => {
    renderInApp(
      <ClinicalVersionView
        version={{
          ...version,
          names: {
            ...version.names,
            histologicType: 'Invasive Ductal Carcinoma',
            pt: 'pT2',
            pn: 'pN1',
          },
        }}
      />,
    );
    expect(valueOf(texts['ui.patientDashboards.histology'])).toBe('Invasive Ductal Carcinoma');
    expect(valueOf(texts['ui.patientDashboards.pathologyTn'])).toBe('pT2 · pN1');
  });
});
