import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PATIENT_LIMITS } from '@portal/shared';
import { FormSection } from '@/components/form-section';
import { GenderField } from '@/components/gender-field';
import { NumberField } from '@/components/number-field';
import { RegistrationDateOfBirth } from './registration-date-of-birth';
import type { PersonFormValues } from './registration-form-values';
import { MobileNumberFields } from '@/components/mobile-number-fields';
import { mobileInputProps } from '@/components/mobile-input-props';

interface RegistrationPersonSectionProps {
  /** Leaving the mobile field checks that the number is not already registered. */
  onMobileBlur?: (mobileNumber: string) => void;
  /** The self-registration form asks for the date of birth; a doctor may give the age alone. */
  dateOfBirthRequired?: boolean;
}

/** Names, gender, age and contact numbers: the same in the doctor's and the self-registration form. */
export function RegistrationPersonSection({
  onMobileBlur,
  dateOfBirthRequired = false,
}: RegistrationPersonSectionProps) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<PersonFormValues>();
  const { errors } = formState;

  return (
    <FormSection title={t('ui.patients.reg.personSection')}>
      <TextInput
        label={t('ui.patients.reg.field.firstName')}
        required
        autoComplete="given-name"
        maxLength={PATIENT_LIMITS.firstName}
        {...register('firstName')}
        error={errors.firstName?.message}
      />
      <TextInput
        label={t('ui.patients.reg.field.middleName')}
        autoComplete="additional-name"
        maxLength={PATIENT_LIMITS.middleName}
        {...register('middleName')}
        error={errors.middleName?.message}
      />
      <TextInput
        label={t('ui.patients.reg.field.lastName')}
        required
        autoComplete="family-name"
        maxLength={PATIENT_LIMITS.lastName}
        {...register('lastName')}
        error={errors.lastName?.message}
      />
      <GenderField name="genderId" />
      <RegistrationDateOfBirth required={dateOfBirthRequired} />
      <NumberField
        control={control}
        name="age"
        label={t('ui.patients.reg.field.age')}
        description={t('ui.patients.reg.ageHint')}
        required
        min={0}
        max={PATIENT_LIMITS.age}
        hideControls
      />
      <TextInput
        label={t('ui.field.email')}
        type="email"
        autoComplete="email"
        {...register('emailId')}
        error={errors.emailId?.message}
      />
      <MobileNumberFields onMobileBlur={onMobileBlur} />
      <TextInput
        label={t('ui.patients.reg.field.alternativeOne')}
        type="tel"
        {...mobileInputProps}
        {...register('alternativeMobileNumberOne')}
        error={errors.alternativeMobileNumberOne?.message}
      />
      <TextInput
        label={t('ui.patients.reg.field.alternativeTwo')}
        type="tel"
        {...mobileInputProps}
        {...register('alternativeMobileNumberTwo')}
        error={errors.alternativeMobileNumberTwo?.message}
      />
    </FormSection>
  );
}
