import { describe, expect, it } from 'vitest';
import { englishText } from '../all-messages';
import type { z } from 'zod';
import {
  authenticatorCode,
  authenticatorOrRecoveryCode,
  disableTwoFactorRequest,
  formatRecoveryCode,
  loginResponse,
  recoveryCode,
  twoFactorLoginRequest,
  twoFactorRecoveryLoginRequest,
} from './two-factor';
import { isTwoFactorChallenge } from '../login-outcome';

function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: englishText(issue.message),
      }));
}
const messagesOf = (schema: z.ZodType, value: unknown) =>
  new Set(issuesOf(schema, value).map((issue) => englishText(issue.message)));

const CHALLENGE = 'c'.repeat(43);

describe('authenticatorCode', () => {
  it('accepts six digits, with the spaces an app shows dropped', () => {
    expect(authenticatorCode.parse('123456')).toBe('123456');
    expect(authenticatorCode.parse(' 123 456 ')).toBe('123456');
    expect(authenticatorCode.parse('000000')).toBe('000000');
  });

  it('asks for the code when it is empty or missing', () => {
    for (const value of ['', '   ', undefined]) {
      expect(messagesOf(authenticatorCode, value)).toEqual(
        new Set(['Enter the 6-digit code from your authenticator app']),
      );
    }
  });

  it.each(['12345', '1234567', '12a456', '１２３４５６', 'abcde-23456'])(
    'refuses %j with one message',
    (value) => {
      expect(messagesOf(authenticatorCode, value)).toEqual(
        new Set(['The code is the 6 digits your authenticator app shows']),
      );
    },
  );
});

describe('recoveryCode', () => {
  it('accepts a code with or without its dash, in any case', () => {
    expect(recoveryCode.parse('abcde-23456')).toBe('abcde23456');
    expect(recoveryCode.parse(' ABCDE 23456 ')).toBe('abcde23456');
    expect(recoveryCode.parse('zzzzz99999')).toBe('zzzzz99999');
  });

  it('refuses look-alike characters and other lengths', () => {
    for (const value of [
      'abcde-2345',
      'abcde-234567',
      'abcdo-23456',
      'abcde-23410',
      'ilove-23456',
    ]) {
      expect(messagesOf(recoveryCode, value)).toEqual(
        new Set(['A recovery code has 10 letters and digits, like abcde-23456']),
      );
    }
  });

  it('asks for a code when it is empty', () => {
    expect(messagesOf(recoveryCode, '')).toEqual(new Set(['Enter one of your recovery codes']));
  });

  it('formats a stored code for reading', () => {
    expect(formatRecoveryCode('abcde23456')).toBe('abcde-23456');
  });
});

describe('authenticatorOrRecoveryCode', () => {
  it('accepts either kind', () => {
    expect(authenticatorOrRecoveryCode.parse('123 456')).toBe('123456');
    expect(authenticatorOrRecoveryCode.parse('ABCDE-23456')).toBe('abcde23456');
  });

  it('refuses anything else with one message', () => {
    expect(messagesOf(authenticatorOrRecoveryCode, '12345')).toEqual(
      new Set([
        'Enter the 6 digits your authenticator app shows, or a recovery code like abcde-23456',
      ]),
    );
    expect(messagesOf(authenticatorOrRecoveryCode, '')).toEqual(
      new Set(['Enter a code from your authenticator app or a recovery code']),
    );
  });
});

describe('second-step and account requests', () => {
  it('names each invalid field', () => {
    expect(issuesOf(twoFactorLoginRequest, { challenge: 'short', code: '12' })).toEqual([
      expect.objectContaining({ path: 'challenge' }),
      { path: 'code', message: 'The code is the 6 digits your authenticator app shows' },
    ]);
    expect(issuesOf(twoFactorRecoveryLoginRequest, { challenge: CHALLENGE })).toEqual([
      { path: 'recoveryCode', message: 'Enter one of your recovery codes' },
    ]);
    expect(issuesOf(disableTwoFactorRequest, {})).toEqual([
      { path: 'password', message: 'Password is required' },
      { path: 'code', message: 'Enter a code from your authenticator app or a recovery code' },
    ]);
  });
});

describe('loginResponse', () => {
  it('tells a challenge from a session', () => {
    const challenge = loginResponse.parse({
      twoFactorRequired: true,
      challenge: CHALLENGE,
      expiresIn: 300,
    });
    expect(isTwoFactorChallenge(challenge)).toBe(true);
    expect(loginResponse.safeParse({ twoFactorRequired: false, challenge: 'x' }).success).toBe(
      false,
    );
  });
});
