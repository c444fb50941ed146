import './zod-setup';
import { twoFactorLoginRequest, twoFactorRecoveryLoginRequest } from '@portal/shared';

/*
 * The schemas that code of the entry's graph (the shell, the session, the login forms) and of
 * the prerendered public pages checks with. Fetched as one chunk, with zod, when first needed
 * (lazy-schemas.ts), so neither is part of the JavaScript a page needs before it is interactive.
 * The other pages import their schemas directly.
 */
export {
  errorResponse,
  loginRequest,
  loginResponse,
  okResponse,
  planList,
  sessionResponse,
  sessionState,
  siteConfig,
} from '@portal/shared';

/** The second step's forms: the challenge travels with the call, not in the form. */
export const twoFactorCodeForm = twoFactorLoginRequest.omit({ challenge: true });
export const twoFactorRecoveryForm = twoFactorRecoveryLoginRequest.omit({ challenge: true });
