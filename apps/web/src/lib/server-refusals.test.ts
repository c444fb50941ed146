import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ServerRefusals } from './server-refusals';

type Values = { mobileNumber: string; firstName: string };

/** The form's own rules: only an empty first name is wrong. */
const rules: Resolver<Values, unknown, Values> = (values) =>
  Promise.resolve(
    values.firstName
      ? { values, errors: {} }
      : {
          values: {},
          errors: { firstName: { type: 'required', message: 'First Name is required' } },
        },
  ) as ReturnType<Resolver<Values, unknown, Values>>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('a value the server refused', () => {
  it('stays refused while the field holds it, whatever else the rules find', async () => {
    const refusals = new ServerRefusals<Values>();
    const resolve = refusals.keptBy(rules);
    refusals.remember('mobileNumber', '9876543210', 'duplicate', () => 'Taken already');

    const withOtherErrors = await resolve(
      { mobileNumber: '9876543210', firstName: '' },
      undefined,
      options,
    );
    expect(withOtherErrors.errors).toMatchObject({
      firstName: { message: 'First Name is required' },
      mobileNumber: { type: 'duplicate', message: 'Taken already' },
    });
    const alone = await resolve(
      { mobileNumber: '9876543210', firstName: 'Asha' },
      undefined,
      options,
    );
    expect(alone.values).toEqual({});
    expect(alone.errors).toMatchObject({ mobileNumber: { message: 'Taken already' } });

    // Another number is the rules' alone; the server accepting it forgets the refusal.
    const changed = await resolve(
      { mobileNumber: '9876543211', firstName: 'Asha' },
      undefined,
      options,
    );
    expect(changed.errors).toEqual({});
    refusals.forget('mobileNumber');
    const accepted = await resolve(
      { mobileNumber: '9876543210', firstName: 'Asha' },
      undefined,
      options,
    );
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual({ mobileNumber: '9876543210', firstName: 'Asha' });
  });
});
