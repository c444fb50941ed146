import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/*
 * How to write each error on a form's screen again in another language: a rule's from its
 * catalogue ref (form-resolver.ts), the server's from the key it sent (apply-field-errors.ts).
 * A module of its own: the login page shows server field errors without loading the resolver.
 */
const rewriters = new WeakMap<object, () => string>();

/** Registers how an error object of a form writes its message in the language in use. */
export function rememberRewriter(error: object, inLanguage: () => string): void {
  rewriters.set(error, inLanguage);
}

/** How an error object writes its message again, if it was registered. */
export function rewriterOf(error: object): (() => string) | undefined {
  return rewriters.get(error);
}

/**
 * Puts an error on a form's field, written in the language in use, and remembers how to write
 * it again in another.
 */
export function setRewritableError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getFieldState'>,
  name: FieldPath<T>,
  type: string,
  inLanguage: () => string,
  options?: { shouldFocus: boolean },
): void {
  form.setError(name, { type, message: inLanguage() }, options);
  const written = form.getFieldState(name).error;
  if (written) rememberRewriter(written, inLanguage);
}
