import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section';
import { toId } from '@/components/form-values';
import { useDistrictClinics } from '../api/self-registration-clinics';
import type { SelfRegistrationFormValues } from './registration-form-values';
import { IdMultiSelect } from './registration-selects';

/** The clinics of the chosen district, for the programmes given at a clinic. */
export function SelfRegistrationClinicSection() {
  const { t } = useTranslation();
  const districtId = toId(
    useWatch<SelfRegistrationFormValues, 'districtId'>({ name: 'districtId' }),
  );
  const clinics = useDistrictClinics(districtId, true);

  return (
    <FormSection title={t('ui.patients.reg.field.clinic')}>
      <IdMultiSelect
        name="clinicIds"
        label={t('ui.patients.reg.field.clinic')}
        description={
          districtId === null
            ? t('ui.patients.reg.clinicNeedsDistrict')
            : t('ui.patients.reg.clinicHint')
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
