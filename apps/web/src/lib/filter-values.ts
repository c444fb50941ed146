import type { ZodType } from 'zod';
import { translateMessage } from '@/lib/i18n';

/** A filter form's values, trimmed, the empty ones left out (the API takes absent, not empty). */
function filledValues<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, String(value ?? '').trim()])
      .filter(([, value]) => value !== ''),
  ) as T;
}

/** The first message of each field `schema` refuses in `values`, in the language in use. */
function fieldErrorsOf<F extends string>(
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

/**
 * The filled filters of `values` when `schema` takes them, else null. `showErrors` is given the
 * first message of each field refused, or none, so the form's messages are those of this check.
 */
export function checkedFilters<T extends object>(
  schema: ZodType,
  values: T,
  showErrors: (errors: Partial<Record<keyof T & string, string>>) => void,
): T | null {
  const filters = filledValues(values);
  const errors = fieldErrorsOf<keyof T & string>(schema, filters);
  showErrors(errors);
  return Object.keys(errors).length === 0 ? filters : null;
}
