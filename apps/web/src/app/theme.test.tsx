import { MultiSelect, Select } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';

const sites = ['Breast', 'Lung', 'Oral cavity'];

/** A form with a list field and a text field, as the registration and clinical forms have. */
function renderForm(list: 'select' | 'multi') {
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  const view = renderInApp(
    <form onSubmit={onSubmit}>
      {list === 'select' ? (
        <Select label="Site" data={sites} searchable />
      ) : (
        <MultiSelect label="Clinics" data={sites} searchable />
      )}
      <input aria-label="City" />
      <button type="submit">Save</button>
    </form>,
  );
  return { ...view, onSubmit };
}

describe('the theme', () => {
  it.each(['select', 'multi'] as const)(
    'lets Enter in a %s that matched nothing submit nothing',
    async (list) => {
      const { user, onSubmit } = renderForm(list);
      const field = screen.getByRole('combobox', { name: list === 'select' ? 'Site' : 'Clinics' });
      await user.type(field, 'zzz{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();

      // A field that is not a list still submits on Enter, as forms do.
      await user.type(screen.getByLabelText('City'), 'Pune{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
    },
  );

  it('still picks the highlighted option on Enter, without submitting', async () => {
    const { user, onSubmit } = renderForm('select');
    const field = screen.getByRole('combobox', { name: 'Site' });
    await user.type(field, 'lun{ArrowDown}{Enter}');
    await waitFor(() => expect(field).toHaveValue('Lung'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
