import { subscriptionTypeLabel } from '@portal/shared';
import { valueName } from './i18n';

/** A plan's type (OPD, IPD, both) as the reader's language names it. */
export function subscriptionTypeName(code: number): string {
  return valueName(subscriptionTypeLabel(code));
}
