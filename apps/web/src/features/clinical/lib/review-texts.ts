import { i18n } from '@/lib/i18n';
import type { clinicalTextValues } from '../text-values';

type ReviewKey = Extract<keyof typeof clinicalTextValues, `ui.clinical.review.${string}`>;

/** Why a version's coding needs review, in the language in use; an unknown reason as it is. */
export function reviewText(reason: string): string {
  const key = `ui.clinical.review.${reason}` as ReviewKey;
  return i18n.exists(key) ? i18n.t(key) : reason;
}
