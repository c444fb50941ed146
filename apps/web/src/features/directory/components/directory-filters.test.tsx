import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_COUNTRY_ID, DEFAULT_STATE_ID, messages, type DirectoryRow } from '@portal/shared';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal, type MockRequest } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { chooseOption, fieldNamed } from '../../../../test/select';
import type { DirectoryFilterValues } from '../api/search-hospitals';
import { OncologiesPage } from '../pages/find-doctor-page';
import { directoryTextValues } from '../text-values';
import { DirectoryFilters } from './directory-filters';

const places = {
  'GET /locations/countries': () => ({ body: [{ id: 101, name: 'India', phoneCode: '91' }] }),
  'GET /locations/countries/101/states': () => ({
    body: [
      { id: 12, name: 'Gujarat' },
      { id: 20, name: 'Maharashtra' },
    ],
  }),
  'GET /locations/states/12/districts': () => ({ body: [{ id: 7, name: 'Ahmedabad' }] }),
  'GET /locations/states/20/districts': () => ({ body: [{ id: 30, name: 'Pune' }] }),
};
const specialities = () => ({
  body: [
    { id: 3, name: 'Medical Oncology' },
    { id: 4, name: 'Radiation Oncology' },
  ],
});

const defaults: DirectoryFilterValues = {
  countryId: DEFAULT_COUNTRY_ID,
  stateId: DEFAULT_STATE_ID,
  districtId: null,
  specialityId: null,
};

const labels = { ...uiText, ...directoryTextValues };
type Label = keyof typeof labels;
const field = (key: Label) => fieldNamed(labels[key]);

/** Opens a select once its list is there, and picks an option. */
async function choose(user: ReturnType<typeof renderInApp>['user'], key: Label, option: string) {
  await chooseOption(user, field(key), option, { readyPlaceholder: null });
}

function renderFilters({ searching = false } = {}) {
  const onSearch = vi.fn<(filters: DirectoryFilterValues) => void>();
  const view = renderInApp(
    <DirectoryFilters defaults={defaults} searching={searching} onSearch={onSearch} />,
  );
  const search = screen.getByRole('button', { name: directoryTextValues['ui.directory.search'] });
  const reset = screen.getByRole('button', { name: directoryTextValues['ui.directory.reset'] });
  return { ...view, onSearch, search, reset };
}

const hospital: DirectoryRow = {
  hospitalId: 1,
  hospitalName: 'Sterling Cancer Hospital',
  hospitalCode: 'H-1',
  hospitalType: 'Cancer',
  mobileCountryCode: '+91',
  mobileNo: '9876543210',
  emailId: null,
  countryName: 'India',
  stateName: 'Gujarat',
  districtName: 'Ahmedabad',
  cityName: null,
  speciality: 'Medical Oncology',
};

/** The query of each hospital search, as the server received it. */
const searches = (calls: MockRequest[]) =>
  calls
    .filter((call) => call.path === '/directory/hospitals')
    .map((call) => Object.fromEntries(call.query));

describe('DirectoryFilters', () => {
  it('says the specialities are loading, then offers any speciality', async () => {
    const list = heldAnswer(specialities());
    mockApi({ ...places, 'GET /locations/specialities': list.handler });
    const { user } = renderFilters();
    const speciality = field('ui.directory.speciality');
    await waitFor(() =>
      expect(speciality).toHaveAttribute('placeholder', uiText['ui.app.loading']),
    );

    list.release();
    await waitFor(() =>
      expect(speciality).toHaveAttribute(
        'placeholder',
        directoryTextValues['ui.directory.anySpeciality'],
      ),
    );
    expect(speciality).not.toBeRequired();
    expect(speciality).toHaveAttribute('aria-invalid', 'false');
    await user.click(speciality);
    expect(await screen.findByRole('option', { name: 'Radiation Oncology' })).toBeVisible();
  });

  it('says on the speciality when its list could not be loaded, and still searches without it', async () => {
    const calls = mockApi({
      ...places,
      'GET /locations/specialities': () => refusal(503, 'Database unavailable'),
    });
    const { user, onSearch, search } = renderFilters();
    const speciality = field('ui.directory.speciality');
    await waitFor(() => expect(speciality).toHaveAttribute('aria-invalid', 'true'));
    expect(speciality).toHaveAccessibleDescription(uiText['ui.field.loadFailed']);
    expect(calls.some((call) => call.path === '/locations/specialities')).toBe(true);

    await choose(user, 'ui.field.district', 'Ahmedabad');
    await user.click(search);
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledExactlyOnceWith({ ...defaults, districtId: 7 }),
    );
  });

  it('hands the chosen speciality to the search, none once it is taken back, and Reset starts over', async () => {
    mockApi({ ...places, 'GET /locations/specialities': specialities });
    const { user, onSearch, search, reset } = renderFilters();
    await choose(user, 'ui.field.state', 'Maharashtra');
    await choose(user, 'ui.field.district', 'Pune');
    await choose(user, 'ui.directory.speciality', 'Radiation Oncology');
    expect(field('ui.directory.speciality')).toHaveValue('Radiation Oncology');
    await user.click(search);
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({
        countryId: DEFAULT_COUNTRY_ID,
        stateId: 20,
        districtId: 30,
        specialityId: 4,
      }),
    );

    // Picking the chosen speciality again takes it back: any speciality.
    await choose(user, 'ui.directory.speciality', 'Radiation Oncology');
    expect(field('ui.directory.speciality')).toHaveValue('');
    await user.click(search);
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2));
    expect(onSearch).toHaveBeenLastCalledWith({
      countryId: DEFAULT_COUNTRY_ID,
      stateId: 20,
      districtId: 30,
      specialityId: null,
    });

    await choose(user, 'ui.directory.speciality', 'Medical Oncology');
    await user.click(reset);
    expect(onSearch).toHaveBeenLastCalledWith(defaults);
    await waitFor(() => expect(field('ui.directory.speciality')).toHaveValue(''));
    expect(field('ui.field.state')).toHaveValue('Gujarat');
  });

  it('shows the search busy, and not searchable again, while its parent searches', async () => {
    mockApi({ ...places, 'GET /locations/specialities': specialities });
    const { user, onSearch, search, reset } = renderFilters({ searching: true });
    expect(search).toHaveAttribute('data-loading', 'true');
    expect(search).toBeDisabled();
    await user.click(search);
    expect(onSearch).not.toHaveBeenCalled();
    expect(reset).toBeEnabled();
  });

  it("on the find-doctor page: shows the server's refusal of a search, and asks again when searched again", async () => {
    let refuse = true;
    const calls = mockApi({
      ...places,
      'GET /locations/specialities': specialities,
      'GET /directory/hospitals': () =>
        refuse
          ? refusal(503, messages['error.internal'])
          : { body: { data: [hospital], recordsTotal: 1, recordsFiltered: 1 } },
    });
    const { user } = renderInApp(<OncologiesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['error.internal']);
    expect(screen.queryByRole('table')).toBeNull();

    // The same filters searched again are asked again, and the answer replaces the refusal.
    refuse = false;
    await user.click(
      screen.getByRole('button', { name: directoryTextValues['ui.directory.search'] }),
    );
    expect(await screen.findByText(hospital.hospitalName)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      directoryTextValues['ui.directory.resultCountOne'],
    );
    expect(searches(calls)).toEqual([
      { countryId: '101', stateId: '12', page: '1', pageSize: '10' },
      { countryId: '101', stateId: '12', page: '1', pageSize: '10' },
    ]);
    expect(within(screen.getByRole('table')).getByText('Medical Oncology')).toBeVisible();
  });
});
