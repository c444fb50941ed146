import type { LoginResponse, TwoFactorChallengeResponse } from './schemas/two-factor';

/**
 * The login answered with the second step's challenge, not a session. Kept apart from the
 * schemas so the login forms can ask without loading zod before the page is interactive.
 */
export const isTwoFactorChallenge = (
  response: LoginResponse,
): response is TwoFactorChallengeResponse => 'twoFactorRequired' in response;
