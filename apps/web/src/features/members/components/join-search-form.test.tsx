import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import type { JoinableSearch } from '../api/get-joinable-hospitals';
import { JoinHospitalPage } from '../pages/join-hospital-page';
import { membersTextValues as text } from '../text-values';
import { JoinSearchForm } from './join-search-form';

type User = ReturnType<typeof renderInApp>['user'];

const places = {
  'GET /locations/countries': () => ({ body: [{ id: 101, name: 'India', phoneCode: '91' }] }),
  'GET /locations/countries/101/states': () => ({ body: [{ id: 12, name: 'Gujarat' }] }),
  'GET /locations/states/12/districts': () => ({
    body: [
      { id: 7, name: 'Ahmedabad' },
      { id: 8, name: 'Surat' },
    ],
  }),
};

const hospitalName = () => screen.getByLabelText(new RegExp(`^${text['ui.members.hospitalName']}`));
const searchButton = () => screen.getByRole('button', { name: text['ui.members.search'] });
const districtBox = () =>
  screen.findByRole('combobox', { name: new RegExp(`^${uiText['ui.field.district']}`) });

async function pickDistrict(user: User, name: string) {
  const district = await districtBox();
  await waitFor(() => expect(district).toBeEnabled());
  await waitFor(() => expect(district).toHaveAttribute('placeholder', uiText['ui.field.select']));
  await user.click(district);
  await user.click(await screen.findByRole('option', { name }));
}

const searches = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.path === '/hospitals/joinable');

describe('JoinSearchForm', () => {
  it('asks for a district before searching, and searches the district and trimmed name', async () => {
    mockApi(places);
    const onSearch = vi.fn<(search: JoinableSearch) => void>();
    const { user } = renderInApp(<JoinSearchForm searching={false} onSearch={onSearch} />);
    // India and Gujarat come chosen.
    await waitFor(async () =>
      expect(
        await screen.findByRole('combobox', { name: new RegExp(`^${uiText['ui.field.state']}`) }),
      ).toHaveValue('Gujarat'),
    );

    await user.type(hospitalName(), '  City  ');
    await user.click(searchButton());
    const district = await districtBox();
    expect(await screen.findByText(messages['location.districtRequired'])).toBeVisible();
    expect(district).toHaveAttribute('aria-invalid', 'true');
    expect(district).toHaveFocus();
    expect(onSearch).not.toHaveBeenCalled();

    await pickDistrict(user, 'Surat');
    await user.click(searchButton());
    expect(onSearch).toHaveBeenCalledWith({ districtId: 8, name: 'City' });
    expect(district).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the search under way on its button', () => {
    mockApi(places);
    renderInApp(<JoinSearchForm searching onSearch={() => {}} />);
    expect(searchButton()).toHaveAttribute('data-loading', 'true');
  });
});

describe('JoinSearchForm on the Join a hospital page', () => {
  const memberships = {
    'GET /me/hospitals': () => ({ body: { currentHospitalId: null, memberships: [] } }),
  };

  it('is busy while the server searches, then lists what it found', async () => {
    const answer = heldAnswer({
      body: [
        {
          hospitalId: 3,
          hospitalName: 'City Cancer Hospital',
          city: 'Surat',
          pincode: '395001',
          chiefAdminName: 'Asha Mehta',
          membershipStatus: null,
        },
        {
          hospitalId: 4,
          hospitalName: 'City Care Clinic',
          city: null,
          pincode: '',
          chiefAdminName: 'Dr. Ravi Shah',
          membershipStatus: 'active',
        },
      ],
    });
    const calls = mockApi({ ...places, ...memberships, 'GET /hospitals/joinable': answer.handler });
    const { user } = renderInApp(<JoinHospitalPage />);
    expect(screen.getByText(text['ui.members.resultsHint'])).toBeVisible();
    await pickDistrict(user, 'Surat');
    await user.type(hospitalName(), 'City');
    await user.click(searchButton());

    await waitFor(() => expect(searchButton()).toHaveAttribute('data-loading', 'true'));
    expect(searches(calls)).toHaveLength(1);
    expect(Object.fromEntries(searches(calls)[0]!.query)).toEqual({
      districtId: '8',
      name: 'City',
    });
    answer.release();

    expect(
      await screen.findByRole('button', { name: 'Ask to join City Cancer Hospital' }),
    ).toBeEnabled();
    expect(screen.getByText(text['ui.members.isMember'])).toBeVisible();
    // Two hospitals of one name are told apart by place, pincode and chief admin.
    expect(screen.getByText('Surat · PIN 395001')).toBeVisible();
    expect(screen.getByText('Chief Admin: Dr. Asha Mehta.')).toBeVisible();
    expect(screen.getByText('Chief Admin: Dr. Ravi Shah.')).toBeVisible();
    expect(searchButton()).not.toHaveAttribute('data-loading');
  });

  it("puts the server's message for the name on the name box, and says a refusal without a field", async () => {
    let answer = refusal(400, messages['error.validation'], [
      { path: 'name', message: 'The name holds a character that cannot be searched.' },
    ]);
    const calls = mockApi({ ...places, ...memberships, 'GET /hospitals/joinable': () => answer });
    const { user } = renderInApp(<JoinHospitalPage />);
    await pickDistrict(user, 'Ahmedabad');
    await user.type(hospitalName(), 'City');
    await user.click(searchButton());

    const results = screen.getByRole('status');
    expect(await within(results).findByText(messages['error.validation'])).toBeVisible();
    await waitFor(() => expect(hospitalName()).toHaveAttribute('aria-invalid', 'true'));
    expect(hospitalName()).toHaveAccessibleDescription(
      /^The name holds a character that cannot be searched\./,
    );
    expect(hospitalName()).toHaveValue('City');

    answer = refusal(429, messages['error.rateLimited']);
    await user.clear(hospitalName());
    await user.type(hospitalName(), 'Care');
    await user.click(searchButton());
    expect(await within(results).findByText(messages['error.rateLimited'])).toBeVisible();
    // The new search took the old field message away; none is on an input now.
    expect(hospitalName()).toHaveAttribute('aria-invalid', 'false');
    expect(searches(calls)).toHaveLength(2);
  });
});
