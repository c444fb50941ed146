import { zodResolver as resolveWithZod } from '@hookform/resolvers/zod';
import { translateMessage } from './i18n';

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
      (errors as { message: string }).message = translateMessage(value);
    } else {
      translateErrors(value);
    }
  }
}
