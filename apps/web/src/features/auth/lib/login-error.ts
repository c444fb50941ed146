import { type LoginRequest } from '@portal/shared';
import { errorMessage, isApiError } from '@/lib/api-client';
import { placeFieldErrors, placedEverything, unplacedErrorText } from '@/lib/apply-field-errors';
import { i18n } from '@/lib/i18n';

/** 401 is always the catalogue's wording; 429 and the rest carry the server's message. */
function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return i18n.t('login.invalid');
  return errorMessage(error);
}

/**
 * A refused sign-in, told where it belongs: the server's messages for the mobile number or the
 * password on those inputs (`fields` in the server's order, `messages` by field); the rest is
 * the banner's text (null when the inputs said it all).
 */
export function loginFailure(error: unknown, fields: readonly (keyof LoginRequest)[]) {
  const placed = placeFieldErrors(error, fields);
  const banner = placedEverything(placed)
    ? null
    : placed.unmatched.length > 0
      ? unplacedErrorText(error, placed)
      : loginErrorMessage(error);
  return { banner, fields: placed.fields, messages: placed.messages };
}
