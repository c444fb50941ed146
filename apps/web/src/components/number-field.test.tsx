import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { NumberField } from './number-field';

interface Values {
  cycles?: number;
  price?: number;
}

let latest: Values = {};
const remember = (values: Values) => {
  latest = values;
};

function CyclesForm({ saved }: { saved?: number }) {
  const form = useForm<Values>({ defaultValues: { cycles: saved } });
  const values = useWatch({ control: form.control });
  useEffect(() => remember(values), [values]);
  return <NumberField name="cycles" control={form.control} label="Proposed Cycles" />;
}

function PriceForm({ grouped }: { grouped: boolean }) {
  const form = useForm<Values>();
  const values = useWatch({ control: form.control });
  useEffect(() => remember(values), [values]);
  return <NumberField name="price" control={form.control} label="Price" grouped={grouped} />;
}

describe('NumberField', () => {
  it('stays empty when cleared again after an edit, so what is typed next is all it holds', async () => {
    const { user } = renderInApp(<CyclesForm saved={8} />);
    const cycles = screen.getByLabelText('Proposed Cycles');
    expect(cycles).toHaveValue('8');

    await user.clear(cycles);
    await user.type(cycles, '6');
    await user.tab();
    expect(cycles).toHaveValue('6');

    // The form's value is now empty: the field must not show the saved 8 again.
    await user.clear(cycles);
    expect(cycles).toHaveValue('');
    expect(latest.cycles).toBeUndefined();
    await user.type(cycles, '4');
    expect(cycles).toHaveValue('4');
    expect(latest.cycles).toBe(4);
  });

  it('shows a cleared field empty at once too', async () => {
    const { user } = renderInApp(<CyclesForm saved={25} />);
    const fractions = screen.getByLabelText('Proposed Cycles');
    await user.clear(fractions);
    await user.tab();
    expect(fractions).toHaveValue('');
    expect(latest.cycles).toBeUndefined();
  });

  it('groups an amount the Indian way and reads a typed or pasted comma as grouping', async () => {
    const { user } = renderInApp(<PriceForm grouped />);
    const price = screen.getByLabelText('Price');
    await user.type(price, '150000');
    expect(price).toHaveValue('1,50,000');
    expect(latest.price).toBe(150000);

    await user.clear(price);
    await user.type(price, '1,500.5');
    expect(price).toHaveValue('1,500.5');
    expect(latest.price).toBe(1500.5);

    await user.clear(price);
    await user.paste('1,500');
    expect(price).toHaveValue('1,500');
    expect(latest.price).toBe(1500);
  });

  it('reads a comma as a decimal point in a field that is not grouped', async () => {
    const { user } = renderInApp(<PriceForm grouped={false} />);
    const dose = screen.getByLabelText('Price');
    await user.type(dose, '6,5');
    expect(dose).toHaveValue('6.5');
    expect(latest.price).toBe(6.5);
  });
});
