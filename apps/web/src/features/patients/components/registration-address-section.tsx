import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PATIENT_LIMITS } from '@portal/shared';
import { FormSection } from '@/components/form-section';
import { LocationSelects } from '@/components/location-selects';
import { PincodeInput } from '@/components/pincode-input';
import type { PersonFormValues } from './registration-form-values';

const locationNames = {
  country: 'countryId',
  state: 'stateId',
  district: 'districtId',
  stateName: 'stateName',
  districtName: 'districtName',
};
/** Twelve digits, and the two spaces or hyphens the card prints between its groups of four. */
const AADHAAR_TYPED_LENGTH = 14;

interface RegistrationAddressSectionProps {
  /** When editing: the stored Aadhaar as XXXX-XXXX-1234 (the number itself never comes back). */
  aadhaarMasked?: string | null;
  /** The doctor's form requires the address; the self-registration form does not ask for it. */
  addressRequired?: boolean;
}

/** Where the person lives, and their Aadhaar number. */
export function RegistrationAddressSection({
  aadhaarMasked,
  addressRequired = true,
}: RegistrationAddressSectionProps) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<PersonFormValues>();
  const { errors } = formState;

  return (
    <FormSection title={t('ui.patients.reg.addressSection')}>
      <LocationSelects names={locationNames} />
      <TextInput
        label={t('ui.field.city')}
        required
        autoComplete="address-level2"
        maxLength={PATIENT_LIMITS.city}
        {...register('city')}
        error={errors.city?.message}
      />
      <PincodeInput name="pincode" countryName="countryId" />
      <Textarea
        label={t('ui.patients.reg.field.address')}
        required={addressRequired}
        autoComplete="street-address"
        autosize
        minRows={1}
        maxRows={4}
        maxLength={PATIENT_LIMITS.address}
        {...register('address')}
        error={errors.address?.message}
      />
      <Stack gap={4}>
        {aadhaarMasked && (
          <Text fz="sm" data-testid="aadhaar-on-record">
            {t('ui.patients.reg.aadhaarStored', { masked: aadhaarMasked })}
          </Text>
        )}
        <TextInput
          label={
            aadhaarMasked
              ? t('ui.patients.reg.field.newAadhaar')
              : t('ui.patients.reg.field.aadhaar')
          }
          description={aadhaarMasked ? t('ui.patients.reg.aadhaarReplaceHint') : undefined}
          inputMode="numeric"
          autoComplete="off"
          maxLength={AADHAAR_TYPED_LENGTH}
          {...register('aadhaarNumber')}
          error={errors.aadhaarNumber?.message}
        />
      </Stack>
    </FormSection>
  );
}
