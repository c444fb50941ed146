import { useState } from 'react';
import { get, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { rememberRewriter } from './form-rewriters';

interface Refusal {
  /** The value the server refused, as the field held it. */
  value: unknown;
  type: string;
  inLanguage: () => string;
}

/**
 * What the server refused a field's value for, while the field still holds that value: a coupon
 * code it does not know, a mobile number taken already. The form's own rules know nothing of
 * these, so every validation (a Submit with other fields still empty) took the field's message
 * away, and the person learnt it again only when everything else was right. Kept here, the
 * message stays until the value changes or the server accepts it. For top-level fields: an error
 * is put under the field's name as it is, not nested along a dotted path.
 */
export class ServerRefusals<T extends FieldValues> {
  private readonly refusals = new Map<FieldPath<T>, Refusal>();

  /** The field holds `value`, which the server refused with this message. */
  remember(name: FieldPath<T>, value: unknown, type: string, inLanguage: () => string): void {
    this.refusals.set(name, { value, type, inLanguage });
  }

  /** The server accepts the field's value now (or there is no value to refuse). */
  forget(name: FieldPath<T>): void {
    this.refusals.delete(name);
  }

  /** The form's resolver, with each remembered refusal whose value the field still holds. */
  keptBy<Output>(resolver: Resolver<T, unknown, Output>): Resolver<T, unknown, Output> {
    return async (values, context, options) => {
      const result = await resolver(values, context, options);
      const kept = [...this.refusals].filter(
        ([name, refusal]) => get(values, name) === refusal.value && !get(result.errors, name),
      );
      if (kept.length === 0) return result;
      const errors: Record<string, unknown> = { ...result.errors };
      for (const [name, refusal] of kept) {
        const error = { type: refusal.type, message: refusal.inLanguage() };
        rememberRewriter(error, refusal.inLanguage);
        errors[name] = error;
      }
      return { values: {}, errors } as Awaited<ReturnType<Resolver<T, unknown, Output>>>;
    };
  }
}

/** The refusals of one form, kept for its life. */
export function useServerRefusals<T extends FieldValues>(): ServerRefusals<T> {
  const [refusals] = useState(() => new ServerRefusals<T>());
  return refusals;
}
