/**
 * What a link to the login page may carry in its navigation state: the mobile number to fill
 * in (a registration's summary hands over the number just registered). State, not the address:
 * a mobile number is kept out of URLs, and so out of server logs and shared links.
 */
export interface LoginState {
  mobileNumber: string;
}

export const loginStateFor = (mobileNumber: string): LoginState => ({ mobileNumber });

/** The mobile number of a navigation's state, when it carries a well-formed one. */
export function mobileOfLoginState(state: unknown): string | undefined {
  const mobileNumber = (state as Partial<LoginState> | null)?.mobileNumber;
  return typeof mobileNumber === 'string' && /^\d{10}$/.test(mobileNumber)
    ? mobileNumber
    : undefined;
}
