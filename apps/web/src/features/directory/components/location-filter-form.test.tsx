import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_COUNTRY_ID, DEFAULT_STATE_ID, type DirectoryRow } from '@portal/shared';
import { TextField } from '@/components/text-field';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { chooseOption, fieldNamed } from '../../../../test/select';
import { OncologiesPage } from '../pages/find-doctor-page';
import { directoryTextValues } from '../text-values';
import { LocationFilterForm, type LocationFilterValues } from './location-filter-form';

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
  'GET /locations/specialities': () => ({ body: [{ id: 3, name: 'Medical Oncology' }] }),
};

type Filters = LocationFilterValues & { city: string };
const defaults: Filters = {
  countryId: DEFAULT_COUNTRY_ID,
  stateId: DEFAULT_STATE_ID,
  districtId: null,
  city: '',
};

const labels = { ...uiText, ...directoryTextValues };
type Label = keyof typeof labels;
const field = (key: Label) => fieldNamed(labels[key]);

/** Opens a select once its list is there, and picks an option. */
async function choose(user: ReturnType<typeof renderInApp>['user'], key: Label, option: string) {
  await chooseOption(user, field(key), option, { readyPlaceholder: null });
}

function renderFilters({ searching = false } = {}) {
  const onSearch = vi.fn<(filters: Filters) => void>();
  const view = renderInApp(
    <LocationFilterForm
      id="test-filters"
      defaults={defaults}
      searching={searching}
      searchLabel={directoryTextValues['ui.directory.search']}
      onSearch={onSearch}
    >
      <TextField name="city" label={uiText['ui.field.city']} />
    </LocationFilterForm>,
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

describe('LocationFilterForm', () => {
  it('asks for nothing: any place may be left open, and searching with none hands over the defaults', async () => {
    mockApi(places);
    const { user, onSearch, search } = renderFilters();
    // India and its default state are chosen; the district is "any".
    await waitFor(() => expect(field('ui.field.state')).toHaveValue('Gujarat'));
    expect(field('ui.field.country')).toHaveValue('India');
    expect(field('ui.field.district')).toHaveValue('');
    for (const key of ['ui.field.country', 'ui.field.state', 'ui.field.district'] as const) {
      expect(field(key)).not.toBeRequired();
    }

    await user.click(search);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(defaults));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('ui.field.district')).toHaveAttribute('aria-invalid', 'false');
  });

  it('hands the chosen place and its own filters to the search, and Reset searches again with the defaults', async () => {
    mockApi(places);
    const { user, onSearch, search, reset } = renderFilters();
    await choose(user, 'ui.field.state', 'Maharashtra');
    await choose(user, 'ui.field.district', 'Pune');
    await user.type(field('ui.field.city'), 'Kothrud');
    await user.click(search);
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({
        countryId: DEFAULT_COUNTRY_ID,
        stateId: 20,
        districtId: 30,
        city: 'Kothrud',
      }),
    );

    await user.click(reset);
    expect(onSearch).toHaveBeenLastCalledWith(defaults);
    expect(onSearch).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(field('ui.field.state')).toHaveValue('Gujarat'));
    expect(field('ui.field.district')).toHaveValue('');
    expect(field('ui.field.city')).toHaveValue('');
  });

  it('shows the search busy while its parent searches', () => {
    mockApi(places);
    const { search, reset } = renderFilters({ searching: true });
    expect(search).toHaveAttribute('data-loading', 'true');
    expect(search).toBeDisabled();
    // Starting over stays possible.
    expect(reset).toBeEnabled();
  });

  it('on the find-doctor page: searches with the defaults, then is busy while the chosen filters are sent', async () => {
    const answer = heldAnswer({ body: { data: [hospital], recordsTotal: 1, recordsFiltered: 1 } });
    const calls = mockApi({
      ...places,
      'GET /directory/hospitals': (request) =>
        request.query.has('districtId')
          ? answer.handler()
          : { body: { data: [], recordsTotal: 0, recordsFiltered: 0 } },
    });
    const { user } = renderInApp(<OncologiesPage />);
    const search = screen.getByRole('button', { name: directoryTextValues['ui.directory.search'] });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        directoryTextValues['ui.directory.resultCount'].replace('{count}', '0'),
      ),
    );
    const searches = () => calls.filter((call) => call.path === '/directory/hospitals');
    expect(Object.fromEntries(searches()[0]?.query ?? [])).toEqual({
      countryId: '101',
      stateId: '12',
      page: '1',
      pageSize: '10',
    });

    await choose(user, 'ui.field.district', 'Ahmedabad');
    await choose(user, 'ui.directory.speciality', 'Medical Oncology');
    await user.click(search);
    await waitFor(() => expect(search).toHaveAttribute('data-loading', 'true'));
    expect(Object.fromEntries(searches().at(-1)?.query ?? [])).toEqual({
      countryId: '101',
      stateId: '12',
      districtId: '7',
      specialityId: '3',
      page: '1',
      pageSize: '10',
    });

    answer.release();
    await waitFor(() => expect(search).not.toHaveAttribute('data-loading'));
    expect(screen.getByRole('status')).toHaveTextContent(
      directoryTextValues['ui.directory.resultCountOne'],
    );
    expect(within(screen.getByRole('table')).getByText(hospital.hospitalName)).toBeVisible();
  });

  it('on the find-doctor page: the same search failing again says so, and marks the rows left as the earlier ones', async () => {
    let searches = 0;
    mockApi({
      ...places,
      'GET /directory/hospitals': () =>
        (searches += 1) === 1
          ? { body: { data: [hospital], recordsTotal: 1, recordsFiltered: 1 } }
          : { status: 503, body: { error: { code: 'unavailable', message: 'Try again.' } } },
    });
    const { user } = renderInApp(<OncologiesPage />);
    expect(await screen.findByText(hospital.hospitalName)).toBeVisible();
    expect(screen.queryByText(/Try again\./)).toBeNull();

    // The same filters again: the page asks the server anew.
    await user.click(
      screen.getByRole('button', { name: directoryTextValues['ui.directory.search'] }),
    );

    const alert = await screen.findByText(/Try again\./);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      `Try again. ${directoryTextValues['ui.directory.earlierResults']}`,
    );
    expect(screen.getByText(hospital.hospitalName)).toBeVisible();
    expect(searches).toBe(2);
  });
});
