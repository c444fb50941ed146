import type { ZodType } from 'zod';
import { translateMessage } from '@/lib/i18n';

/** A filter form's values, trimmed, the empty ones left out (the API takes absent, not empty). */
export function filledValues<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, String(value ?? '').trim()])
      .filter(([, value]) => value !== ''),
  ) as T;
}

/** The first message of each field `schema` refuses in `values`, in the language in use. */
export function fieldErrorsOf<F extends string>(
  schema: ZodType,
  values: object,
): Partial<Record<F, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<F, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as F;
      errors[field] ??= translateMessage(issue.message);
    }
  }
  return errors;
}
