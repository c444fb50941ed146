const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select, textarea, button, [tabindex]';

/**
 * A field shown in error: an input marked invalid, or a group of inputs whose wrapper is (Mantine
 * marks a radio group's wrapper with data-error, not its radios).
 */
const SHOWN_IN_ERROR = '[aria-invalid="true"], [data-error="true"]';

/** The element to focus for a field shown in error: itself, or its first input (a radio group). */
function focusTargetOf(invalid: HTMLElement): HTMLElement | null {
  if (invalid.matches(FOCUSABLE)) return invalid;
  const inputs = [...invalid.querySelectorAll<HTMLElement>(FOCUSABLE)];
  return (
    inputs.find((input) => input instanceof HTMLInputElement && input.checked) ?? inputs[0] ?? null
  );
}

/**
 * After a submit the form's rules refused, once React has drawn their messages: focuses the
 * first field shown in error, in the order the page shows them, and says whether there was one.
 * react-hook-form's own choice follows the order fields registered, where every `register()` of
 * a section comes before its controlled fields: a form with gender, date of birth and age in
 * error focused the email below them.
 */
export function focusFirstShownInError(form: HTMLFormElement): boolean {
  const invalid = form.querySelector<HTMLElement>(SHOWN_IN_ERROR);
  const target = invalid ? focusTargetOf(invalid) : null;
  target?.focus();
  return target !== null;
}
