import { Button, Select } from '@mantine/core';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { openListsFromKeyboard } from './open-list-from-keyboard';

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
    remove = openListsFromKeyboard();
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

describe('Down or Up on a closed drop-down list', () => {
  let remove: () => void;
  beforeEach(() => {
    remove = openListsFromKeyboard();
  });
  afterEach(() => remove());

  /** A list as ours are: its options mount only when it opens. */
  function ReminderTime({ value }: { value: string }) {
    return (
      <Select
        label="Reminder time"
        data={['08:00', '09:00', '10:00', '11:00']}
        defaultValue={value}
        comboboxProps={closedDropdownUnmounted}
      />
    );
  }

  it.each([
    ['{ArrowDown}{ArrowDown}{Enter}', '10:00'],
    ['{ArrowUp}{ArrowUp}{Enter}', '08:00'],
    ['{ArrowDown}{ArrowDown}{ArrowDown}{Enter}', '11:00'],
  ])('%s moves on from the chosen option (09:00) to %s', async (keys, chosen) => {
    const { user } = renderInApp(<ReminderTime value="09:00" />, { session: null });
    const field = screen.getByRole('combobox', { name: 'Reminder time' });
    field.focus();
    await user.keyboard(keys);
    expect(field).toHaveValue(chosen);
  });

  it('leaves a list without a choice to start at its first option', async () => {
    const { user } = renderInApp(
      <Select label="Stage" data={['Early', 'Advance']} comboboxProps={closedDropdownUnmounted} />,
      { session: null },
    );
    const field = screen.getByRole('combobox', { name: 'Stage' });
    field.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(field).toHaveValue('Early');
  });
});
