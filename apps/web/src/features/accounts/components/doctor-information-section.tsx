import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/shared';
import { FormSection } from '@/components/form-section';
import { GenderField } from '@/components/gender-field';
import { LookupSelect } from '@/components/lookup-select';
import type { RegistrationFormValues } from '../lib/registration-form';
import { DateOfBirthInput } from './date-of-birth-input';
import { MobileNumberFields } from '@/components/mobile-number-fields';
import { NewPasswordFields } from '@/components/new-password-fields';

interface DoctorInformationSectionProps {
  /** Leaving the mobile field checks that the number is not already a user name. */
  onMobileBlur: (mobileNumber: string) => void;
}

export function DoctorInformationSection({ onMobileBlur }: DoctorInformationSectionProps) {
  const { t } = useTranslation();
  const form = useFormContext<RegistrationFormValues>();
  const { register, formState, getValues, setValue } = form;
  const { errors } = formState;

  // The registering doctor is the hospital's chief admin unless another name is typed there.
  const offerAsChiefAdmin = (doctorName: string) => {
    if (getValues('isHospital') && !getValues('hospital.chiefAdmin')?.trim()) {
      setValue('hospital.chiefAdmin', doctorName.trim());
    }
  };

  return (
    <FormSection title={t('ui.registration.doctorSection')}>
      <TextInput
        label={t('ui.field.doctorName')}
        required
        autoComplete="name"
        maxLength={LIMITS.doctorName}
        {...register('doctorName', {
          onBlur: (event: { target: { value: string } }) => offerAsChiefAdmin(event.target.value),
        })}
        error={errors.doctorName?.message}
      />
      <TextInput
        label={t('ui.field.registrationNo')}
        required
        maxLength={LIMITS.registrationNo}
        {...register('registrationNo')}
        error={errors.registrationNo?.message}
      />
      <LookupSelect
        name="specialityId"
        label={t('ui.field.speciality')}
        lookup="specialities"
        required
      />
      <TextInput
        label={t('ui.field.cancerSubSpeciality')}
        maxLength={LIMITS.cancerSubSpeciality}
        {...register('cancerSubSpeciality')}
        error={errors.cancerSubSpeciality?.message}
      />
      <GenderField name="genderId" />
      <LookupSelect
        name="designationId"
        label={t('ui.field.designation')}
        lookup="designations"
        required
      />
      <DateOfBirthInput />
      <TextInput
        label={t('ui.field.email')}
        required
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errors.email?.message}
      />
      <MobileNumberFields onMobileBlur={onMobileBlur} />
      <NewPasswordFields form={form} repeated="password" label={t('ui.field.password')} />
      <TextInput
        label={t('ui.field.alternativeContact')}
        type="tel"
        inputMode="numeric"
        maxLength={LIMITS.alternativeMobile}
        {...register('alternativeMobile')}
        error={errors.alternativeMobile?.message}
      />
      <TextInput
        label={t('ui.field.alternativeEmail')}
        type="email"
        {...register('alternativeEmail')}
        error={errors.alternativeEmail?.message}
      />
    </FormSection>
  );
}
