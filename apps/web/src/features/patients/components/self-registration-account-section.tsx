import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PATIENT_LIMITS } from '@portal/shared';
import { FormSection } from '@/components/form-section';
import { NewPasswordFields } from '@/components/new-password-fields';
import type { SelfRegistrationFormValues } from './registration-form-values';

interface SelfRegistrationAccountSectionProps {
  /** Leaving the coupon field checks the code and updates the payable amount. */
  onCouponBlur: (code: string) => void;
}

/** The password of the new login, and an optional discount (coupon) code. */
export function SelfRegistrationAccountSection({
  onCouponBlur,
}: SelfRegistrationAccountSectionProps) {
  const { t } = useTranslation();
  const form = useFormContext<SelfRegistrationFormValues>();
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <FormSection title={t('ui.patients.reg.accountSection')}>
      <NewPasswordFields form={form} repeated="password" label={t('ui.field.password')} />
      <TextInput
        label={t('ui.patients.reg.field.couponCode')}
        description={t('ui.patients.reg.couponHint')}
        autoComplete="off"
        maxLength={PATIENT_LIMITS.couponCode}
        {...register('couponCode', {
          onBlur: (event: { target: { value: string } }) => onCouponBlur(event.target.value),
        })}
        error={errors.couponCode?.message}
      />
    </FormSection>
  );
}
