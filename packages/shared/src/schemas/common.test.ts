import { describe, expect, it } from 'vitest';
import { englishText, messages } from '../all-messages';
import { messageRef } from '../messages';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  calendarDay,
  confirmPassword,
  email,
  errorResponse,
  idParam,
  loginPassword,
  mobileNumber,
  newPassword,
  optionalEmail,
  optionalText,
  pagedResponse,
  pageQuery,
} from './common';
import { namedItem } from './locations';

/** The messages of a failed parse, in the order zod reports them (the form shows the first). */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => englishText(issue.message));
}

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

describe('mobileNumber', () => {
  it.each(['9876543210', '6000000000', '7999999999', '8123456789'])('accepts %s', (value) => {
    expect(mobileNumber.parse(value)).toBe(value);
  });

  it('trims surrounding spaces before checking', () => {
    expect(mobileNumber.parse('  9876543210 ')).toBe('9876543210');
  });

  it.each([undefined, null, 9876543210])(
    'says "required" for a missing or non-text value (%s)',
    (value) => {
      expect(messagesOf(mobileNumber, value)[0]).toBe('Mobile Number is required');
    },
  );

  it('says "required" first for an empty or blank value', () => {
    expect(messagesOf(mobileNumber, '')[0]).toBe('Mobile Number is required');
    expect(messagesOf(mobileNumber, '   ')[0]).toBe('Mobile Number is required');
  });

  it.each(['987654321', '98765432101', '9', '987654321012345'])(
    'says "must be 10 digit" for %s',
    (value) => {
      expect(messagesOf(mobileNumber, value)[0]).toBe('Mobile Number must be 10 digit');
    },
  );

  it.each(['5876543210', '0876543210', '1234567890', '98765o4321', '+919876543', '98765-4321'])(
    'says "Invalid Mobile number" for %s',
    (value) => {
      expect(messagesOf(mobileNumber, value)).toContain('Invalid Mobile number');
    },
  );

  it('accepts every 10-digit string that starts with 6, 7, 8 or 9', () => {
    fc.assert(
      fc.property(fc.constantFrom('6', '7', '8', '9'), digits(9), (first, rest) => {
        expect(mobileNumber.safeParse(first + rest).success).toBe(true);
      }),
    );
  });

  it('refuses every 10-digit string that starts with 0 to 5', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '1', '2', '3', '4', '5'), digits(9), (first, rest) => {
        expect(messagesOf(mobileNumber, first + rest)).toEqual(['Invalid Mobile number']);
      }),
    );
  });

  it('refuses every digit string whose length is not 10', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }).filter((length) => length !== 10),
        fc.nat(),
        (length, seed) => {
          const value = ('9' + String(seed).padStart(20, '7')).slice(0, length);
          expect(messagesOf(mobileNumber, value)).toContain('Mobile Number must be 10 digit');
        },
      ),
    );
  });
});

describe('newPassword (one policy: 8 to 64, capital, number, special)', () => {
  it.each(['Abcdef1!', 'Test@12345', 'P@ssw0rd', 'Zz9 zzzz', `A1!${'x'.repeat(61)}`])(
    'accepts %s',
    (value) => {
      expect(newPassword.parse(value)).toBe(value);
    },
  );

  it('is exactly 64 at most and 8 at least', () => {
    expect(newPassword.safeParse(`A1!${'x'.repeat(61)}`).success).toBe(true);
    expect(messagesOf(newPassword, `A1!${'x'.repeat(62)}`)).toEqual([
      'Maximum 64 characters password',
    ]);
    expect(newPassword.safeParse('Abcde1!x').success).toBe(true);
    expect(messagesOf(newPassword, 'Abcd1!x')).toEqual(['Minimum 8 characters password']);
  });

  it('says "required" for an empty or missing password', () => {
    expect(messagesOf(newPassword, '')[0]).toBe('Password is required');
    expect(messagesOf(newPassword, undefined)[0]).toBe('Password is required');
  });

  it.each([
    ['no capital letter', 'abcdef1!'],
    ['no number', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['letters only', 'ABCDEFGHIJ'],
  ])('refuses a password with %s', (_reason, value) => {
    expect(messagesOf(newPassword, value)).toEqual([
      'Invalid Password: use a capital letter, a number and a special character',
    ]);
  });

  it('does not trim: spaces are part of the password', () => {
    expect(newPassword.parse(' Abcdef1! ')).toBe(' Abcdef1! ');
  });

  it('accepts any 8-to-64 character password holding a capital, a digit and a special character', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
          minLength: 5,
          maxLength: 61,
        }),
        fc.constantFrom(...'ABCXYZ'),
        fc.constantFrom(...'0123456789'),
        fc.constantFrom(...'!@#$%^&*()_-+=.,'),
        (rest, capital, digit, special) => {
          expect(newPassword.safeParse(`${rest}${capital}${digit}${special}`).success).toBe(true);
        },
      ),
    );
  });
});

