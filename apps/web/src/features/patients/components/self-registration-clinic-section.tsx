import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasLocationList } from '@portal/shared';
import { FormSection } from '@/components/form-section';
import { toId } from '@/components/form-values';
import { IndianDistrictPicker } from '@/components/indian-district-picker';
import { useDistrictClinics } from '../api/self-registration-clinics';
import type { SelfRegistrationFormValues } from './registration-form-values';
import { IdMultiSelect } from './registration-selects';

/**
 * The clinics of a district, for the programmes given at a clinic: the person's own district, or
 * for a person living outside India, a district of India they choose here.
 */
export function SelfRegistrationClinicSection() {
  const { t } = useTranslation();
  const countryId = toId(useWatch<SelfRegistrationFormValues, 'countryId'>({ name: 'countryId' }));
  const ownDistrictId = toId(
    useWatch<SelfRegistrationFormValues, 'districtId'>({ name: 'districtId' }),
  );
  const abroad = countryId !== null && !hasLocationList(countryId);
  const [clinicDistrictId, setClinicDistrictId] = useState<number | null>(null);
  const districtId = abroad ? clinicDistrictId : ownDistrictId;
  const clinics = useDistrictClinics(districtId, true);

  return (
    <FormSection title={t('ui.patients.reg.field.clinic')}>
      {abroad && (
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
              : t('ui.patients.reg.clinicNeedsDistrict')
        }
        required
        disabled={districtId === null}
        options={clinics.data ?? []}
        loading={clinics.isLoading}
        loadFailed={clinics.isError}
      />
    </FormSection>
  );
}
