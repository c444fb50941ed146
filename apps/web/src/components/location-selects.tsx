import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasLocationList, PLACE_NAME_MAX } from '@portal/shared';
import { useCountries } from '@/lib/lookups/get-countries';
import { useDistricts } from '@/lib/lookups/get-districts';
import { useStates } from '@/lib/lookups/get-states';
import { placeOptions, toId } from './form-values';
import { IdSelect } from './id-select';
import { TextField } from './text-field';

export interface LocationFieldNames {
  country: string;
  state: string;
  district: string;
  /** Where a form that accepts any country keeps the typed names (countries without lists). */
  stateName?: string;
  districtName?: string;
}

interface LocationSelectsProps {
  /** Where the three ids live in the form, e.g. hospital.countryId. */
  names: LocationFieldNames;
  required?: boolean;
}

/**
 * Country, State and District selects that cascade: a new country reloads the states and clears
 * state and district; a new state reloads the districts and clears the district. Where the form
 * names typed fields and the chosen country has no lists, the state and district are typed
 * instead. The parent lays them out (they render as three siblings).
 */
export function LocationSelects({ names, required = true }: LocationSelectsProps) {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const countryId = toId(useWatch({ name: names.country }));
  const stateId = toId(useWatch({ name: names.state }));
  const countries = useCountries();
  const typed = countryId !== null && !hasLocationList(countryId) && names.stateName !== undefined;
  const states = useStates(typed ? null : countryId);
  const districts = useDistricts(typed ? null : stateId);
  const clear = (name: string | undefined, empty: null | '') => {
    if (name) setValue(name, empty, { shouldDirty: true });
  };

  return (
    <>
      <IdSelect
        name={names.country}
        label={t('ui.field.country')}
        required={required}
        data={placeOptions(countries.data ?? [])}
        loading={countries.isLoading}
        loadFailed={countries.isError}
        onPick={() => {
          clear(names.state, null);
          clear(names.district, null);
          clear(names.stateName, '');
          clear(names.districtName, '');
        }}
      />
      {typed && names.stateName && names.districtName ? (
        <>
          <TextField
            name={names.stateName}
            label={t('ui.field.state')}
            required={required}
            maxLength={PLACE_NAME_MAX}
          />
          <TextField
            name={names.districtName}
            label={t('ui.field.district')}
            required={required}
            maxLength={PLACE_NAME_MAX}
          />
        </>
      ) : (
        <>
          <IdSelect
            name={names.state}
            label={t('ui.field.state')}
            required={required}
            data={placeOptions(states.data ?? [])}
            loading={states.isLoading}
            loadFailed={states.isError}
            disabled={countryId === null}
            onPick={() => clear(names.district, null)}
          />
          <IdSelect
            name={names.district}
            label={t('ui.field.district')}
            required={required}
            data={placeOptions(districts.data ?? [])}
            loading={districts.isLoading}
            loadFailed={districts.isError}
            disabled={stateId === null}
          />
        </>
      )}
    </>
  );
}
