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
