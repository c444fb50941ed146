import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasLocationList } from '@portal/shared';
import { FormSection } from '@/components/form-section';
import { toId, toOption } from '@/components/form-values';
import { IdMultiSelect } from '@/components/id-select';
import { IndianDistrictPicker } from '@/components/indian-district-picker';
import { useDistrictClinics } from '../api/self-registration-clinics';
import type { SelfRegistrationFormValues } from './registration-form-values';

/**
 * The clinics of a district, for the programmes given at a clinic: the person's own district; a
 * district of India they choose here when they live outside India, or when their own district
 * has no clinic listed yet (the clinic stays required: the person is not left without a choice).
 */
export function SelfRegistrationClinicSection() {
  const { t } = useTranslation();
  const countryId = toId(useWatch<SelfRegistrationFormValues, 'countryId'>({ name: 'countryId' }));
  const ownDistrictId = toId(
    useWatch<SelfRegistrationFormValues, 'districtId'>({ name: 'districtId' }),
  );
  const abroad = countryId !== null && !hasLocationList(countryId);
  const ownClinics = useDistrictClinics(ownDistrictId, !abroad);
  const noneInOwnDistrict = !abroad && ownClinics.data?.length === 0;
  const choosesDistrict = abroad || noneInOwnDistrict;
  const [clinicDistrictId, setClinicDistrictId] = useState<number | null>(null);
  // A picker shown again starts empty: so does the district it chose.
  const [pickerShown, setPickerShown] = useState(choosesDistrict);
  if (pickerShown !== choosesDistrict) {
    setPickerShown(choosesDistrict);
    setClinicDistrictId(null);
  }
  const districtId = choosesDistrict ? clinicDistrictId : ownDistrictId;
  const clinics = useDistrictClinics(districtId, true);

  return (
    <FormSection title={t('ui.patients.reg.field.clinic')}>
      {noneInOwnDistrict && (
        <Text fz="sm" role="status">
          {t('ui.patients.reg.clinicNoneInDistrict')}
        </Text>
      )}
      {choosesDistrict && (
        <IndianDistrictPicker
          stateLabel={t('ui.patients.reg.field.clinicState')}
          districtLabel={t('ui.patients.reg.field.clinicDistrict')}
          onDistrictChange={setClinicDistrictId}
        />
      )}
      <IdMultiSelect
        name="clinicIds"
        label={t('ui.patients.reg.field.clinic')}
        description={
          districtId !== null
            ? t('ui.patients.reg.clinicHint')
            : abroad
              ? t('ui.patients.reg.clinicNeedsIndianDistrict')
              : noneInOwnDistrict
                ? t('ui.patients.reg.clinicNoneInDistrict')
                : t('ui.patients.reg.clinicNeedsDistrict')
        }
        required
        disabled={districtId === null}
        data={(clinics.data ?? []).map(toOption)}
        loading={clinics.isLoading}
        loadFailed={clinics.isError}
      />
    </FormSection>
  );
}
