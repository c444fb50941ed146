import { Select } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { keepListsExpandedAttribute } from './list-expanded-attribute';
import { openListsFromKeyboard } from './open-list-from-keyboard';

/** A plain list, as Subscription Type is: its options mount only when it opens. */
function SubscriptionType() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      comboboxProps={closedDropdownUnmounted}
      label="Subscription Type"
      data={['OPD', 'IPD', 'Both']}
      value={value}
      onChange={setValue}
      allowDeselect={false}
    />
  );
}

describe('a list whose options mount when it opens, used from the keyboard', () => {
  let removers: (() => void)[] = [];
  beforeEach(() => {
    removers = [openListsFromKeyboard(), keepListsExpandedAttribute()];
  });
  afterEach(() => removers.forEach((remove) => remove()));

  it('is announced open while open, and Enter chooses the option moved to', async () => {
    const { user } = renderInApp(<SubscriptionType />, { session: null });
    const field = screen.getByRole('combobox', { name: 'Subscription Type' });
    // Focused directly: Tab would start from whatever an earlier test file left in the page.
    act(() => field.focus());
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(field).toHaveValue('OPD'));
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
  });
});
