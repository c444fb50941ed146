// The feature's texts, registered as its pages do.
import '../text-values';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, type PaymentOutcome } from '@portal/shared';
import { messagesHi } from '@portal/shared/translations/messages.hi';
import { applyLanguage } from '@/lib/language';
import { loadProgrammeTexts } from '@/lib/programme-texts';
import { renderInApp } from '../../../../test/render';
import { OutcomeDetails } from './outcome-details';

const failed: PaymentOutcome = {
  orderId: 'PLNX1',
  status: 'failed',
  purpose: 'plan',
  amountPaise: 75_000,
  transactionId: null,
  transactionDate: null,
  reason: messages['payment.reasonDeclined'],
  fullName: 'Kiran Patel',
  mobileNumber: '9000000004',
  email: null,
  hospitalName: 'Sunrise Oncology Clinic',
  hospitalRegistrationNo: null,
  itemName: 'Hospital 100',
  registerType: null,
  patientCount: 100,
  durationDays: 365,
  userType: 'doctor',
};

describe('OutcomeDetails of a failed payment', () => {
  afterEach(() => applyLanguage('en'));

  it("says the reason in the reader's language, and a gateway text it does not know as sent", async () => {
    await applyLanguage('hi');
    await loadProgrammeTexts();
    const { unmount } = renderInApp(<OutcomeDetails outcome={failed} />);
    expect(await screen.findByText(messagesHi['payment.reasonDeclined'])).toBeVisible();
    expect(screen.queryByText(messages['payment.reasonDeclined'])).toBeNull();
    unmount();

    renderInApp(<OutcomeDetails outcome={{ ...failed, reason: 'Issuer not available' }} />);
    expect(await screen.findByText('Issuer not available')).toBeVisible();
  });
});
