import '../text-values';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminHospitalRow } from '@portal/shared';
import { mockApi, type MockRequest } from '../../../../test/api-mock';
import { cardDetail } from '../../../../test/card-detail';
import { onPhoneWidth } from '../../../../test/phone-width';
import { renderInApp } from '../../../../test/render';
import { HospitalsPage } from './hospitals-page';

const hospital = (
  hospitalId: number,
  hospitalName: string,
  more: Partial<AdminHospitalRow> = {},
): AdminHospitalRow => ({
  hospitalId,
  hospitalName,
  hospitalType: 'Cancer',
  districtName: 'Ahmedabad',
  stateName: 'Gujarat',
  chiefAdminName: 'Dr. Asha Mehta',
  mobile: '+91 9820000001',
  registeredAt: '2026-01-15T06:30:00.000Z',
  doctors: 4,
  patients: 12_500,
  subscription: 'active',
  patientsLeft: 1_500,
  until: '2027-01-14T18:30:00.000Z',
  ...more,
});

const rows = [
  hospital(1, 'Apollo Cancer Centre'),
  hospital(2, 'Bharat Oncology', {
    subscription: 'expired',
    patientsLeft: 0,
    until: '2026-10-31T18:30:00.000Z',
    mobile: null,
  }),
  hospital(3, 'Civil Hospital', { subscription: 'none', patientsLeft: 0, until: null }),
];

/** Answers every list call with `rows`, saying there are `total` in all. */
function serve(total = rows.length) {
  return mockApi({
    'GET /admin/hospitals': () => ({
      body: { data: rows, recordsTotal: total, recordsFiltered: total },
    }),
  });
}

const sent = (calls: MockRequest[]) =>
  calls.map((call) => Object.fromEntries(call.query.entries()));

describe('HospitalsPage', () => {
  it('lists the hospitals with their doctors, patients and subscription', async () => {
    serve();
    renderInApp(<HospitalsPage />);
    await screen.findByText('Apollo Cancer Centre');
    const table = screen.getByRole('table', { name: 'Hospitals' });
    const [, apollo, bharat, civil] = within(table).getAllByRole('row');
    expect(apollo).toHaveTextContent('Apollo Cancer Centre');
    expect(apollo).toHaveTextContent('Cancer · Ahmedabad, Gujarat');
    // The name opens the hospital's own page.
    expect(within(apollo!).getByRole('link', { name: 'Apollo Cancer Centre' })).toHaveAttribute(
      'href',
      '/admin/hospitals/1',
    );
    expect(apollo).toHaveTextContent('12,500');
    expect(apollo).toHaveTextContent('ActiveUntil 15-Jan-20271,500 patients left');
    expect(bharat).toHaveTextContent('ExpiredEnded 01-Nov-2026');
    expect(bharat).not.toHaveTextContent('patients left');
    expect(civil).toHaveTextContent('None bought');
    expect(screen.getByRole('status')).toHaveTextContent('3 hospitals');
  });

  it('searches by name once typing pauses, and a new search starts at page 1', async () => {
    const calls = serve(25);
    const { user } = renderInApp(<HospitalsPage />);
    const pages = await screen.findByRole('navigation', { name: 'Hospital pages' });
    await user.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() => expect(sent(calls).at(-1)).toMatchObject({ page: '3' }));

    await user.type(screen.getByLabelText('Search by hospital name'), '  apollo ');
    await waitFor(() =>
      expect(sent(calls).at(-1)).toEqual({ page: '1', pageSize: '10', search: 'apollo' }),
    );
    // Every call asked at most a page of 10; the first one no search at all.
    expect(sent(calls)[0]).toEqual({ page: '1', pageSize: '10' });
  });

  it('lists only the hospitals of a subscription state, from page 1, and all again', async () => {
    const calls = mockApi({
      'GET /admin/hospitals': ({ query }) => {
        const state = query.get('subscription');
        const data = state ? rows.filter((row) => row.subscription === state) : rows;
        const total = state ? data.length : 25;
        return { body: { data, recordsTotal: total, recordsFiltered: total } };
      },
    });
    const { user } = renderInApp(<HospitalsPage />);
    const pages = await screen.findByRole('navigation', { name: 'Hospital pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(sent(calls).at(-1)).toMatchObject({ page: '2' }));

    await user.click(screen.getByLabelText('Subscription'));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    await waitFor(() =>
      expect(sent(calls).at(-1)).toEqual({ page: '1', pageSize: '10', subscription: 'expired' }),
    );
    const table = screen.getByRole('table', { name: 'Hospitals' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(table).toHaveTextContent('Bharat Oncology');
    expect(screen.getByRole('status')).toHaveTextContent('1 hospital');

    await user.click(screen.getByLabelText('Subscription'));
    await user.click(await screen.findByRole('option', { name: 'Any subscription' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByRole('status')).toHaveTextContent('25 hospitals');
  });

  it('shows a card a hospital on a phone', async () => {
    onPhoneWidth();
    serve();
    renderInApp(<HospitalsPage />);
    const list = await screen.findByRole('list', { name: 'Hospitals' });
    const [apollo, bharat] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(apollo).getByText('1. Apollo Cancer Centre')).toBeVisible();
    expect(cardDetail(apollo, 'Chief Admin')).toBe('Dr. Asha Mehta');
    expect(cardDetail(apollo, 'Patients')).toBe('12,500');
    expect(cardDetail(bharat, 'Mobile')).toBe('-');
    expect(cardDetail(bharat, 'Registered On')).toBe('15-Jan-2026');
  });

  it('says what went wrong when the list cannot be read', async () => {
    mockApi({
      'GET /admin/hospitals': () => ({
        status: 500,
        body: { error: { code: 'internal', message: 'Something went wrong. Please try again.' } },
      }),
    });
    renderInApp(<HospitalsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
