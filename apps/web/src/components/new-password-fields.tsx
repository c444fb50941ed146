import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerPasswordPair, type RepeatedPassword } from '@/lib/password-match';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps<T extends FieldValues, R> {
  /** A form holding the password (`repeated`) and `confirmPassword`. */
  form: UseFormReturn<T, unknown, R>;
  repeated: RepeatedPassword;
  /** 'Password' where an account is made, 'New Password' where one is changed. */
  label: string;
  /** The field a dialog focuses when it opens. */
  autoFocus?: boolean;
}

/**
 * A new password and its confirmation, the same in every form that sets one: the policy under
 * the password, and the seed's rule for a confirmation that differs (lib/password-match.ts).
 * The form's submit still hands its invalid fields to clearConfirmationOnMismatch.
 */
export function NewPasswordFields<T extends FieldValues, R>({
  form,
  repeated,
  label,
  autoFocus,
}: NewPasswordFieldsProps<T, R>) {
  const { t } = useTranslation();
  const { password, confirmation, errors } = registerPasswordPair(form, repeated);
  return (
    <>
      <PasswordField
        label={label}
        required
        autoComplete="new-password"
        description={t('password.hint')}
        data-autofocus={autoFocus || undefined}
        {...password}
        error={errors[repeated]?.message}
      />
      <PasswordField
        label={t('ui.field.confirmPassword')}
        required
        autoComplete="new-password"
        {...confirmation}
        error={errors.confirmPassword?.message}
      />
    </>
  );
}
