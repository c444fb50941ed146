import '../text-values';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  paths,
  type AdminHospitalDetail,
  type AdminPaymentRow,
  type MySubscriptions,
} from '@portal/shared';
import { mockApi } from '../../../../test/api-mock';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { HospitalPage } from './hospital-page';

const pack: MySubscriptions['subscriptions'][number] = {
  id: 7,
  subscriptionName: 'Clinic 50',
  duration: 90,
  totalPaise: 500_000,
  paidPaise: 450_000,
  receiptOrderId: null,
  planId: 3,
  description: '<p>50 patients</p>',
  subscriptionType: 3,
  actualCount: 50,
  patientCount: 38,
  activationDate: '2026-09-01T06:30:00.000Z',
  deActivationDate: '2026-11-30T06:30:00.000Z',
  isCurrent: false,
};

const detail: AdminHospitalDetail = {
  hospital: {
    hospitalId: 42,
    hospitalName: 'Apollo Cancer Centre',
    hospitalType: 'Cancer',
    districtName: 'Ahmedabad',
    stateName: 'Gujarat',
    chiefAdminName: 'Dr. Asha Mehta',
    mobile: '+91 9820000001',
    registeredAt: '2026-01-15T06:30:00.000Z',
    doctors: 4,
    patients: 12,
    subscription: 'expired',
    patientsLeft: 0,
    until: '2026-11-30T06:30:00.000Z',
  },
  registrationNo: 'GUJ/2020/118',
  email: null,
  subscriptions: {
    totalSubscriptionPacks: 1,
    totalPatientsRegistered: 12,
    remainingPatientQuota: 0,
    subscriptions: [pack],
  },
};

const payment = (orderId: string, more: Partial<AdminPaymentRow> = {}): AdminPaymentRow => ({
  orderId,
  startedAt: '2026-11-29T05:00:00.000Z',
  settledAt: null,
  status: 'pending',
  purpose: 'plan',
  planName: 'Clinic 50',
  hospitalId: 42,
  hospitalName: 'Apollo Cancer Centre',
  listPricePaise: 500_000,
  discountPaise: 0,
  amountPaise: 500_000,
  code: null,
  payerName: 'Asha Mehta',
  payerMobile: '9820000001',
  gateway: 'paytm',
  gatewayTxnId: null,
  gatewayMessage: null,
  ...more,
});

const payments = [
  payment('PLN-FAILED', {
    status: 'failed',
    settledAt: '2026-11-29T05:03:00.000Z',
    gatewayTxnId: 'TXN-991',
    gatewayMessage: 'Your bank declined the payment.',
  }),
  payment('PLN-PAID', {
    status: 'success',
    startedAt: '2026-09-01T06:00:00.000Z',
    settledAt: '2026-09-01T06:02:00.000Z',
    discountPaise: 50_000,
    amountPaise: 450_000,
    code: 'DIWALI10',
    gatewayTxnId: 'TXN-100',
    gatewayMessage: 'Txn Success',
  }),
];

function open(hospitalId: number | string = 42) {
  return renderInApp(
    <Routes>
      <Route path={paths.adminHospital.path} element={<HospitalPage />} />
    </Routes>,
    { route: paths.adminHospital.getHref(hospitalId) },
  );
}

function serve(total = payments.length) {
  return mockApi({
    'GET /admin/hospitals/42': () => ({ body: detail }),
    'GET /admin/hospitals/42/payments': () => ({
      body: {
        data: payments,
        recordsTotal: total,
        recordsFiltered: total,
        paidCount: 1,
        collectedPaise: 450_000,
      },
    }),
  });
}

describe('HospitalPage', () => {
  it('shows the hospital, its packs and its payments, failed ones with the reason', async () => {
    serve();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apollo Cancer Centre' }),
    ).toBeVisible();
    expect(screen.getByText('Cancer · Ahmedabad, Gujarat')).toBeVisible();
    expect(screen.getByText('GUJ/2020/118')).toBeVisible();
    expect(screen.getByText('Ended 30-Nov-2026')).toBeVisible();

    const packs = screen.getByRole('region', { name: 'Subscription packs' });
    expect(within(packs).getByText('Clinic 50')).toBeVisible();
    expect(within(packs).getByText('₹4,500.00')).toBeVisible();

    const table = await screen.findByRole('table', { name: 'Payments' });
    const [, failed, paid] = within(table).getAllByRole('row');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Your bank declined the payment.');
    expect(failed).toHaveTextContent('TXN-991');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('₹4,500.00₹5,000.00 less ₹500.00 (DIWALI10)');
    // A paid payment's gateway words ('Txn Success') say nothing the status does not.
    expect(paid).not.toHaveTextContent('Txn Success');
    expect(screen.getByText('2 payments')).toBeVisible();
  });

  it('pages through the payments', async () => {
    const calls = serve(25);
    const { user } = open();
    const pages = await screen.findByRole('navigation', { name: 'Payment pages' });
    await user.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path.endsWith('/payments'))
          .map((call) => call.query.get('page')),
      ).toEqual(['1', '3']),
    );
  });

  it('shows a card a payment on a phone', async () => {
    onPhoneWidth();
    serve();
    open();
    const list = await screen.findByRole('list', { name: 'Payments' });
    const [failed] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(cardDetail(failed, 'Paid by')).toBe('Asha Mehta9820000001');
    expect(cardDetail(failed, 'Status')).toContain('Failed');
  });

  it('says the hospital was not found for an address that is no id, asking nothing', async () => {
    const calls = mockApi({});
    open('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Hospital not found' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('says the hospital was not found for an unknown id', async () => {
    mockApi({
      'GET /admin/hospitals/42': () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'Not found.' } },
      }),
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hospital not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Hospitals' })).toHaveAttribute(
      'href',
      '/admin/hospitals',
    );
  });

  it('offers to try again when the hospital cannot be read', async () => {
    let fail = true;
    mockApi({
      'GET /admin/hospitals/42': () =>
        fail
          ? {
              status: 500,
              body: { error: { code: 'internal', message: 'Something went wrong.' } },
            }
          : { body: detail },
      'GET /admin/hospitals/42/payments': () => ({
        body: { data: [], recordsTotal: 0, recordsFiltered: 0, paidCount: 0, collectedPaise: 0 },
      }),
    });
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Apollo Cancer Centre' })).toBeVisible();
    expect(await screen.findByText('0 payments')).toBeVisible();
  });
});
