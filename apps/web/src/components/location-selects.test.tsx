import { screen, waitFor } from '@testing-library/react';
import { zodResolver } from '@/lib/form-resolver';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { areaFields, messages, withAreaRules, type Area } from '@portal/shared';
import { uiText } from '@/lib/ui-text';
import { heldAnswer, mockApi, refusal } from '../../test/api-mock';
import { renderInApp } from '../../test/render';
import { chooseOption } from '../../test/select';
import { LocationSelects, type LocationFieldNames } from './location-selects';

const places = {
  'GET /locations/countries': () => ({
    body: [
      { id: 101, name: 'India', phoneCode: '91' },
      { id: 149, name: 'Nepal', phoneCode: '977' },
    ],
  }),
  'GET /locations/countries/101/states': () => ({
    body: [
      { id: 12, name: 'Gujarat' },
      { id: 20, name: 'Maharashtra' },
    ],
  }),
  'GET /locations/states/12/districts': () => ({ body: [{ id: 7, name: 'Ahmedabad' }] }),
  'GET /locations/states/20/districts': () => ({ body: [{ id: 30, name: 'Pune' }] }),
};

const selectNames: LocationFieldNames = {
  country: 'countryId',
  state: 'stateId',
  district: 'districtId',
};
const typedNames: LocationFieldNames = {
  ...selectNames,
  stateName: 'stateName',
  districtName: 'districtName',
};
const areaRequest = withAreaRules(z.object(areaFields));

/**
 * The three selects in a form of their own, checked by the shared place rules; optional (a
 * search's filters), by no rule.
 */
