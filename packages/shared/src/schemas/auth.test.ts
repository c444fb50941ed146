import { describe, expect, it } from 'vitest';
import { englishText } from '../all-messages';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  changePasswordRequest,
  loginRequest,
  otp,
  passwordPair,
  resetPasswordRequest,
  sendOtpRequest,
  sessionUser,
  verifyOtpRequest,
} from './auth';

function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: englishText(issue.message),
      }));
}

const MISMATCH = 'Password Not Match.';

describe('otp', () => {
  it('accepts exactly six digits, trimmed', () => {
    expect(otp.parse('123456')).toBe('123456');
    expect(otp.parse('000000')).toBe('000000');
    expect(otp.parse(' 654321 ')).toBe('654321');
  });

  it('says "OTP Number is required" when empty or missing', () => {
    expect(issuesOf(otp, '')[0]?.message).toBe('OTP Number is required');
    expect(issuesOf(otp, undefined)[0]?.message).toBe('OTP Number is required');
  });

  it.each(['12345', '1234567', '12a456', '12 456', '１２３４５６'])(
    'says "Invalid OTP Number" for %j',
    (value) => {
      const messages = issuesOf(otp, value).map((issue) => englishText(issue.message));
      expect(messages.length).toBeGreaterThan(0);
      expect(new Set(messages)).toEqual(new Set(['Invalid OTP Number']));
    },
  );

  it('accepts every six-digit string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (value) => {
        expect(otp.safeParse(String(value).padStart(6, '0')).success).toBe(true);
      }),
    );
  });
});

