import { NumberInput, PasswordInput, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mobileInputProps } from '@/components/mobile-input-props';
import { renderInApp } from '../../test/render';
import { latinDigits, latinDigitsInDigitFields } from './latin-digits';

describe('latinDigits', () => {
  it('reads the digits of every Indian script as 0-9 and leaves other text alone', () => {
    expect(latinDigits('९८७६५४३२१०')).toBe('9876543210'); // Devanagari
    expect(latinDigits('૯૮૭૬૫૪૩૨૧૦')).toBe('9876543210'); // Gujarati
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789'); // Bengali
    expect(latinDigits('௦௧௨௩௪௫௬௭௮௯')).toBe('0123456789'); // Tamil
    expect(latinDigits('൦൧൨൩൪൫൬൭൮൯')).toBe('0123456789'); // Malayalam
    expect(latinDigits('+९१ 98765-४३२१०')).toBe('+91 98765-43210');
    expect(latinDigits('राम ४ Ram')).toBe('राम 4 Ram');
  });
});

/** A form's fields as the forms hold them: what each onChange was last given. */
function Fields() {
  const [mobile, setMobile] = useState('');
  const [count, setCount] = useState<string | number>('');
  const [password, setPassword] = useState('');
  return (
    <>
      <TextInput
        label="Mobile Number"
        value={mobile}
        onChange={(event) => setMobile(event.currentTarget.value)}
        {...mobileInputProps}
      />
      <output aria-label="mobile held">{mobile}</output>
      <NumberInput label="Number of users" value={count} onChange={setCount} />
      <output aria-label="count held">{String(count)}</output>
      <PasswordInput
        label="Password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <output aria-label="password held">{password}</output>
    </>
  );
}

describe('a field for digits typed on a Hindi or Gujarati keyboard', () => {
  let remove: () => void;
  beforeEach(() => {
    remove = latinDigitsInDigitFields();
  });
  afterEach(() => remove());

  it('holds 0-9, and the form is given 0-9', async () => {
    const { user } = renderInApp(<Fields />, { session: null });
    await user.type(screen.getByLabelText('Mobile Number'), '९८७६५૪૩૨૧૦');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('mobile held')).toHaveTextContent(/^9876543210$/);

    await user.type(screen.getByLabelText('Number of users'), '२५');
    expect(screen.getByLabelText('Number of users')).toHaveValue('25');
    expect(screen.getByLabelText('count held')).toHaveTextContent(/^25$/);
  });

  it('keeps the caret where the digit was typed', async () => {
    const { user } = renderInApp(<Fields />, { session: null });
    const mobile = screen.getByLabelText<HTMLInputElement>('Mobile Number');
    await user.type(mobile, '98765');
    mobile.setSelectionRange(2, 2);
    await user.keyboard('४');
    expect(mobile).toHaveValue('984765');
    expect(mobile.selectionStart).toBe(3);
  });

  it('leaves a password as typed: its digits are its own', async () => {
    const { user } = renderInApp(<Fields />, { session: null });
    await user.type(screen.getByLabelText('Password'), 'राम@४२');
    expect(screen.getByLabelText('password held')).toHaveTextContent(/^राम@४२$/);
  });
});
