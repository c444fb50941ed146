import { Select, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { openListsOnShiftedPress } from './open-list-on-shifted-press';

function press(down: Element, up: Element) {
  down.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
  up.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, button: 0 }));
}

describe('a press on a list that the page moved before the release', () => {
  let remove: () => void;
  beforeEach(() => {
    remove = openListsOnShiftedPress();
  });
  afterEach(() => remove());

  it('still opens the list', async () => {
    renderInApp(
      <div>
        <TextInput label="First Name" error="First Name is required" />
        <Select label="Gender" data={['Male', 'Female']} />
      </div>,
      { session: null },
    );
    const gender = screen.getByRole('combobox', { name: 'Gender' });
    // The release lands on the message that pushed the list down.
    press(gender, screen.getByText('First Name is required'));
    expect(await screen.findByRole('option', { name: 'Female' })).toBeVisible();
  });

  it('leaves a press that starts elsewhere alone', async () => {
    renderInApp(
      <div>
        <TextInput label="First Name" />
        <Select label="Gender" data={['Male', 'Female']} />
      </div>,
      { session: null },
    );
    press(screen.getByLabelText('First Name'), screen.getByRole('combobox', { name: 'Gender' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('option', { name: 'Female' })).toBeNull();
  });
});
