import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, REGISTERED_BY_HOSPITAL, type PatientSummary } from '@portal/shared';
import { mockApi } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { testSession } from '../../../../test/session';
import { loadProgrammeTexts } from '@/lib/programme-texts';
import { paymentsTextValues as texts } from '../text-values';
import { PatientPaymentPage } from './patient-payment-page';

const patient = testSession({
  userType: 'patient',
  doctorId: null,
  hospitalId: null,
  hospitalName: null,
  isLoginActive: true,
});

const summaryOf = (overrides: Partial<PatientSummary>): PatientSummary => ({
  fullName: 'Meena Joshi',
  mobileNumber: '9000000005',
  registrationType: 'free',
  patientType: 'Cancer Patient',
  patientKind: 'patient',
  programmeTitle: 'Free Registration',
  programmeMonths: null,
  listPricePaise: 0,
  discountPaise: 0,
  payablePaise: 0,
  isLoginActive: true,
  receiptOrderId: null,
  ...overrides,
});

function renderFor(summary: PatientSummary) {
  mockApi({ 'GET /patients/me/summary': () => ({ body: summary }) });
  return renderInApp(<PatientPaymentPage />, { session: patient });
}

describe('PatientPaymentPage for a login already active', () => {
  // As the route's loader does before the page renders.
  beforeAll(() => loadProgrammeTexts());

  it('tells a patient their hospital registered them, not that they paid', async () => {
    renderFor(summaryOf({ registrationType: REGISTERED_BY_HOSPITAL, programmeTitle: 'doctor' }));
    expect(await screen.findByText(texts['ui.payments.hospitalRegisteredTitle'])).toBeVisible();
    expect(screen.getByText(texts['ui.payments.hospitalRegistered'])).toBeVisible();
    expect(screen.queryByText(texts['ui.payments.programmePaidTitle'])).toBeNull();
    expect(screen.getByRole('link', { name: texts['ui.payments.openMyCare'] })).toBeVisible();
    // The page is about their programme: it does not ask them to pay.
    expect(
      screen.getByRole('heading', { level: 1, name: texts['ui.payments.myProgrammeTitle'] }),
    ).toBeVisible();
    expect(screen.queryByText(texts['ui.payments.programmeIntro'])).toBeNull();
  });

  it('tells a programme registrant who paid that they have, with the receipt', async () => {
    renderFor(summaryOf({ registrationType: 'paid', receiptOrderId: 'ORD-1' }));
    expect(await screen.findByText(texts['ui.payments.programmePaidTitle'])).toBeVisible();
    expect(screen.getByText(messages['payment.alreadyActive'])).toBeVisible();
    expect(screen.getByRole('link', { name: texts['ui.payments.seeReceipt'] })).toBeVisible();
    expect(screen.queryByText(texts['ui.payments.hospitalRegisteredTitle'])).toBeNull();
  });
});
