import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_COUNTRY_ID,
  DEFAULT_STATE_ID,
  messages,
  type InvestigationClinicRow,
} from '@portal/shared';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal, type MockRequest } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { chooseOption, fieldNamed } from '../../../../test/select';
import type { InvestigationFilterValues } from '../api/search-investigation-clinics';
import { INVESTIGATIONS_PATH } from '../investigations-path';
import { InvestigationsPage } from '../pages/investigations-page';
import { directoryTextValues } from '../text-values';
import { InvestigationFilters } from './investigation-filters';
import { loadProgrammeTexts } from '@/lib/programme-texts';

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

const defaults: InvestigationFilterValues = {
  countryId: DEFAULT_COUNTRY_ID,
  stateId: DEFAULT_STATE_ID,
  districtId: null,
  kind: 'both',
};

const labels = { ...uiText, ...directoryTextValues };
type Label = keyof typeof labels;
const field = (key: Label) => fieldNamed(labels[key]);

/** Opens a select once its list is there, and picks an option. */
async function choose(user: ReturnType<typeof renderInApp>['user'], key: Label, option: string) {
  await chooseOption(user, field(key), option, { readyPlaceholder: null });
}

function renderFilters({ searching = false } = {}) {
  const onSearch = vi.fn<(filters: InvestigationFilterValues) => void>();
  const view = renderInApp(
    <InvestigationFilters defaults={defaults} searching={searching} onSearch={onSearch} />,
  );
  const search = screen.getByRole('button', {
    name: directoryTextValues['ui.directory.investSearch'],
  });
  const reset = screen.getByRole('button', { name: directoryTextValues['ui.directory.reset'] });
  return { ...view, onSearch, search, reset };
}

const clinic: InvestigationClinicRow = {
  hospitalId: 9,
  hospitalName: 'Pune Diagnostics',
  services: ['Blood tests'],
  addressLine1: '12 FC Road',
  cityName: 'Pune',
  pincode: '411004',
  districtName: 'Pune',
  stateName: 'Maharashtra',
  mobileCountryCode: '+91',
  mobileNo: '9876543210',
  landlineCode: null,
  landlineNo: null,
  emailId: null,
};

/** The query of each clinic search, as the server received it. */
const searches = (calls: MockRequest[]) =>
  calls
    .filter((call) => call.path === '/directory/investigation-clinics')
    .map((call) => Object.fromEntries(call.query));

describe('InvestigationFilters', () => {
  // The investigations page shows the programme's texts, which its route downloads first.
  beforeAll(() => loadProgrammeTexts());

  it('starts with both kinds of clinic, which can be narrowed but never left empty', async () => {
    mockApi(places);
    const { user, onSearch, search } = renderFilters();
    const kind = field('ui.directory.investKind');
    expect(kind).toHaveValue(directoryTextValues['ui.directory.investKindBoth']);
    expect(kind).not.toBeRequired();

    await user.click(kind);
    for (const option of [
      'ui.directory.investKindRadiology',
      'ui.directory.investKindPathology',
    ] as const) {
      expect(
        await screen.findByRole('option', { name: directoryTextValues[option] }),
      ).toBeVisible();
    }
    // The chosen kind picked again stays chosen.
    await user.click(
      screen.getByRole('option', { name: directoryTextValues['ui.directory.investKindBoth'] }),
    );
    expect(kind).toHaveValue(directoryTextValues['ui.directory.investKindBoth']);
    await user.click(search);
    await waitFor(() => expect(onSearch).toHaveBeenCalledExactlyOnceWith(defaults));
  });

  it('hands the chosen place and kind to the search, and Reset searches again with both kinds', async () => {
    mockApi(places);
    const { user, onSearch, search, reset } = renderFilters();
    await choose(user, 'ui.field.state', 'Maharashtra');
    await choose(user, 'ui.field.district', 'Pune');
    await choose(
      user,
      'ui.directory.investKind',
      directoryTextValues['ui.directory.investKindPathology'],
    );
    await user.click(search);
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({
        countryId: DEFAULT_COUNTRY_ID,
        stateId: 20,
        districtId: 30,
        kind: 'pathology',
      }),
    );

    await user.click(reset);
    expect(onSearch).toHaveBeenLastCalledWith(defaults);
    expect(onSearch).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(field('ui.directory.investKind')).toHaveValue(
        directoryTextValues['ui.directory.investKindBoth'],
      ),
    );
    expect(field('ui.field.district')).toHaveValue('');
  });

  it('shows the search busy, and not searchable again, while its parent searches', async () => {
    mockApi(places);
    const { user, onSearch, search, reset } = renderFilters({ searching: true });
    expect(search).toHaveAttribute('data-loading', 'true');
    expect(search).toBeDisabled();
    await user.click(search);
    expect(onSearch).not.toHaveBeenCalled();
    expect(reset).toBeEnabled();
  });

  it('on the investigations page: searches on opening, then is busy while the chosen kind is sent', async () => {
    const answer = heldAnswer({ body: { data: [clinic], recordsTotal: 1, recordsFiltered: 1 } });
    const calls = mockApi({
      ...places,
      'GET /directory/investigation-clinics': (request) =>
        request.query.get('kind') === 'pathology'
          ? answer.handler()
          : { body: { data: [], recordsTotal: 0, recordsFiltered: 0 } },
    });
    const { user } = renderInApp(<InvestigationsPage />, { route: INVESTIGATIONS_PATH });
    const search = screen.getByRole('button', {
      name: directoryTextValues['ui.directory.investSearch'],
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        directoryTextValues['ui.directory.investCount'].replace('{count}', '0'),
      ),
    );
    expect(searches(calls)).toEqual([
      { countryId: '101', stateId: '12', kind: 'both', page: '1', pageSize: '10' },
    ]);

    await choose(user, 'ui.field.state', 'Maharashtra');
    await choose(
      user,
      'ui.directory.investKind',
      directoryTextValues['ui.directory.investKindPathology'],
    );
    await user.click(search);
    await waitFor(() => expect(search).toHaveAttribute('data-loading', 'true'));
    expect(searches(calls).at(-1)).toEqual({
      countryId: '101',
      stateId: '20',
      kind: 'pathology',
      page: '1',
      pageSize: '10',
    });

    answer.release();
    await waitFor(() => expect(search).not.toHaveAttribute('data-loading'));
    expect(screen.getByRole('status')).toHaveTextContent(
      directoryTextValues['ui.directory.investCountOne'],
    );
    expect(within(screen.getByRole('table')).getByText(clinic.hospitalName)).toBeVisible();
  });

  it("on the investigations page: shows the server's refusal of a search", async () => {
    mockApi({
      ...places,
      'GET /directory/investigation-clinics': (request) =>
        request.query.get('kind') === 'radiology'
          ? refusal(429, messages['error.rateLimited'])
          : { body: { data: [clinic], recordsTotal: 1, recordsFiltered: 1 } },
    });
    const { user } = renderInApp(<InvestigationsPage />, { route: INVESTIGATIONS_PATH });
    expect(await screen.findByText(clinic.hospitalName)).toBeVisible();

    await choose(
      user,
      'ui.directory.investKind',
      directoryTextValues['ui.directory.investKindRadiology'],
    );
    await user.click(
      screen.getByRole('button', { name: directoryTextValues['ui.directory.investSearch'] }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['error.rateLimited']);
    // The clinics of another search are not shown as the answer to this one.
    expect(screen.queryByText(clinic.hospitalName)).toBeNull();
  });
});
