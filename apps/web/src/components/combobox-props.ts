import type { MouseEvent } from 'react';

/**
 * For every Select and MultiSelect: a closed dropdown leaves the page. Kept mounted, its listbox
 * (labelled by the field's label) is a second element with the field's label.
 */
export const closedDropdownUnmounted = { keepMounted: false } as const;

/**
 * The clear button of an optional field, named for it ("Clear Grade"): a Select's, a
 * MultiSelect's or a DateInput's. Mantine hides a select's from screen readers and from the tab
 * order, so a keyboard user could not empty a field whose list keeps the chosen entry when it is
 * picked again (the clinical forms). Here it is a button like any other; once it has cleared the
 * field, focus goes back to the field's input instead of falling to the page as the button
 * leaves. (In the capture phase, then after the field's own click handler, which a DateInput
 * lets `clearButtonProps.onClick` replace.)
 */
export function clearButtonOf(name: string) {
  return {
    'aria-label': name,
    'aria-hidden': false,
    tabIndex: 0,
    onClickCapture: (event: MouseEvent<HTMLButtonElement>) => {
      const field = event.currentTarget.closest('[data-position="right"]')?.parentElement;
      const input = field?.querySelector('input');
      setTimeout(() => input?.focus());
    },
  };
}
