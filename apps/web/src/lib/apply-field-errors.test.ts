import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { placeFieldErrors, unplacedErrorText } from './apply-field-errors';

const taken = 'Mobile number already register as UserName !';

describe('what a form says beside its inputs after the server refused a save', () => {
  it('leaves out the server’s sentence when an input shows it already', () => {
    const error = new ApiError(409, 'conflict', taken, [{ path: 'mobileNumber', message: taken }]);
    expect(unplacedErrorText(error, placeFieldErrors(error, ['mobileNumber']))).toBe('');
  });

  it('keeps a sentence no input says, and the messages no input could take', () => {
    const error = new ApiError(400, 'validation_failed', 'Some fields are not valid', [
      { path: 'firstName', message: 'First Name is required' },
      { path: 'hospital.licence', message: 'Licence is required' },
    ]);
    expect(unplacedErrorText(error, placeFieldErrors(error, ['firstName']))).toBe(
      'Some fields are not valid Licence is required',
    );
  });

  it('says the server’s sentence when no input can show it', () => {
    const error = new ApiError(409, 'conflict', taken, [{ path: 'mobileNumber', message: taken }]);
    expect(unplacedErrorText(error, placeFieldErrors(error, ['firstName']))).toBe(taken);
  });
});
