import { isListField, isListOpen } from './list-field';

/**
 * Keeps a drop-down list's aria-expanded true to what is on screen. Mantine works it out from
 * the options' element, which a list that mounts its options only when opened
 * (closedDropdownUnmounted) does not have yet when the field renders: its open list was
 * announced as collapsed. Mantine's data-expanded is right, and is copied over. Installed once
 * for the page; answers a function that removes it.
 */
export function keepListsExpandedAttribute(target: Document = document): () => void {
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      const field = change.target;
      if (!isListField(field)) continue;
      const expanded = isListOpen(field) ? 'true' : 'false';
      if (field.getAttribute('aria-expanded') !== expanded) {
        field.setAttribute('aria-expanded', expanded);
      }
    }
  });
  observer.observe(target, { subtree: true, attributes: true, attributeFilter: ['data-expanded'] });
  return () => observer.disconnect();
}
