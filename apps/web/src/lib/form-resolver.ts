import { zodResolver as resolveWithZod } from '@hookform/resolvers/zod';
import type { FieldPath, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { rememberRewriter, rewriterOf, setRewritableError } from './form-rewriters';
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

/** Every `message` of react-hook-form's error tree (nested objects and arrays), in place. */
function translateErrors(errors: unknown): void {
  if (!errors || typeof errors !== 'object') return;
  for (const [name, value] of Object.entries(errors)) {
    // `ref` is the field's element; `types` holds per-rule messages of criteriaMode 'all'.
    if (name === 'ref') continue;
    if (name === 'message' && typeof value === 'string') {
      rememberRewriter(errors, () => translateMessage(value));
      (errors as { message: string }).message = translateMessage(value);
    } else {
      translateErrors(value);
    }
  }
}

type Rewritable = [path: string, inLanguage: () => string];

/** The errors on screen that can be written in another language, by field path. */
function rewritableErrors(errors: unknown, path: string, found: Rewritable[]): Rewritable[] {
  if (!errors || typeof errors !== 'object') return found;
  const inLanguage = rewriterOf(errors);
  if (inLanguage !== undefined) {
    found.push([path, inLanguage]);
    return found;
  }
  for (const [name, value] of Object.entries(errors)) {
    if (name !== 'ref') rewritableErrors(value, path ? `${path}.${name}` : name, found);
  }
  return found;
}

/**
 * Writes the messages of a form's errors on screen again in the language now in use: its rules'
 * and those the server sent with a key.
 */
export function translateFormErrors<T extends FieldValues>(form: UseFormReturn<T>): void {
  for (const [path, inLanguage] of rewritableErrors(form.formState.errors, '', [])) {
    const name = path as FieldPath<T>;
    const type = form.getFieldState(name).error?.type ?? 'validate';
    setRewritableError(form, name, type, inLanguage);
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
