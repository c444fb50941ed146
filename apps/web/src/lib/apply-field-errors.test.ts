import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-client';
import type { FieldError as FormFieldError, UseFormReturn } from 'react-hook-form';
import { errorBesideFields, placeFieldErrors, unplacedErrorText } from './apply-field-errors';

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

describe('errorBesideFields', () => {
  type Fields = { firstName: string; mobileNumber: string };
  /** What applyFieldErrors needs of a react-hook-form form: its errors, set and read. */
  const formWith = (): Pick<UseFormReturn<Fields>, 'setError' | 'getFieldState'> => {
    const errors = new Map<string, FormFieldError>();
    return {
      setError: (name, error) => {
        errors.set(name, { type: error.type ?? '', message: error.message });
      },
      // The field's error read back as set (its type names a field path; any of these will do).
      getFieldState: ((name: string) => ({
        error: errors.get(name),
        invalid: errors.has(name),
        isDirty: false,
        isTouched: false,
        isValidating: false,
      })) as UseFormReturn<Fields>['getFieldState'],
    };
  };

  it('puts the messages on the inputs and has nothing left when they say it all', () => {
    const form = formWith();
    const error = new ApiError(409, 'conflict', taken, [{ path: 'mobileNumber', message: taken }]);
    expect(errorBesideFields(error, form, ['firstName', 'mobileNumber'])).toBeNull();
    expect(form.getFieldState('mobileNumber').error?.message).toBe(taken);
  });

  it('answers what no input can say', () => {
    const form = formWith();
    const error = new ApiError(400, 'validation_failed', 'Some fields are not valid', [
      { path: 'firstName', message: 'First Name is required' },
      { path: 'hospital.licence', message: 'Licence is required' },
    ]);
    expect(errorBesideFields(error, form, ['firstName', 'mobileNumber'])).toBe(
      'Some fields are not valid Licence is required',
    );
    expect(form.getFieldState('firstName').error?.message).toBe('First Name is required');
  });

  it('answers the message of an error that is not the API’s', () => {
    const offline = new Error('offline');
    expect(errorBesideFields(offline, formWith(), ['firstName'])).toBe(errorMessage(offline));
  });
});
