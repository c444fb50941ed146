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

const LOOK_EVERY_MS = 50;
const LOOKS = 20;

/**
 * After a submit the form's rules refused: focus the first field shown in error, in the order
 * the page shows them. react-hook-form's own choice follows the order fields registered, where
 * every `register()` of a section comes before its controlled fields: a form with gender, date
 * of birth and age in error focused the email below them. The errors appear once React has
 * rendered them, which on a busy phone (or a loaded test machine) takes more than a frame, so
 * this looks every LOOK_EVERY_MS for up to a second; with no form element, or none shown by then,
 * it falls back to the first field the rules named.
 */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  errorNames: readonly string[],
  setFocus: (name: string) => void,
): void {
  const attempt = (triesLeft: number) => {
    const invalid = form?.querySelector<HTMLElement>(SHOWN_IN_ERROR);
    const target = invalid ? focusTargetOf(invalid) : null;
    if (target) target.focus();
    else if (triesLeft > 0) setTimeout(() => attempt(triesLeft - 1), LOOK_EVERY_MS);
    else if (errorNames[0]) setFocus(errorNames[0]);
  };
  setTimeout(() => attempt(LOOKS), 0);
}
