import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { setRewritableError } from './form-rewriters';
import { i18n } from './i18n';

/*
 * The seed's rule for a confirmation that differs from the password it repeats: say so and empty
 * the confirmation, so it is typed again rather than edited into agreement with a typo. One rule
 * for every form with a password and its confirmation: the reset dialog, the change-password and
 * set-password pages (`newPassword`), and the doctor and patient registration forms (`password`).
 */

/** The field a confirmation repeats. */
export type RepeatedPassword = 'newPassword' | 'password';

/** The mismatch message, in the language in use. */
const mismatch = () => i18n.t('common.passwordMismatch');

/** A form with the two fields, whatever else it holds. */
type PairForm<T extends FieldValues, R> = UseFormReturn<T, unknown, R>;

/**
 * The two fields are common to every form this takes; react-hook-form's path types cannot see
 * that through the generic, so the form is read as the pair alone.
 */
type Pair = Record<RepeatedPassword | 'confirmPassword', string>;
const asPair = <T extends FieldValues, R>(form: PairForm<T, R>) =>
  form as unknown as UseFormReturn<Pair>;

/**
 * The forms (by their control) whose confirmation is empty because it differed, not because it
 * was emptied by hand: sent like that, it still differed, and is not merely missing.
 */
const emptiedForMismatch = new WeakSet<object>();

function clearConfirmation<T extends FieldValues, R>(form: PairForm<T, R>, focus: boolean): void {
  const pair = asPair(form);
  pair.setValue('confirmPassword', '', { shouldDirty: true });
  setRewritableError(pair, 'confirmPassword', 'mismatch', mismatch, { shouldFocus: focus });
  emptiedForMismatch.add(form.control);
}

/**
 * For a blur of either field: compares the two as they are when the field is left. react-hook-form
 * validates the field just left after this handler, and that validation would put back its own
 * message over an emptied field; so the confirmation is emptied once the task is over, when that
 * validation has settled, and only if neither field changed meanwhile (leaving the password for an
 * empty confirmation, which is then filled, is no mismatch).
 */
function clearConfirmationIfMismatched<T extends FieldValues, R>(
  form: PairForm<T, R>,
  repeated: RepeatedPassword,
): void {
  const pair = asPair(form);
  const left = pair.getValues();
  const password = left[repeated];
  const { confirmPassword } = left;
  if (!password || !confirmPassword || password === confirmPassword) return;
  setTimeout(() => {
    const now = pair.getValues();
    if (now[repeated] === password && now.confirmPassword === confirmPassword) {
      clearConfirmation(form, false);
    }
  }, 0);
}

/**
 * Both fields registered with the rule (components/new-password-fields.tsx): leaving either
 * compares the two; a change of the password checks again a confirmation already left, so its
 * message follows; typing into the confirmation ends its "emptied for differing" state.
 */
export function registerPasswordPair<T extends FieldValues, R>(
  form: PairForm<T, R>,
  repeated: RepeatedPassword,
) {
  const pair = asPair(form);
  return {
    password: pair.register(repeated, {
      onChange: () => {
        if (pair.getFieldState('confirmPassword').isTouched) void pair.trigger('confirmPassword');
      },
      onBlur: () => clearConfirmationIfMismatched(form, repeated),
    }),
    confirmation: pair.register('confirmPassword', {
      onChange: () => void emptiedForMismatch.delete(form.control),
      onBlur: () => clearConfirmationIfMismatched(form, repeated),
    }),
    errors: pair.formState.errors,
  };
}

/**
 * For handleSubmit's invalid branch: a mismatch among the errors clears the confirmation. So
 * does a confirmation found missing that was emptied for differing: pressing Submit leaves the
 * field (its blur check empties it) a moment before the release sends the form, and "required"
 * would then replace the reason it was emptied.
 */
export function clearConfirmationOnMismatch<T extends FieldValues, R>(
  form: PairForm<T, R>,
  errors: FieldErrors<T>,
): void {
  const confirm = (errors as FieldErrors<Pair>).confirmPassword;
  if (!confirm) return;
  const stillEmptied =
    emptiedForMismatch.has(form.control) && asPair(form).getValues('confirmPassword') === '';
  if (confirm.message === mismatch() || stillEmptied) clearConfirmation(form, true);
}
