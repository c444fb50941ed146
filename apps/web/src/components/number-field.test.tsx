import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { NumberField } from './number-field';

interface Values {
  cycles?: number;
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
});
