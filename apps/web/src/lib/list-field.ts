/**
 * A drop-down list's field, as the page-wide listeners (open-list-from-keyboard.ts and its siblings)
 * find it: Mantine's Select and MultiSelect render an input with aria-haspopup="listbox".
 */
export function isListField(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof HTMLInputElement && target.getAttribute('aria-haspopup') === 'listbox';
}

/**
 * Whether a list's options are open. Mantine's own data-expanded says so; its aria-expanded
 * stays false on a list whose options mount only when opened (closedDropdownUnmounted) until
 * something else renders the field again, and Enter on such an open list, taken for a closed
 * one, was turned into a click that chose nothing.
 */
export function isListOpen(field: HTMLElement): boolean {
  return field.hasAttribute('data-expanded');
}
