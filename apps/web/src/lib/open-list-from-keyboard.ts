import { isListField, isListOpen } from './list-field';

/** The keys that open a closed drop-down list here, by a click on its field. */
const OPENING_KEYS = new Set(['Enter', 'ArrowDown', 'ArrowUp']);

/**
 * Opens a closed drop-down list (Mantine's Select and MultiSelect: an input with
 * aria-haspopup="listbox") from the keyboard as a click opens it. Installed once for the page;
 * answers a function that removes it.
 *
 * - Enter: on a list one can type into (searchable), Mantine leaves Enter to the browser, which
 *   submitted the whole form instead: a keyboard user reaching District in the patient
 *   registration got seven "required" messages and no list.
 * - Down and Up: Mantine opens the list and marks the chosen option as the one to move from,
 *   but our lists mount their options only when opened (closedDropdownUnmounted), so it found
 *   none, and the next Down went to the first option, not the one after the chosen (a reminder
 *   time of 9:00 became the first time of the list, saved at once). A click marks it once the
 *   options are there, so the next Down or Up moves on from the chosen option.
 *
 * On an open list every key stays Mantine's (Enter chooses, Down and Up move).
 */
export function openListsFromKeyboard(target: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const field = event.target;
    if (!OPENING_KEYS.has(event.key) || event.defaultPrevented || event.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (!isListField(field) || isListOpen(field)) return;
    event.preventDefault();
    // Mantine would open the list too, on the same Down or Up.
    if (event.key !== 'Enter') event.stopPropagation();
    field.click();
  };
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}
