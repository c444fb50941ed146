// The feature's texts, registered before anything here renders.
import '../text-values';
import { Anchor, Checkbox, Group, Select, TextInput, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import { useFormContext, useWatch } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import { HOSPITAL_TYPES, LIMITS, paths } from '@portal/shared';
import { valueName } from '@/lib/i18n';
import { FormSection } from '@/components/form-section';
import { LocationSelects } from '@/components/location-selects';
import { PincodeInput } from '@/components/pincode-input';
import { LookupMultiSelect } from '@/components/lookup-select';
import type { RegistrationFormValues } from '../lib/registration-form';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { mobileInputProps } from '@/components/mobile-input-props';

const locationNames = {
  country: 'hospital.countryId',
  state: 'hospital.stateId',
  district: 'hospital.districtId',
  stateName: 'hospital.stateName',
  districtName: 'hospital.districtName',
};

/**
 * The hospital's block. namesakeOf: the name the server found already registered in the district
 * (409 hospital_namesake); while the field holds it, the registrant can say theirs is another one.
 */
export function HospitalInformationSection({ namesakeOf }: { namesakeOf: string | null }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<RegistrationFormValues>();
  const errors = formState.errors.hospital;
  const name = useWatch<RegistrationFormValues, 'hospital.hospitalName'>({
    name: 'hospital.hospitalName',
  });
  const askOtherHospital = namesakeOf !== null && name?.trim() === namesakeOf;

  return (
    <FormSection title={t('ui.registration.hospitalSection')}>
      <TextInput
        label={t('ui.field.hospitalName')}
        required
        autoComplete="organization"
        maxLength={LIMITS.hospitalName}
        {...register('hospital.hospitalName')}
        error={errors?.hospitalName?.message}
      />
      {askOtherHospital && (
        <>
          <Checkbox
            label={t('ui.accounts.otherThanNamesake')}
            {...register('hospital.otherThanNamesake')}
          />
          {/* Who works at the hospital registered already joins it instead (its admin adds them). */}
          <Anchor component={Link} to={paths.doctorRegistration.getHref('outside')} fz="sm">
            {t('ui.accounts.registerWithoutHospital')}
          </Anchor>
        </>
      )}
      <TextInput
        label={t('ui.field.hospitalRegistrationNo')}
        maxLength={LIMITS.hospitalRegistrationNo}
        {...register('hospital.hospitalRegistrationNo')}
        error={errors?.hospitalRegistrationNo?.message}
      />
      <TextInput
        label={t('ui.field.chiefAdmin')}
        description={t('ui.registration.chiefAdminHint')}
        maxLength={LIMITS.chiefAdmin}
        // Left empty, it is not sent: the server makes the registering doctor the chief admin.
        {...register('hospital.chiefAdmin', {
          setValueAs: (value: string) => (value.trim() ? value : undefined),
        })}
        error={errors?.chiefAdmin?.message}
      />
      <Controller<RegistrationFormValues, 'hospital.hospitalType'>
        name="hospital.hospitalType"
        render={({ field, fieldState }) => (
          <Select
            comboboxProps={closedDropdownUnmounted}
            ref={field.ref}
            name={field.name}
            label={t('ui.field.hospitalType')}
            required
            placeholder={t('ui.field.select')}
            data={HOSPITAL_TYPES.map((type) => ({ value: type, label: valueName(type) }))}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
            allowDeselect={false}
            error={fieldState.error?.message}
          />
        )}
      />
      <LookupMultiSelect
        name="hospital.serviceIds"
        label={t('ui.field.servicesOffered')}
        lookup="services"
        required
      />
      <LocationSelects names={locationNames} />
      <TextInput
        label={t('ui.field.city')}
        autoComplete="address-level2"
        maxLength={LIMITS.hospitalCity}
        {...register('hospital.city')}
        error={errors?.city?.message}
      />
      <Textarea
        label={t('ui.field.streetAddress')}
        autoComplete="street-address"
        autosize
        minRows={1}
        maxRows={4}
        maxLength={LIMITS.hospitalAddress}
        {...register('hospital.addressLine1')}
        error={errors?.addressLine1?.message}
      />
      <PincodeInput name="hospital.pincode" countryName="hospital.countryId" />
      <TextInput
        label={t('ui.field.hospitalEmail')}
        type="email"
        {...register('hospital.hospitalEmail')}
        error={errors?.hospitalEmail?.message}
      />
      <TextInput
        label={t('ui.field.alternativeHospitalEmail')}
        type="email"
        {...register('hospital.alternativeHospitalEmail')}
        error={errors?.alternativeHospitalEmail?.message}
      />
      {/* On a phone the mobile number goes below the code rather than under a label that wraps
          to two lines, which set its box lower than the code's. */}
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label={t('ui.field.hospitalCountryCode')}
          readOnly
          w={170}
          {...register('hospital.hospitalCountryCode')}
          error={errors?.hospitalCountryCode?.message}
        />
        <TextInput
          label={t('ui.field.hospitalMobileNumber')}
          style={{ flex: '1 1 12rem' }}
          type="tel"
          {...mobileInputProps}
          {...register('hospital.hospitalMobileNumber')}
          error={errors?.hospitalMobileNumber?.message}
        />
      </Group>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('ui.field.stdCode')}
          w={96}
          inputMode="numeric"
          maxLength={5}
          {...register('hospital.landlineCode')}
          error={errors?.landlineCode?.message}
        />
        <TextInput
          label={t('ui.field.appointmentNumber')}
          style={{ flex: 1 }}
          type="tel"
          inputMode="numeric"
          maxLength={LIMITS.landline}
          {...register('hospital.landlineNumber')}
          error={errors?.landlineNumber?.message}
        />
      </Group>
      <TextInput
        label={t('ui.field.alternativeAppointmentNumber')}
        type="tel"
        inputMode="numeric"
        maxLength={LIMITS.landline}
        {...register('hospital.alternativeLandline')}
        error={errors?.alternativeLandline?.message}
      />
    </FormSection>
  );
}
