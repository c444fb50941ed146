import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { chooseOption } from '../../../../test/select';
import { programmeExtrasCopy } from '../copy/localized';
import { preScreeningFilters as copy } from '../copy/programme-extras';
import { PreScreeningFilters } from './pre-screening-filters';

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

type PlaceLabel = 'ui.field.country' | 'ui.field.state' | 'ui.field.district';
const field = (key: PlaceLabel) => screen.getByRole('combobox', { name: uiText[key] });

/** Opens a select once its list is there, and picks an option. */
async function choose(
  user: ReturnType<typeof renderInApp>['user'],
  key: PlaceLabel,
  option: string,
) {
  await chooseOption(user, field(key), option);
}

describe('PreScreeningFilters', () => {
  // The words come with the page's copy, which its route downloads before the page renders.
  beforeAll(() => programmeExtrasCopy.load());

  it('asks for no place: India is chosen, the district waits for a state, and the page says reports are coming', async () => {
    mockApi(places);
    renderInApp(<PreScreeningFilters />);
    expect(screen.getByRole('form', { name: copy.formLabel })).toBeVisible();
    await waitFor(() => expect(field('ui.field.country')).toHaveValue('India'));
    expect(field('ui.field.state')).toHaveValue('');
    expect(field('ui.field.district')).toBeDisabled();
    for (const key of ['ui.field.country', 'ui.field.state', 'ui.field.district'] as const) {
      expect(field(key)).not.toBeRequired();
      expect(field(key)).toHaveAttribute('aria-invalid', 'false');
    }
    expect(screen.getByText(copy.publishing)).toBeVisible();
    expect(screen.queryByRole('link', { name: copy.contact.label })).toBeNull();
  });

  it('says the states are loading, and that they could not be loaded', async () => {
    const states = heldAnswer(refusal(503, 'Database unavailable'));
    mockApi({ ...places, 'GET /locations/countries/101/states': states.handler });
    renderInApp(<PreScreeningFilters />);
    await waitFor(() =>
      expect(field('ui.field.state')).toHaveAttribute('placeholder', uiText['ui.app.loading']),
    );

    states.release();
    await waitFor(() => expect(field('ui.field.state')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('ui.field.state')).toHaveAccessibleDescription(uiText['ui.field.loadFailed']);
    expect(field('ui.field.district')).toBeDisabled();
  });

  it('tells of a chosen district that it has no report yet and leads to the contact page; a new state starts over', async () => {
    mockApi(places);
    const { user, router } = renderInApp(<PreScreeningFilters />);
    await choose(user, 'ui.field.state', 'Gujarat');
    expect(screen.getByText(copy.publishing)).toBeVisible();
    await choose(user, 'ui.field.district', 'Ahmedabad');

    expect(await screen.findByText(copy.noReport, { exact: false })).toBeVisible();
    expect(screen.queryByText(copy.publishing)).toBeNull();

    // Another state clears the district, and the district's message with it.
    await choose(user, 'ui.field.state', 'Maharashtra');
    expect(field('ui.field.district')).toHaveValue('');
    expect(await screen.findByText(copy.publishing)).toBeVisible();

    await choose(user, 'ui.field.district', 'Pune');
    await user.click(await screen.findByRole('link', { name: copy.contact.label }));
    await waitFor(() => expect(router.state.location.pathname).toBe(copy.contact.to));
  });
});
