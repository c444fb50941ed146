import { Select, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { selectListTextOnFocus } from './select-list-text-on-focus';

const CODES = ['C06.0 Cheek mucosa', 'C06.2 Retromolar area', 'C02.1 Border of tongue'];

function CodeForm() {
  return (
    <>
      <TextInput label="Pathology" />
      <Select label="Site code" data={CODES} defaultValue={CODES[0]} searchable />
      <Select label="Margins" data={['Free', 'Involved']} defaultValue="Free" />
    </>
  );
}

describe('a typeable drop-down list reached again', () => {
  let remove: () => void;
  beforeEach(() => {
    remove = selectListTextOnFocus();
  });
  afterEach(() => remove());

  it('selects the chosen name, so typing searches afresh instead of appending', async () => {
    const { user } = renderInApp(<CodeForm />, { session: null });
    const code = screen.getByRole<HTMLInputElement>('combobox', { name: 'Site code' });
    expect(code).toHaveValue('C06.0 Cheek mucosa');

    // Tabbing in selects a field's text in every browser; a click put the caret at the end.
    await user.click(screen.getByLabelText('Pathology'));
    await user.click(code);
    expect(code).toHaveFocus();
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, 'C06.0 Cheek mucosa'.length]);

    await user.keyboard('C06.2');
    expect(code).toHaveValue('C06.2');
    expect(await screen.findByRole('option', { name: 'C06.2 Retromolar area' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'C02.1 Border of tongue' })).toBeNull();
  });

  it('leaves a list one cannot type into as it is', async () => {
    const { user } = renderInApp(<CodeForm />, { session: null });
    const margins = screen.getByRole<HTMLInputElement>('combobox', { name: 'Margins' });
    await user.click(margins);
    expect(margins).toHaveFocus();
    expect(margins.selectionStart).toBe(margins.selectionEnd);
  });
});
