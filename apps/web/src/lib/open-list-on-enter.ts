/**
 * Enter on a closed drop-down list that one can type into (Mantine's searchable Select and
 * MultiSelect: an input with aria-haspopup="listbox") opens the list, as Enter does on a select
 * element and on Mantine's plain Select. Mantine leaves that Enter to the browser, which
 * submitted the whole form instead: a keyboard user reaching District in the patient
 * registration got seven "required" messages and no list. On an open list Enter stays Mantine's
 * (it chooses the option). Installed once for the page; answers a function that removes it.
 */
export function openListsOnEnter(target: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const field = event.target;
    if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing) return;
    if (!(field instanceof HTMLInputElement)) return;
    if (field.getAttribute('aria-haspopup') !== 'listbox') return;
    if (isListOpen(field)) return;
    event.preventDefault();
    field.click();
  };
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
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
