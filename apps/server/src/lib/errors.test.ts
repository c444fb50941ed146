import { describe, expect, it } from 'vitest';
import { AppError, errors, isReferencedRowDeletion, isUniqueViolation } from './errors';

describe('errors', () => {
  it.each([
    [
      'unauthenticated',
      errors.unauthenticated(),
      401,
      'unauthenticated',
      'Please log in to continue.',
    ],
    ['forbidden', errors.forbidden(), 403, 'forbidden', 'You do not have permission to do this.'],
    ['notFound', errors.notFound(), 404, 'not_found', 'Not found.'],
    [
      'rateLimited',
      errors.rateLimited(),
      429,
      'rate_limited',
      'Too many requests. Please wait and try again.',
    ],
  ])('%s has its status, code and catalogue message', (_name, error, status, code, text) => {
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).toBe(text);
    expect(error.fieldErrors).toBeUndefined();
  });

  it('rateLimited can carry a more precise message', () => {
    const error = errors.rateLimited('otp.tooManySends');
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Too many OTP requests for this number. Please wait 15 minutes.');
  });

  it('invalidFields is a 400 carrying the field errors', () => {
    const error = errors.invalidFields([{ path: 'otp', message: 'Invalid Otp Number!' }]);
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.fieldErrors).toEqual([{ path: 'otp', message: 'Invalid Otp Number!' }]);
  });

  it('conflict and badRequest use the given catalogue entry and code', () => {
    const conflict = errors.conflict('mobile.duplicate', [{ path: 'mobileNumber', message: 'x' }]);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.message).toBe('Mobile number already register as UserName !');
    const bad = errors.badRequest('otp.resetTokenInvalid', 'reset_token_invalid');
    expect(bad.statusCode).toBe(400);
    expect(bad.code).toBe('reset_token_invalid');
  });
});

describe('isUniqueViolation', () => {
  const pgError = {
    code: '23505',
    constraint: 'users_mobile_number_unique',
    message: 'duplicate key',
  };

  it('recognises the Postgres error directly and wrapped as a cause', () => {
    expect(isUniqueViolation(pgError)).toBe(true);
    expect(isUniqueViolation({ message: 'Failed query', cause: pgError })).toBe(true);
  });

  it('checks the constraint name when one is given', () => {
    expect(isUniqueViolation(pgError, 'users_mobile_number_unique')).toBe(true);
    expect(isUniqueViolation(pgError, 'sessions_token_hash_unique')).toBe(false);
    expect(
      isUniqueViolation(
        {
          code: '23505',
          message: 'duplicate key value violates unique constraint "users_mobile_number_unique"',
        },
        'users_mobile_number_unique',
      ),
    ).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isUniqueViolation({ code: '23503', constraint: 'users_mobile_number_unique' })).toBe(
      false,
    );
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
  });
});

describe('isReferencedRowDeletion', () => {
  const deletion = {
    code: '23503',
    message:
      'update or delete on table "discount_codes" violates foreign key constraint "patients_discount_code_id_discount_codes_id_fk" on table "patients"',
  };

  it('recognises a delete refused by a foreign key, directly and wrapped as a cause', () => {
    expect(isReferencedRowDeletion(deletion)).toBe(true);
    expect(isReferencedRowDeletion({ message: 'Failed query', cause: deletion })).toBe(true);
  });

  it('ignores an insert naming a missing row, and other errors', () => {
    expect(
      isReferencedRowDeletion({
        code: '23503',
        message: 'insert or update on table "patients" violates foreign key constraint "x"',
      }),
    ).toBe(false);
    expect(isReferencedRowDeletion({ code: '23505', message: 'update or delete on' })).toBe(false);
  });
});
