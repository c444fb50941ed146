import { messages } from '@portal/shared';
import { errorMessage, isApiError } from '@/lib/api-client';

/** 401 is always the catalogue's wording; 429 and the rest carry the server's message. */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return messages['login.invalid'];
  return errorMessage(error);
}
