import { isListField, isListOpen } from './list-field';

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
    if (!isListField(field) || isListOpen(field)) return;
    event.preventDefault();
    field.click();
  };
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}
