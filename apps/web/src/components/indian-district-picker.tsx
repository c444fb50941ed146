import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_ID, type PlaceItem } from '@portal/shared';
import { useDistricts } from '@/lib/lookups/get-districts';
import { useStates } from '@/lib/lookups/get-states';
import { closedDropdownUnmounted } from './combobox-props';
import { placeOptions, toId } from './form-values';
import { useOptionsLoadingProps } from './options-loading';

interface PlaceSelectProps {
  label: string;
  options: PlaceItem[] | undefined;
  value: number | null;
  onPick: (id: number | null) => void;
  disabled?: boolean;
}

function PlaceSelect(props: PlaceSelectProps) {
  const { t } = useTranslation();
  const loadingProps = useOptionsLoadingProps(props.options === undefined && !props.disabled);
  return (
    <Select
      comboboxProps={closedDropdownUnmounted}
      label={props.label}
      {...loadingProps}
      data={placeOptions(props.options ?? [])}
      value={props.value === null ? null : String(props.value)}
      onChange={(picked) => props.onPick(toId(picked))}
      disabled={props.disabled}
      searchable
      nothingFoundMessage={t('ui.field.nothingFound')}
    />
  );
}

interface IndianDistrictPickerProps {
  stateLabel: string;
  districtLabel: string;
  /** The chosen district, or null while none is. */
  onDistrictChange: (districtId: number | null) => void;
}

/**
 * A state and district of India held outside any form, for narrowing a list by district (a
 * person living abroad chooses where in India they want a clinic).
 */
export function IndianDistrictPicker(props: IndianDistrictPickerProps) {
  const [stateId, setStateId] = useState<number | null>(null);
  const [districtId, setDistrictId] = useState<number | null>(null);
  const states = useStates(DEFAULT_COUNTRY_ID);
  const districts = useDistricts(stateId);
  const pickDistrict = (id: number | null) => {
    setDistrictId(id);
    props.onDistrictChange(id);
  };
  return (
    <>
      <PlaceSelect
        label={props.stateLabel}
        options={states.data}
        value={stateId}
        onPick={(id) => {
          setStateId(id);
          pickDistrict(null);
        }}
      />
      <PlaceSelect
        label={props.districtLabel}
        options={stateId === null ? [] : districts.data}
        value={districtId}
        onPick={pickDistrict}
        disabled={stateId === null}
      />
    </>
  );
}
