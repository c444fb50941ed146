// The feature's texts, registered as its pages do.
import '../text-values';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { programmeByRegisterType, type PatientSummary } from '@portal/shared';
import { programmeTextsHi } from '@portal/shared/content/translations/hi';
import { applyLanguage } from '@/lib/language';
import { loadProgrammeTexts } from '@/lib/programme-texts';
import { renderInApp } from '../../../../test/render';
import valueNamesHi from '@portal/shared/translations/value-names.hi';
import { PatientSummaryCard } from './patient-summary-card';

const summary: PatientSummary = {
  fullName: 'Anil Kapoor',
  mobileNumber: '9876543210',
  registrationType: 'self-help-platform',
  patientType: 'Cancer Patient',
  patientKind: 'patient',
  programmeTitle: 'Self-help supportive-care platform',
  programmeMonths: null,
  listPricePaise: 35_000,
  discountPaise: 0,
  payablePaise: 35_000,
  isLoginActive: false,
  receiptOrderId: null,
};

describe('PatientSummaryCard', () => {
  it('names the programme and the kind of person in the language in use', async () => {
    await applyLanguage('hi');
    await loadProgrammeTexts();
    renderInApp(<PatientSummaryCard summary={summary} />);
    const programme = programmeByRegisterType('self-help-platform')!;
    const title = programmeTextsHi[programme.route]!.title;
    expect(title).not.toBe(summary.programmeTitle);
    expect(await screen.findByRole('cell', { name: title })).toBeVisible();
    expect(screen.getByRole('cell', { name: valueNamesHi['value.Cancer Patient'] })).toBeVisible();
    expect(screen.queryByText('Cancer Patient')).toBeNull();
  });

  it('says how many months a monthly programme was bought for', async () => {
    await applyLanguage('en');
    renderInApp(
      <PatientSummaryCard
        summary={{
          ...summary,
          registrationType: 'personal-assistance-programme',
          programmeTitle: 'Personal assistance programme',
          programmeMonths: 3,
          listPricePaise: 450_000,
          payablePaise: 450_000,
        }}
      />,
    );
    const months = screen.getByRole('row', { name: /^Months/ });
    expect(months).toHaveTextContent('3 months');
  });
});
