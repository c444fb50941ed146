// The feature's texts, registered as its pages do.
import '../text-values';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, type PaymentOutcome } from '@portal/shared';
import { messagesHi } from '@portal/shared/translations/messages.hi';
import { applyLanguage } from '@/lib/language';
import { loadProgrammeTexts } from '@/lib/programme-texts';
import { renderInApp } from '../../../../test/render';
import { paymentsTextValues as text } from '../text-values';
import { OutcomeDetails } from './outcome-details';

const failed: PaymentOutcome = {
  orderId: 'PLNX1',
  status: 'failed',
  purpose: 'plan',
  amountPaise: 75_000,
  listPricePaise: 75_000,
  discountPaise: 0,
  discountCode: null,
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
  programmeMonths: null,
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

describe('OutcomeDetails of a discounted payment', () => {
  it('shows the price, the discount with its code, then the amount paid', async () => {
    const paid: PaymentOutcome = {
      ...failed,
      status: 'success',
      reason: null,
      listPricePaise: 150_050,
      discountPaise: 15_005,
      discountCode: 'QAPCT10',
      amountPaise: 135_045,
    };
    renderInApp(<OutcomeDetails outcome={paid} />);
    const value = (label: string) =>
      screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(await screen.findByRole('rowheader', { name: text['ui.payments.price'] })).toBeVisible();
    expect(value(text['ui.payments.price'])).toBe('₹1,500.50');
    expect(value('Discount (QAPCT10)')).toBe('- ₹150.05');
    expect(value(text['ui.payments.amount'])).toBe('₹1,350.45');
  });

  it('shows neither line when nothing was taken off', () => {
    renderInApp(<OutcomeDetails outcome={{ ...failed, status: 'success', reason: null }} />);
    expect(screen.queryByRole('rowheader', { name: text['ui.payments.price'] })).toBeNull();
    expect(screen.queryByText(/^Discount/)).toBeNull();
  });
});

describe('OutcomeDetails of a programme sold by the month', () => {
  it('says how many months were paid for; a plan has no such line', () => {
    const programme: PaymentOutcome = {
      ...failed,
      status: 'success',
      reason: null,
      purpose: 'programme',
      itemName: 'Personal Assistance Programme',
      registerType: 'personal-assistance-programme',
      hospitalName: null,
      patientCount: null,
      durationDays: null,
      programmeMonths: 3,
      userType: 'patient',
    };
    const { unmount } = renderInApp(<OutcomeDetails outcome={programme} />);
    const months = screen.getByRole('rowheader', { name: text['ui.payments.months'] });
    expect(months.nextElementSibling?.textContent).toBe('3 months');
    unmount();
    renderInApp(<OutcomeDetails outcome={{ ...failed, status: 'success', reason: null }} />);
    expect(screen.queryByRole('rowheader', { name: text['ui.payments.months'] })).toBeNull();
  });
});
