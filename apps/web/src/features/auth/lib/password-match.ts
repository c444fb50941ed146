import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { PasswordPair } from '@portal/shared';
import { i18n } from '@/lib/i18n';

/** The mismatch message, in the language in use. */
const mismatch = () => i18n.t('common.passwordMismatch');

/** Any form with the new/confirm pair (reset dialog, change-password page). */
type PairForm<T extends PasswordPair> = UseFormReturn<T>;

/**
 * The forms (by their control) whose confirmation is empty because it differed, not because it
 * was emptied by hand: sent like that, it still differed, and is not merely missing.
 */
const emptiedForMismatch = new WeakSet<object>();

/**
 * The seed's rule for a confirmation that differs from the new password: say so and empty the
 * confirmation, so it is typed again rather than edited into agreement with a typo.
 */
function clearConfirmation<T extends PasswordPair>(form: PairForm<T>, focus: boolean): void {
  // The pair's fields are common to every form this takes; react-hook-form's path types cannot
  // see that through the generic, so the form is read as the pair alone.
  const pair = form as unknown as PairForm<PasswordPair>;
  pair.setValue('confirmPassword', '', { shouldDirty: true });
  pair.setError(
    'confirmPassword',
    { type: 'mismatch', message: mismatch() },
    { shouldFocus: focus },
  );
  emptiedForMismatch.add(form.control);
}

/** The confirmation field's register options: `form.register('confirmPassword', ...)`. */
export function confirmationEvents<T extends PasswordPair>(form: PairForm<T>) {
  return {
    onChange: () => void emptiedForMismatch.delete(form.control),
    onBlur: () => clearConfirmationIfMismatched(form),
  };
}

/**
 * For the confirmation field's blur. react-hook-form validates the field it has just left after
 * this handler, and that validation would put back its own message over an emptied field; so
 * the check runs once the task is over, when that validation has settled.
 */
function clearConfirmationIfMismatched<T extends PasswordPair>(form: PairForm<T>): void {
  setTimeout(() => {
    const pair = form as unknown as PairForm<PasswordPair>;
    const { newPassword, confirmPassword } = pair.getValues();
    if (newPassword && confirmPassword && newPassword !== confirmPassword) {
      clearConfirmation(form, false);
    }
  }, 0);
}

/**
 * For handleSubmit's invalid branch: a mismatch among the errors clears the confirmation. So
 * does a confirmation found missing that was emptied for differing: pressing Submit leaves the
 * field (its blur check empties it) a moment before the release sends the form, and "required"
 * would then replace the reason it was emptied.
 */
export function clearConfirmationOnMismatch<T extends PasswordPair>(
  form: PairForm<T>,
  errors: FieldErrors<T>,
): void {
  const confirm = (errors as FieldErrors<PasswordPair>).confirmPassword;
  if (!confirm) return;
  const pair = form as unknown as PairForm<PasswordPair>;
  const stillEmptied =
    emptiedForMismatch.has(form.control) && pair.getValues('confirmPassword') === '';
  if (confirm.message === mismatch() || stillEmptied) clearConfirmation(form, true);
}