describe('loginPassword', () => {
  it('checks only the length: any 8-character text is accepted', () => {
    expect(loginPassword.parse('abcdefgh')).toBe('abcdefgh');
  });

  it('refuses shorter than 8, longer than 64, and empty', () => {
    expect(messagesOf(loginPassword, 'abcdefg')).toEqual(['Minimum 8 characters password']);
    expect(messagesOf(loginPassword, 'a'.repeat(65))).toEqual(['Maximum 64 characters password']);
    expect(messagesOf(loginPassword, '')[0]).toBe('Password is required');
  });
});

describe('confirmPassword', () => {
  it('is required', () => {
    expect(messagesOf(confirmPassword, '')).toEqual(['Confirm Password is required']);
    expect(messagesOf(confirmPassword, undefined)).toEqual(['Confirm Password is required']);
    expect(confirmPassword.parse('x')).toBe('x');
  });
});

describe('email and optionalEmail', () => {
  const fifty = `${'a'.repeat(39)}@example.in`; // 39 + 11 = 50 characters

  it('accepts a valid address up to the maximum, trimmed', () => {
    expect(fifty).toHaveLength(50);
    expect(email(50).parse(fifty)).toBe(fifty);
    expect(email(50).parse(' doctor@example.in ')).toBe('doctor@example.in');
  });

  it('refuses an address over the maximum and an invalid one', () => {
    expect(messagesOf(email(50), `a${fifty}`)[0]).toBe('Email Id can be at most 50 characters');
    expect(messagesOf(email(50), 'not-an-email')).toEqual(['Invalid Email Id']);
    expect(messagesOf(email(50), 'doctor@')).toEqual(['Invalid Email Id']);
  });

  it('optionalEmail turns empty into undefined and still checks a given value', () => {
    expect(optionalEmail(50).parse(undefined)).toBeUndefined();
    expect(optionalEmail(50).parse('')).toBeUndefined();
    expect(optionalEmail(50).parse('  ')).toBeUndefined();
    expect(optionalEmail(50).parse('x@example.in')).toBe('x@example.in');
    expect(messagesOf(optionalEmail(50), 'x@')).toEqual(['Invalid Email Id']);
    expect(messagesOf(optionalEmail(50), `a${fifty}`)[0]).toBe(
      'Email Id can be at most 50 characters',
    );
  });
});

describe('optionalText', () => {
  it('accepts up to the maximum and turns empty into undefined', () => {
    const text = optionalText(5, 'too long');
    expect(text.parse('abcde')).toBe('abcde');
    expect(text.parse(' abc ')).toBe('abc');
    expect(text.parse('')).toBeUndefined();
    expect(text.parse(undefined)).toBeUndefined();
    expect(messagesOf(text, 'abcdef')).toEqual(['too long']);
  });
});

describe('idParam', () => {
  it('coerces a positive integer from a path segment', () => {
    expect(idParam.parse('101')).toBe(101);
    expect(idParam.parse(12)).toBe(12);
  });

  it.each(['0', '-1', '1.5', 'abc', ''])('refuses %j', (value) => {
    expect(idParam.safeParse(value).success).toBe(false);
  });
});

describe('pageQuery and pagedResponse', () => {
  it('defaults to page 1 of 10 rows and coerces query strings', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(pageQuery.parse({ page: '3', pageSize: '25' })).toEqual({ page: 3, pageSize: 25 });
  });

  it('refuses page 0 and page sizes outside 1..100', () => {
    expect(pageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuery.safeParse({ pageSize: '0' }).success).toBe(false);
    expect(pageQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(pageQuery.safeParse({ pageSize: '100' }).success).toBe(true);
  });

  it('describes { data, recordsTotal, recordsFiltered }', () => {
    const page = pagedResponse(namedItem);
    expect(
      page.safeParse({ data: [{ id: 1, name: 'x' }], recordsTotal: 1, recordsFiltered: 1 }).success,
    ).toBe(true);
    expect(page.safeParse({ data: [{ id: 1 }], recordsTotal: 1, recordsFiltered: 1 }).success).toBe(
      false,
    );
    expect(page.safeParse({ data: [], recordsTotal: 0 }).success).toBe(false);
  });
});

describe('calendarDay', () => {
  const day = calendarDay(messageRef('audit.dateInvalid'));

  it('takes a day the calendar has, leap days included', () => {
    expect(day.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('says a day the calendar lacks is not a date', () => {
    expect(messagesOf(day, '2025-02-29')).toEqual([messages['audit.dateInvalid']]);
  });

  it('gives a malformed day one message, the format', () => {
    for (const value of ['29-02-2025', '2025-2-1', 'yesterday', '']) {
      expect(messagesOf(day, value)).toEqual([messages['common.dateInvalid']]);
    }
  });
});

describe('errorResponse', () => {
  it('is the one error shape, field errors optional', () => {
    expect(errorResponse.safeParse({ error: { code: 'x', message: 'y' } }).success).toBe(true);
    expect(
      errorResponse.safeParse({
        error: { code: 'x', message: 'y', fieldErrors: [{ path: 'a.b', message: 'z' }] },
      }).success,
    ).toBe(true);
    expect(errorResponse.safeParse({ error: { code: 'x' } }).success).toBe(false);
    expect(errorResponse.safeParse({ message: 'y' }).success).toBe(false);
  });
});
