import { Group, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mobileInputProps } from './mobile-input-props';

interface MobileNumberFieldsProps {
  /** Leaving the mobile field checks that the number is not already in use. */
  onMobileBlur?: (mobileNumber: string) => void;
}

/**
 * The fixed country code beside a registration form's mobile number (the account's user name):
 * the doctor's and the patients' registration forms.
 */
export function MobileNumberFields({ onMobileBlur }: MobileNumberFieldsProps) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<{ countryCode: string; mobileNumber: string }>();
  const { errors } = formState;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={t('ui.field.countryCode')}
        readOnly
        w={96}
        {...register('countryCode')}
        error={errors.countryCode?.message}
      />
      <TextInput
        label={t('ui.field.mobileNumber')}
        required
        style={{ flex: 1 }}
        type="tel"
        autoComplete="tel-national"
        {...mobileInputProps}
        {...register('mobileNumber', {
          onBlur: (event: { target: { value: string } }) => onMobileBlur?.(event.target.value),
        })}
        error={errors.mobileNumber?.message}
      />
    </Group>
  );
}