function AreaForm({
  defaults,
  names = selectNames,
  required = true,
  onSubmit,
}: {
  defaults: DefaultValues<Area>;
  names?: LocationFieldNames;
  required?: boolean;
  onSubmit: (values: Area) => void;
}) {
  const form = useForm<Area>({
    resolver: required ? zodResolver(areaRequest) : undefined,
    defaultValues: defaults,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate>
        <LocationSelects names={names} required={required} />
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  );
}

const select = (key: 'ui.field.country' | 'ui.field.state' | 'ui.field.district') =>
  screen.getByRole('combobox', { name: uiText[key] });

/** Opens a select once its list is there, and picks an option. */
async function choose(
  user: ReturnType<typeof renderInApp>['user'],
  key: 'ui.field.country' | 'ui.field.state' | 'ui.field.district',
  option: string,
) {
  await chooseOption(user, select(key), option);
}

const empty: DefaultValues<Area> = { countryId: undefined, stateId: null, districtId: null };
const inAhmedabad = { countryId: 101, stateId: 12, districtId: 7 };

describe('LocationSelects', () => {
  it('loads the states of the chosen country and the districts of the chosen state, and hands over their ids', async () => {
    const calls = mockApi(places);
    const onSubmit = vi.fn();
    const { user } = renderInApp(<AreaForm defaults={empty} onSubmit={onSubmit} />);
    // Nothing to choose from until the parent is chosen.
    expect(select('ui.field.state')).toBeDisabled();
    expect(select('ui.field.district')).toBeDisabled();

    await choose(user, 'ui.field.country', 'India');
    await waitFor(() => expect(select('ui.field.state')).toBeEnabled());
    expect(select('ui.field.district')).toBeDisabled();
    await choose(user, 'ui.field.state', 'Gujarat');
    await choose(user, 'ui.field.district', 'Ahmedabad');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject(inAhmedabad);
    expect(calls.map((call) => call.path)).toEqual([
      '/locations/countries',
      '/locations/countries/101/states',
      '/locations/states/12/districts',
    ]);
  });

  it('clears the district when the state changes, and the state and district when the country changes', async () => {
    mockApi(places);
    const onSubmit = vi.fn();
    const { user } = renderInApp(
      <AreaForm defaults={inAhmedabad} names={typedNames} onSubmit={onSubmit} />,
    );
    await waitFor(() => expect(select('ui.field.district')).toHaveValue('Ahmedabad'));
    expect(select('ui.field.state')).toHaveValue('Gujarat');

    await choose(user, 'ui.field.state', 'Maharashtra');
    expect(select('ui.field.district')).toHaveValue('');
    // The old district is gone from the form, not only from sight.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages['location.districtRequired'])).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    // The new state's districts, not the old ones.
    await user.click(select('ui.field.district'));
    expect(await screen.findByRole('option', { name: 'Pune' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Ahmedabad' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Pune' }));
    expect(select('ui.field.district')).toHaveValue('Pune');

    // A country without lists: state and district are typed, and start empty.
    await choose(user, 'ui.field.country', 'Nepal');
    const stateName = await screen.findByRole('textbox', { name: uiText['ui.field.state'] });
    expect(stateName).toHaveValue('');
    expect(stateName).not.toHaveAttribute('aria-haspopup');
    await user.type(stateName, 'Bagmati');
    await user.type(
      screen.getByRole('textbox', { name: uiText['ui.field.district'] }),
      'Kathmandu',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      countryId: 149,
      stateId: null,
      districtId: null,
      stateName: 'Bagmati',
      districtName: 'Kathmandu',
    });
  });

  it("shows the form's messages on the selects it concerns and submits nothing", async () => {
    mockApi(places);
    const onSubmit = vi.fn();
    const { user } = renderInApp(
      <AreaForm defaults={{ ...empty, countryId: 101 }} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(messages['location.stateRequired'])).toBeVisible();
    expect(screen.getByText(messages['location.districtRequired'])).toBeVisible();
    expect(select('ui.field.state')).toHaveAttribute('aria-invalid', 'true');
    expect(select('ui.field.state')).toHaveAccessibleDescription(
      messages['location.stateRequired'],
    );
    expect(select('ui.field.district')).toHaveAttribute('aria-invalid', 'true');
    expect(select('ui.field.country')).toHaveAttribute('aria-invalid', 'false');
    expect(onSubmit).not.toHaveBeenCalled();

    // Choosing the state takes its message away.
    await choose(user, 'ui.field.state', 'Gujarat');
    await waitFor(() => expect(select('ui.field.state')).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText(messages['location.stateRequired'])).toBeNull();
  });

  it('says it is loading while a list travels', async () => {
    const states = heldAnswer(places['GET /locations/countries/101/states']());
    mockApi({ ...places, 'GET /locations/countries/101/states': states.handler });
    renderInApp(<AreaForm defaults={{ ...empty, countryId: 101 }} onSubmit={vi.fn()} />);
    await waitFor(() =>
      expect(select('ui.field.state')).toHaveAttribute('placeholder', uiText['ui.app.loading']),
    );

    states.release();
    await waitFor(() =>
      expect(select('ui.field.state')).toHaveAttribute('placeholder', uiText['ui.field.select']),
    );
  });

  it('takes no typing before its options arrive, so their label is not mixed with typed text', async () => {
    const countries = heldAnswer(places['GET /locations/countries']());
    mockApi({ ...places, 'GET /locations/countries': countries.handler });
    const { user } = renderInApp(
      <AreaForm defaults={{ ...empty, countryId: 101 }} onSubmit={vi.fn()} />,
    );
    const country = select('ui.field.country');
    await waitFor(() => expect(country).toHaveAttribute('readonly'));
    await user.click(country);
    await user.keyboard('Nep');

    countries.release();
    await waitFor(() => expect(country).toHaveValue('India'));
    expect(country).not.toHaveAttribute('readonly');
    await user.clear(country);
    await user.keyboard('Nep');
    expect(country).toHaveValue('Nep');
  });

  it('says so when a list cannot be loaded', async () => {
    mockApi({
      ...places,
      'GET /locations/states/12/districts': () => refusal(500, 'Database unavailable'),
    });
    renderInApp(
      <AreaForm defaults={{ ...empty, countryId: 101, stateId: 12 }} onSubmit={vi.fn()} />,
    );
    const district = select('ui.field.district');
    await waitFor(() => expect(district).toHaveAttribute('aria-invalid', 'true'));
    expect(district).toHaveAccessibleDescription(uiText['ui.field.loadFailed']);
    expect(select('ui.field.state')).toHaveAttribute('aria-invalid', 'false');
  });

  it('lets an optional place (a filter) be emptied again: the state picked again is cleared, and its district with it', async () => {
    mockApi(places);
    const onSubmit = vi.fn<(values: Area) => void>();
    const { user } = renderInApp(
      <AreaForm defaults={inAhmedabad} required={false} onSubmit={onSubmit} />,
    );
    await waitFor(() => expect(select('ui.field.district')).toHaveValue('Ahmedabad'));

    await user.click(select('ui.field.state'));
    await user.click(await screen.findByRole('option', { name: 'Gujarat' }));
    await waitFor(() => expect(select('ui.field.state')).toHaveValue(''));
    expect(select('ui.field.district')).toHaveValue('');
    expect(select('ui.field.district')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      countryId: 101,
      stateId: null,
      districtId: null,
    });

    // Another state is taken as in a required select.
    await choose(user, 'ui.field.state', 'Maharashtra');
    expect(select('ui.field.state')).toHaveValue('Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ stateId: 20, districtId: null });
  });

  it('lets a keyboard user empty an optional place with its named Clear button, and stay on the field', async () => {
    mockApi(places);
    const onSubmit = vi.fn<(values: Area) => void>();
    const { user } = renderInApp(
      <AreaForm defaults={inAhmedabad} required={false} onSubmit={onSubmit} />,
    );
    await waitFor(() => expect(select('ui.field.district')).toHaveValue('Ahmedabad'));
    const district = select('ui.field.district');
    district.focus();

    await user.tab();
    const clear = screen.getByRole('button', { name: 'Clear District' });
    expect(clear).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(district).toHaveValue(''));
    await waitFor(() => expect(district).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Clear District' })).toBeNull();
    expect(select('ui.field.state')).toHaveValue('Gujarat');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ stateId: 12, districtId: null });
  });

  it('keeps a required place once chosen: picking the chosen state again leaves it chosen', async () => {
    mockApi(places);
    const { user } = renderInApp(<AreaForm defaults={inAhmedabad} onSubmit={vi.fn()} />);
    await waitFor(() => expect(select('ui.field.district')).toHaveValue('Ahmedabad'));

    await user.click(select('ui.field.state'));
    await user.click(await screen.findByRole('option', { name: 'Gujarat' }));
    expect(select('ui.field.state')).toHaveValue('Gujarat');
    expect(select('ui.field.district')).toHaveValue('Ahmedabad');
    // Nor is there a button that would empty it.
    expect(screen.queryByRole('button', { name: /^Clear / })).toBeNull();
  });
});
