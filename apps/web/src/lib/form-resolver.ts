import { zodResolver as resolveWithZod } from '@hookform/resolvers/zod';
import type { FieldPath, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { translateMessage } from './i18n';
import type { LazySchema } from './lazy-schemas';

/**
 * The forms' zod resolver. A shared schema's rules carry catalogue refs, not sentences
 * (messageRef in @portal/shared); this shows each in the language in use.
 */
export const zodResolver: typeof resolveWithZod = ((...args: Parameters<typeof resolveWithZod>) => {
  const resolve = resolveWithZod(...args);
  return async (...resolverArgs: Parameters<typeof resolve>) => {
    const result = await resolve(...resolverArgs);
    translateErrors(result.errors);
    return result;
  };
}) as typeof resolveWithZod;

/** The catalogue ref each error of a rule was written from, to write it again in another language. */
const refsOfErrors = new WeakMap<object, string>();

/** Every `message` of react-hook-form's error tree (nested objects and arrays), in place. */
function translateErrors(errors: unknown): void {
  if (!errors || typeof errors !== 'object') return;
  for (const [name, value] of Object.entries(errors)) {
    // `ref` is the field's element; `types` holds per-rule messages of criteriaMode 'all'.
    if (name === 'ref') continue;
    if (name === 'message' && typeof value === 'string') {
      refsOfErrors.set(errors, value);
      (errors as { message: string }).message = translateMessage(value);
    } else {
      translateErrors(value);
    }
  }
}

/** The errors of a form's rules on screen, by field path (the server's are not among them). */
function ruleErrors(errors: unknown, path: string, found: [string, string][]): [string, string][] {
  if (!errors || typeof errors !== 'object') return found;
  const ref = refsOfErrors.get(errors);
  if (ref !== undefined) {
    found.push([path, ref]);
    return found;
  }
  for (const [name, value] of Object.entries(errors)) {
    if (name !== 'ref') ruleErrors(value, path ? `${path}.${name}` : name, found);
  }
  return found;
}

/**
 * Writes the messages of a form's rules on screen again in the language now in use. (A message
 * the server sent stays as it came.)
 */
export function translateFormErrors<T extends FieldValues>(form: UseFormReturn<T>): void {
  for (const [path, ref] of ruleErrors(form.formState.errors, '', [])) {
    const name = path as FieldPath<T>;
    const error = form.getFieldState(name).error;
    form.setError(name, { type: error?.type ?? 'validate', message: translateMessage(ref) });
    const written = form.getFieldState(name).error;
    if (written) refsOfErrors.set(written, ref);
  }
}

/**
 * zodResolver for a schema fetched when the form is first checked (lazy-schemas.ts). If it cannot
 * be fetched the values go on unchecked: the server checks them and answers with field errors.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  schema: LazySchema<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    // lazy-schemas.ts keeps the fetched set, and fetches again after a failure.
    let loaded: z.ZodType<Output, Input>;
    try {
      loaded = await schema.load();
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return zodResolver(loaded)(values, context, options);
  };
}
