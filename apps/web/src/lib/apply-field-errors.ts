import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, isApiError, type FieldError } from './api-client';
import { setRewritableError } from './form-rewriters';

/** Where the server's field messages went: the fields that took one, and those none could. */
interface Placement<F extends string> {
  /** Fields that received a server message, in the server's order. */
  fields: F[];
  /** Server messages no input of this form can show (to put in a toast or alert). */
  unmatched: FieldError[];
}

export type AppliedFieldErrors<T extends FieldValues> = Placement<FieldPath<T>>;

/** The placement, with each placed field's message (the server's first for that field). */
export interface PlacedFieldErrors<F extends string> extends Placement<F> {
  messages: Partial<Record<F, string>>;
  /** The server's error each placed field shows. */
  sources: Partial<Record<F, FieldError>>;
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
 * The server's fieldErrors sorted onto a form's fields. The form's field names are the schema's,
 * so a server path such as `hospital.pincode` is the field name itself. For inputs outside
 * react-hook-form; a react-hook-form form uses applyFieldErrors.
 */
export function placeFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): PlacedFieldErrors<F> {
  const placed: PlacedFieldErrors<F> = { fields: [], unmatched: [], messages: {}, sources: {} };
  if (!isApiError(error)) return placed;
  for (const fieldError of error.fieldErrors) {
    const field = matchField(fieldError.path, fields) as F | undefined;
    if (!field) {
      placed.unmatched.push(fieldError);
      continue;
    }
    if (placed.fields.includes(field)) continue;
    placed.messages[field] = fieldError.message;
    placed.sources[field] = fieldError;
    placed.fields.push(field);
  }
  return placed;
}

/**
 * Shows the server's fieldErrors on a react-hook-form form's inputs (placeFieldErrors). The first
 * field gets focus (which scrolls it into view). The messages follow a switch of language.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getFieldState'>,
  fields: readonly FieldPath<T>[],
): AppliedFieldErrors<T> {
  const { messages, sources, ...placement } = placeFieldErrors(error, fields);
  placement.fields.forEach((field, index) => {
    // A message without a key stays as it came.
    const message = messages[field] ?? '';
    const inLanguage = sources[field]?.inLanguage ?? (() => message);
    setRewritableError(form, field, 'server', inLanguage, { shouldFocus: index === 0 });
  });
  return placement;
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
export const placedEverything = (applied: Placement<string>): boolean =>
  applied.fields.length > 0 && applied.unmatched.length === 0;

/**
 * What the form cannot show on an input: the server's message and the errors no field took. The
 * server's message is left out when an input shows it already (a taken mobile number's 409 says
 * the same sentence as its field), so a toast does not repeat it, and no sentence is said twice;
 * '' when nothing is left.
 */
export function unplacedErrorText(error: unknown, applied: Placement<string>): string {
  const message = errorMessage(error);
  const onInputs = isApiError(error)
    ? error.fieldErrors.filter((fieldError) => !applied.unmatched.includes(fieldError))
    : [];
  const shown = onInputs.some((fieldError) => fieldError.message === message);
  const texts = [
    shown ? '' : message,
    ...applied.unmatched.map((fieldError) => fieldError.message),
  ];
  return [...new Set(texts.filter((text) => text !== ''))].join(' ');
}

/**
 * Shows the server's field messages on a form's inputs (applyFieldErrors) and answers what is
 * left to say beside them, in an alert or a toast: null when the inputs said it all.
 */
export function errorBesideFields<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getFieldState'>,
  fields: readonly FieldPath<T>[],
): string | null {
  const applied = applyFieldErrors(error, form, fields);
  return placedEverything(applied) ? null : unplacedErrorText(error, applied);
}
