import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { mobileInputProps, nationalMobile } from './mobile-input-props';

describe('nationalMobile', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['9876543210', '9876543210'],
  ])('reads %s as %s', (pasted, mobile) => {
    expect(nationalMobile(pasted)).toBe(mobile);
  });

  it.each(['98765', '+1 415 555 0100 22', 'call me', '00919876543210'])(
    'leaves %s to be pasted as it is',
    (pasted) => {
      expect(nationalMobile(pasted)).toBeNull();
    },
  );
});

function MobileForm({ seen }: { seen: (value: string) => void }) {
  const { register, control } = useForm({ defaultValues: { mobile: '' } });
  seen(useWatch({ control, name: 'mobile' }));
  return <TextInput label="Mobile Number" {...register('mobile')} {...mobileInputProps} />;
}

describe('a mobile number field', () => {
  it('takes a pasted +91 number as its ten digits, and the form hears of them', async () => {
    const values: string[] = [];
    const { user } = renderInApp(<MobileForm seen={(value) => values.push(value)} />, {
      session: null,
    });
    const field = screen.getByLabelText('Mobile Number');
    await user.click(field);
    await user.paste('+91 98765 43210');
    expect(field).toHaveValue('9876543210');
    expect(values.at(-1)).toBe('9876543210');
  });

  it.each([
    ['98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
  ])('takes %s typed key by key as its ten digits', async (typed, mobile) => {
    const values: string[] = [];
    const { user } = renderInApp(<MobileForm seen={(value) => values.push(value)} />, {
      session: null,
    });
    const field = screen.getByLabelText('Mobile Number');
    await user.type(field, typed);
    expect(field).toHaveValue(mobile);
    expect(values.at(-1)).toBe(mobile);
  });

  it('keeps a number typed in part as it is, for its rule to judge', async () => {
    const { user } = renderInApp(<MobileForm seen={() => {}} />, { session: null });
    const field = screen.getByLabelText('Mobile Number');
    await user.type(field, '98765 4321');
    expect(field).toHaveValue('98765 4321');
  });
});
