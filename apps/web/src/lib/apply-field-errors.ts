import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError, type FieldError } from './api-client';

export interface AppliedFieldErrors<T extends FieldValues> {
  /** Form fields that received a server message, in the server's order. */
  fields: FieldPath<T>[];
  /** Server messages no input of this form can show (to put in a toast or alert). */
  unmatched: FieldError[];
}

/** The form field a server path belongs to: itself, or the nearest parent ("hospital.serviceIds.0"). */
function matchField(path: string, fields: readonly string[]): string | undefined {
  let candidate = path;
  for (;;) {
    if (fields.includes(candidate)) return candidate;
    const dot = candidate.lastIndexOf('.');
    if (dot < 0) return undefined;
    candidate = candidate.slice(0, dot);
  }
}

/**
 * Shows the server's fieldErrors on the form's inputs. The form's field names are the schema's,
 * so a server path such as `hospital.pincode` is the field name itself. The first field gets focus
 * (which scrolls it into view).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): AppliedFieldErrors<T> {
  const result: AppliedFieldErrors<T> = { fields: [], unmatched: [] };
  if (!isApiError(error)) return result;
  for (const fieldError of error.fieldErrors) {
    const field = matchField(fieldError.path, fields) as FieldPath<T> | undefined;
    if (!field) {
      result.unmatched.push(fieldError);
      continue;
    }
    if (result.fields.includes(field)) continue;
    setError(
      field,
      { type: 'server', message: fieldError.message },
      { shouldFocus: result.fields.length === 0 },
    );
    result.fields.push(field);
  }
  return result;
}

/** Dotted names of every leaf of a form's default values (arrays count as one field). */
export function fieldNames(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return fieldNames(value as object, name);
    }
    return [name];
  });
}

/**
 * Whether the inputs said it all: every server message landed on an input, so a banner or toast
 * would only repeat them (a 409 "name taken" would show twice).
 */
export const placedEverything = <T extends FieldValues>(applied: AppliedFieldErrors<T>): boolean =>
  applied.fields.length > 0 && applied.unmatched.length === 0;

/** What the form cannot show on an input: the server's message and the errors no field took. */
export function unplacedErrorText<T extends FieldValues>(
  error: unknown,
  applied: AppliedFieldErrors<T>,
): string {
  return [errorMessage(error), ...applied.unmatched.map((fieldError) => fieldError.message)].join(
    ' ',
  );
}
