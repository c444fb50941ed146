import { z } from 'zod';
import { RECOVERY_CODE_PATTERN, TOTP_PATTERN } from '../constants';
import { messageRef } from '../messages';
import { loginPassword, serverText } from './common';
import { sessionResponse } from './auth';

/*
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) for the super admin and hospital
 * admins: enrolment, the second step of a login, recovery codes, turning it off.
 */

/** Spaces anywhere are dropped: apps show "123 456", and a pasted code may carry them. */
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');
/** A recovery code as typed: any case, with or without its dash and spaces. */
export const normaliseRecoveryCode = (value: string) => value.replace(/[\s-]+/g, '').toLowerCase();

/** The 6-digit code an authenticator app shows now. */
export const authenticatorCode = z
  .string({ error: messageRef('twoFactor.codeRequired') })
  .overwrite(withoutSpaces)
  .min(1, { error: messageRef('twoFactor.codeRequired'), abort: true })
  .regex(TOTP_PATTERN, messageRef('twoFactor.codeInvalid'));

/** One of the ten one-time recovery codes (xxxxx-xxxxx). */
export const recoveryCode = z
  .string({ error: messageRef('twoFactor.recoveryCodeRequired') })
  .overwrite(normaliseRecoveryCode)
  .min(1, { error: messageRef('twoFactor.recoveryCodeRequired'), abort: true })
  .regex(RECOVERY_CODE_PATTERN, messageRef('twoFactor.recoveryCodeInvalid'));

/** Either kind of code: turning two-factor off must stay possible for someone who lost the phone. */
export const authenticatorOrRecoveryCode = z
  .string({ error: messageRef('twoFactor.eitherCodeRequired') })
  .overwrite(normaliseRecoveryCode)
  .min(1, { error: messageRef('twoFactor.eitherCodeRequired'), abort: true })
  .refine(
    (value) => TOTP_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value),
    messageRef('twoFactor.eitherCodeInvalid'),
  );

export const isAuthenticatorCode = (code: string) => TOTP_PATTERN.test(code);

/** The token of a login's second step (the answer of a right password), as sent back. */
const challenge = z.string().min(16).max(200);

/** A right password of an account with two-factor: no session yet, a challenge for the code. */
export const twoFactorChallengeResponse = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  /** How long the challenge lasts, in seconds. */
  expiresIn: z.number().int(),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponse>;

/** What POST /auth/login answers: a session, or the second step it needs first. */
export const loginResponse = z.union([sessionResponse, twoFactorChallengeResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const twoFactorLoginRequest = z.object({ challenge, code: authenticatorCode });
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginRequest>;

export const twoFactorRecoveryLoginRequest = z.object({ challenge, recoveryCode });
export type TwoFactorRecoveryLoginRequest = z.infer<typeof twoFactorRecoveryLoginRequest>;

/** Where the logged-in person stands with two-factor (the account page reads it). */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** ISO time it was turned on, or null. */
  enabledAt: z.string().nullable(),
  /** Recovery codes not used yet (0 when two-factor is off). */
  recoveryCodesLeft: z.number().int(),
  /** The person may set it up (the super admin, a hospital's chief admin). */
  canEnrol: z.boolean(),
  /** Production: the super admin can do nothing else until it is set up. */
  enrolmentRequired: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** The start of an enrolment: the secret to put in the app, as a QR code's URI and as text. */
export const twoFactorEnrolment = z.object({
  /** otpauth://totp/... for the QR code. */
  otpauthUri: z.string(),
  /** The same secret in base32, for typing into the app by hand. */
  secret: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

export const confirmTwoFactorRequest = z.object({ code: authenticatorCode });
export type ConfirmTwoFactorRequest = z.infer<typeof confirmTwoFactorRequest>;

/** Recovery codes, shown once: after the enrolment is confirmed or when made anew. */
export const recoveryCodesResponse = z.object({
  recoveryCodes: z.array(z.string()),
  ...serverText,
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const disableTwoFactorRequest = z.object({
  password: loginPassword,
  code: authenticatorOrRecoveryCode,
});
export type DisableTwoFactorRequest = z.infer<typeof disableTwoFactorRequest>;

export const regenerateRecoveryCodesRequest = z.object({ code: authenticatorCode });
export type RegenerateRecoveryCodesRequest = z.infer<typeof regenerateRecoveryCodesRequest>;

/** Shows a recovery code as the person writes it down: xxxxx-xxxxx. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
