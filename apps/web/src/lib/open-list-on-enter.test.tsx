import { Button, Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { openListsOnEnter } from './open-list-on-enter';

function DistrictForm({ onSubmit }: { onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {/* Searchable, as District is: Mantine opens a plain Select on Enter, not this one. */}
      <Select label="District" data={['Ahmedabad', 'Surat']} searchable />
      <Button type="submit">Register</Button>
    </form>
  );
}

describe('Enter on a closed drop-down list', () => {
  let remove: () => void;
  beforeEach(() => {
    remove = openListsOnEnter();
  });
  afterEach(() => remove());

  it('opens the list instead of submitting the form; on the open list it chooses', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInApp(<DistrictForm onSubmit={onSubmit} />, { session: null });
    const district = screen.getByRole('combobox', { name: 'District' });
    district.focus();
    // The browser submits a form on an Enter whose default is not prevented.
    const enter = new KeyboardEvent('keydown', {
      key: 'Enter',
      code: 'Enter',
      bubbles: true,
      cancelable: true,
    });
    district.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(await screen.findByRole('option', { name: 'Ahmedabad' })).toBeVisible();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(district).toHaveValue('Ahmedabad');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
