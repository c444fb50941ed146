import type { MouseEvent } from 'react';

/**
 * For every Select and MultiSelect: a closed dropdown leaves the page. Kept mounted, its listbox
 * (labelled by the field's label) is a second element with the field's label.
 */
export const closedDropdownUnmounted = { keepMounted: false } as const;

/**
 * The clear button of an optional Select or MultiSelect, named for its field ("Clear Grade").
 * Mantine hides it from screen readers and from the tab order, so a keyboard user could not
 * empty a field whose lists keep the chosen entry when it is picked again (the clinical forms).
 * Here it is a button like any other; once it has cleared the field, focus goes back to the
 * field's input instead of falling to the page as the button leaves.
 */
export function clearButtonOf(name: string) {
  return {
    'aria-label': name,
    'aria-hidden': false,
    tabIndex: 0,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      const field = event.currentTarget.closest('[data-position="right"]')?.parentElement;
      field?.querySelector('input')?.focus();
    },
  };
}