describe('loginRequest', () => {
  it('accepts a valid mobile number and an 8+ character password', () => {
    expect(loginRequest.parse({ mobileNumber: '9876543210', password: 'whatever1' })).toEqual({
      mobileNumber: '9876543210',
      password: 'whatever1',
    });
  });

  it('names each invalid field', () => {
    expect(issuesOf(loginRequest, { mobileNumber: '12345', password: 'short' })).toEqual([
      { path: 'mobileNumber', message: 'Mobile Number must be 10 digit' },
      { path: 'mobileNumber', message: 'Invalid Mobile number' },
      { path: 'password', message: 'Minimum 8 characters password' },
    ]);
    expect(issuesOf(loginRequest, {})).toEqual([
      { path: 'mobileNumber', message: 'Mobile Number is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });
});

describe('sendOtpRequest and verifyOtpRequest', () => {
  it('need a valid mobile number, and verify also a six-digit code', () => {
    expect(sendOtpRequest.safeParse({ mobileNumber: '9876543210' }).success).toBe(true);
    expect(issuesOf(sendOtpRequest, { mobileNumber: '5876543210' })).toEqual([
      { path: 'mobileNumber', message: 'Invalid Mobile number' },
    ]);
    expect(verifyOtpRequest.safeParse({ mobileNumber: '9876543210', otp: '123456' }).success).toBe(
      true,
    );
    expect(issuesOf(verifyOtpRequest, { mobileNumber: '9876543210', otp: '' })[0]).toEqual({
      path: 'otp',
      message: 'OTP Number is required',
    });
  });
});

describe('passwordPair', () => {
  it('accepts matching strong passwords', () => {
    expect(
      passwordPair.safeParse({ newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).success,
    ).toBe(true);
  });

  it('reports a mismatch on confirmPassword', () => {
    expect(
      issuesOf(passwordPair, { newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' }),
    ).toEqual([{ path: 'confirmPassword', message: MISMATCH }]);
  });

  it('applies the policy to the new password', () => {
    expect(
      issuesOf(passwordPair, { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual([
      {
        path: 'newPassword',
        message: 'Invalid Password: use a capital letter, a number and a special character',
      },
    ]);
  });
});

describe('changePasswordRequest', () => {
  const valid = {
    oldPassword: 'Old@12345',
    newPassword: 'New@12345',
    confirmPassword: 'New@12345',
  };

  it('accepts a valid change', () => {
    expect(changePasswordRequest.parse(valid)).toEqual(valid);
  });

  it('needs the old password', () => {
    expect(issuesOf(changePasswordRequest, { ...valid, oldPassword: '' })).toEqual([
      { path: 'oldPassword', message: 'Old Password is required' },
    ]);
    expect(
      issuesOf(changePasswordRequest, {
        newPassword: valid.newPassword,
        confirmPassword: valid.confirmPassword,
      }),
    ).toEqual([{ path: 'oldPassword', message: 'Old Password is required' }]);
  });

  it("reports 'Password Not Match.' on confirmPassword", () => {
    expect(issuesOf(changePasswordRequest, { ...valid, confirmPassword: 'New@123456' })).toEqual([
      { path: 'confirmPassword', message: MISMATCH },
    ]);
  });

  it('refuses a weak or over-long new password', () => {
    const weak = issuesOf(changePasswordRequest, {
      ...valid,
      newPassword: 'new12345',
      confirmPassword: 'new12345',
    });
    expect(weak.map((issue) => issue.path)).toEqual(['newPassword']);
    const long = `A1!${'x'.repeat(62)}`;
    expect(
      issuesOf(changePasswordRequest, { ...valid, newPassword: long, confirmPassword: long }),
    ).toEqual([{ path: 'newPassword', message: 'Maximum 64 characters password' }]);
  });

  it('needs the confirmation', () => {
    const issues = issuesOf(changePasswordRequest, { ...valid, confirmPassword: '' });
    expect(issues[0]).toEqual({ path: 'confirmPassword', message: 'Confirm Password is required' });
    expect(issues.every((issue) => issue.path === 'confirmPassword')).toBe(true);
  });
});

describe('resetPasswordRequest', () => {
  const token = 'a'.repeat(43);
  const valid = { resetToken: token, newPassword: 'Reset@123', confirmPassword: 'Reset@123' };

  it('accepts a token with matching strong passwords', () => {
    expect(resetPasswordRequest.parse(valid)).toEqual(valid);
  });

  it('refuses a too short or too long token', () => {
    expect(
      issuesOf(resetPasswordRequest, { ...valid, resetToken: 'a'.repeat(15) }).map((i) => i.path),
    ).toEqual(['resetToken']);
    expect(
      issuesOf(resetPasswordRequest, { ...valid, resetToken: 'a'.repeat(201) }).map((i) => i.path),
    ).toEqual(['resetToken']);
    expect(resetPasswordRequest.safeParse({ ...valid, resetToken: 'a'.repeat(16) }).success).toBe(
      true,
    );
  });

  it('reports a mismatch on confirmPassword and applies the policy', () => {
    expect(issuesOf(resetPasswordRequest, { ...valid, confirmPassword: 'Reset@124' })).toEqual([
      { path: 'confirmPassword', message: MISMATCH },
    ]);
    expect(
      issuesOf(resetPasswordRequest, {
        ...valid,
        newPassword: 'Reset1',
        confirmPassword: 'Reset1',
      })[0],
    ).toEqual({
      path: 'newPassword',
      message: 'Minimum 8 characters password',
    });
  });
});

describe('sessionUser', () => {
  const user = {
    id: 1,
    mobileNumber: '9876543210',
    firstName: 'Asha',
    fullName: 'Dr. Asha Patel',
    userType: 'doctor',
    isSuperAdmin: false,
    isHospitalAdmin: true,
    isLoginActive: true,
    doctorId: 3,
    hospitalId: 4,
    hospitalName: 'City Cancer Hospital',
    chiefAdminName: 'Dr. Asha Patel',
    hasActiveSubscription: false,
    remainingPatientQuota: 0,
    permissions: ['read:own-account'],
    twoFactorEnabled: false,
    language: null,
  };

  it('accepts a complete user and refuses an unknown user type', () => {
    expect(sessionUser.safeParse(user).success).toBe(true);
    expect(sessionUser.safeParse({ ...user, twoFactorEnabled: undefined }).success).toBe(false);
    expect(sessionUser.safeParse({ ...user, userType: 'hacker' }).success).toBe(false);
    expect(sessionUser.safeParse({ ...user, hospitalId: undefined }).success).toBe(false);
  });
});
