import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPaymentRow } from '@portal/shared';
import { mockApi, type MockRequest } from '../../../../test/api-mock';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { hospitalsTextValues as texts } from '../text-values';
import { PaymentsPage } from './payments-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const payment = (orderId: string, more: Partial<AdminPaymentRow> = {}): AdminPaymentRow => ({
  orderId,
  startedAt: '2026-11-29T05:00:00.000Z',
  settledAt: '2026-11-29T05:02:00.000Z',
  status: 'success',
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
  gatewayTxnId: 'TXN-100',
  gatewayMessage: null,
  ...more,
});

const rows = [
  payment('PLN-1'),
  payment('PRG-1', {
    purpose: 'programme',
    planName: 'Self-screening',
    hospitalId: null,
    hospitalName: null,
    amountPaise: 35_000,
    listPricePaise: 35_000,
    payerName: 'Ravi Patel',
  }),
];

const sent = (calls: MockRequest[]) =>
  calls
    .filter((call) => call.path === '/admin/payments')
    .map((call) => Object.fromEntries(call.query.entries()));

/** Answers with `rows`, saying there are `total` payments and what the paid ones brought. */
function serve(total = rows.length) {
  return mockApi({
    'GET /admin/payments': () => ({
      body: {
        data: rows,
        recordsTotal: total,
        recordsFiltered: total,
        paidCount: 2,
        collectedPaise: 535_000,
      },
    }),
  });
}

function renderPaymentsPage() {
  return renderInApp(<PaymentsPage />, { route: '/admin/payments' });
}

describe('PaymentsPage', () => {
  it('lists the payments with whom they were for, and what came in', async () => {
    serve();
    renderPaymentsPage();
    await screen.findByText('Self-screening');
    const table = screen.getByRole('table', { name: texts['ui.hospitals.payments'] });
    const [head, plan, programme] = within(table).getAllByRole('row');
    expect(head).toHaveTextContent('ForPlan or programme');
    expect(within(plan!).getByRole('link', { name: 'Apollo Cancer Centre' })).toHaveAttribute(
      'href',
      '/admin/hospitals/42',
    );
    expect(plan).toHaveTextContent('Clinic 50');
    expect(plan).toHaveTextContent('TXN-100');
    expect(programme).toHaveTextContent('ProgrammeSelf-screening');
    expect(programme).toHaveTextContent('Ravi Patel');
    expect(screen.getByRole('status')).toHaveTextContent('2 payments; 2 paid, ₹5,350.00 collected');
  });

  it('narrows the list as filters are chosen, from page 1', async () => {
    const calls = serve(25);
    const { user } = renderPaymentsPage();
    const pages = await screen.findByRole('navigation', {
      name: texts['ui.hospitals.paymentPages'],
    });
    await user.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() => expect(sent(calls).at(-1)).toMatchObject({ page: '3' }));

    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(sent(calls).at(-1)).toEqual({ page: '1', pageSize: '10', status: 'failed' }),
    );
    await user.click(screen.getByLabelText('For'));
    await user.click(await screen.findByRole('option', { name: 'Programmes' }));
    await user.click(screen.getByLabelText(texts['ui.hospitals.allPayments.from']));
    await user.paste('01-Nov-2026');
    await user.tab();
    await user.type(
      screen.getByLabelText(texts['ui.hospitals.allPayments.search']),
      ' 9820000001 ',
    );
    await waitFor(() =>
      expect(sent(calls).at(-1)).toEqual({
        page: '1',
        pageSize: '10',
        status: 'failed',
        purpose: 'programme',
        from: '2026-11-01',
        search: '9820000001',
      }),
    );
    // Any status again: the filter is left out.
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Any status' }));
    await waitFor(() => expect(sent(calls).at(-1)).not.toHaveProperty('status'));
  });

  it('keeps a status chosen while the search still waits to apply', async () => {
    const calls = serve();
    const { user } = renderPaymentsPage();
    await screen.findByText('Self-screening');
    await user.type(screen.getByLabelText(texts['ui.hospitals.allPayments.search']), 'PLN-1');
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() =>
      expect(sent(calls).at(-1)).toEqual({
        page: '1',
        pageSize: '10',
        status: 'pending',
        search: 'PLN-1',
      }),
    );
    // Past the search's pause: nothing asks again without the status.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sent(calls).at(-1)).toMatchObject({ status: 'pending', search: 'PLN-1' });
  });

  it('says when the days are the wrong way round, and asks nothing of the server', async () => {
    const calls = serve();
    const { user } = renderPaymentsPage();
    await screen.findByRole('table');
    await user.click(screen.getByLabelText(texts['ui.hospitals.allPayments.from']));
    await user.paste('10-Nov-2026');
    await user.tab();
    await user.click(screen.getByLabelText(texts['ui.hospitals.allPayments.to']));
    await user.paste('01-Nov-2026');
    await user.tab();
    expect(await screen.findByText('The start date must not be after the end date')).toBeVisible();
    expect(sent(calls).at(-1)).toEqual({ page: '1', pageSize: '10', from: '2026-11-10' });
  });

  it('asks for the days before an export, then downloads the CSV of the filters', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    serve();
    const { user } = renderPaymentsPage();
    await screen.findByRole('table');
    const exportButton = screen.getByRole('button', {
      name: texts['ui.hospitals.allPayments.export'],
    });
    await user.click(exportButton);
    expect(
      await screen.findByText('Choose the dates from and to of the payments to export'),
    ).toBeVisible();
    expect(click).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await user.click(screen.getByLabelText(texts['ui.hospitals.allPayments.from']));
    await user.paste('01-Nov-2026');
    await user.click(screen.getByLabelText(texts['ui.hospitals.allPayments.to']));
    await user.paste('30-Nov-2026');
    await user.tab();
    await user.click(exportButton);
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(texts['ui.hospitals.allPayments.exportStarted'])).toBeVisible();
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(
      '/api/v1/admin/payments/export?status=success&from=2026-11-01&to=2026-11-30&lang=en',
    );
  });

  it('shows a card a payment on a phone, with whom it was for', async () => {
    onPhoneWidth();
    serve();
    renderPaymentsPage();
    const list = await screen.findByRole('list', { name: texts['ui.hospitals.payments'] });
    const [plan, programme] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(cardDetail(plan, 'For')).toBe('Apollo Cancer Centre');
    expect(cardDetail(programme, 'For')).toBe('Programme');
  });

  it('says what went wrong when the payments cannot be read, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /admin/payments': () =>
        fail
          ? {
              status: 500,
              body: {
                error: { code: 'internal', message: 'Something went wrong. Please try again.' },
              },
            }
          : {
              body: {
                data: rows,
                recordsTotal: 2,
                recordsFiltered: 2,
                paidCount: 2,
                collectedPaise: 535_000,
              },
            },
    });
    const { user } = renderPaymentsPage();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
