import { z } from 'zod';
import { OTP_LENGTH, OTP_PATTERN, USER_TYPES } from '../constants';
import { LANGUAGE_CODES } from '../languages';
import { messageRef } from '../messages';
import {
  confirmPassword,
  loginPassword,
  mobileNumber,
  newPassword,
  serverText,
  withMatchingPasswords,
} from './common';

export const loginRequest = z.object({
  mobileNumber,
  password: loginPassword,
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const otp = z
  .string({ error: messageRef('otp.required') })
  .trim()
  .min(1, messageRef('otp.required'))
  .length(OTP_LENGTH, messageRef('otp.invalid'))
  .regex(OTP_PATTERN, messageRef('otp.invalid'));

export const sendOtpRequest = z.object({ mobileNumber });
export type SendOtpRequest = z.infer<typeof sendOtpRequest>;

export const verifyOtpRequest = z.object({ mobileNumber, otp });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequest>;

export const verifyOtpResponse = z.object({
  resetToken: z.string(),
  ...serverText,
});

export const passwordPair = withMatchingPasswords(z.object({ newPassword, confirmPassword }));
export type PasswordPair = z.infer<typeof passwordPair>;

/** A password-reset token as the server makes them: a shorter or longer one is a broken link. */
export const resetToken = z.string().min(16).max(200);

export const resetPasswordRequest = withMatchingPasswords(
  z.object({ resetToken, newPassword, confirmPassword }),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const changePasswordRequest = withMatchingPasswords(
  z.object({
    oldPassword: z
      .string({ error: messageRef('password.oldRequired') })
      .min(1, messageRef('password.oldRequired'))
      .max(200),
    newPassword,
    confirmPassword,
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Who is logged in, as the server knows it. Everything the header, guard and routing need. */
export const sessionUser = z.object({
  id: z.number().int(),
  mobileNumber: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  userType: z.enum(USER_TYPES),
  isSuperAdmin: z.boolean(),
  isHospitalAdmin: z.boolean(),
  isLoginActive: z.boolean(),
  doctorId: z.number().int().nullable(),
  hospitalId: z.number().int().nullable(),
  hospitalName: z.string().nullable(),
  chiefAdminName: z.string().nullable(),
  hasActiveSubscription: z.boolean(),
  remainingPatientQuota: z.number().int(),
  permissions: z.array(z.string()),
  /** An authenticator app is set up: every login asks for its code after the password. */
  twoFactorEnabled: z.boolean(),
  /** The language the person chose in the header; null until they choose one. */
  language: z.enum(LANGUAGE_CODES).nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionResponse = z.object({
  user: sessionUser,
  demoMode: z.boolean(),
  /**
   * Production, a super admin without two-factor: every route but the enrolment answers 403
   * two_factor_enrolment_required until it is set up.
   */
  twoFactorEnrolmentRequired: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/**
 * GET /auth/session: the session, or `user: null` for a visitor without one (a 200, so a public
 * page's check costs the visitor no failed request).
 */
export const sessionState = sessionResponse.extend({ user: sessionUser.nullable() });
export type SessionState = z.infer<typeof sessionState>;

/** PUT /auth/language: the language a logged-in person reads the portal in, kept for every device. */
export const languageRequest = z.object({
  language: z.enum(LANGUAGE_CODES, { error: messageRef('common.chooseFromList') }),
});
export type LanguageRequest = z.infer<typeof languageRequest>;

/** A logged-in person asks to move their login to a new number: their password, then a code. */
export const mobileChangeCodeRequest = z.object({
  newMobileNumber: mobileNumber,
  password: loginPassword,
});
export type MobileChangeCodeRequest = z.infer<typeof mobileChangeCodeRequest>;

/** The code sent to the new number confirms the change. */
export const mobileChangeRequest = z.object({ newMobileNumber: mobileNumber, otp });
export type MobileChangeRequest = z.infer<typeof mobileChangeRequest>;

/** A confirmed change answers the session with the new number, and what to tell the person. */
export const mobileChangeResponse = sessionResponse.extend(serverText);
