import { isListField } from './list-field';

/**
 * A drop-down list one can type into (Mantine's searchable Select: an editable input with
 * aria-haspopup="listbox") shows the chosen option's name as its text. Reached again, by Tab or
 * by a click, that text is selected, so what is typed searches afresh: the caret was left after
 * the name and typing "C06.2" into "C06.0 Cheek mucosa" searched for "C06.0 Cheek mucosaC06.2",
 * which matches nothing. A click's mouseup would put the caret back where the pointer was; the
 * mouseup that ends the press which focused the field keeps the selection. Installed once for
 * the page; answers a function that removes it.
 */
export function selectListTextOnFocus(target: Document = document): () => void {
  let pressing = false;
  // The field a press has just focused: its mouseup must not undo the selection.
  let focusedByPress: HTMLInputElement | null = null;
  const onMouseDown = () => {
    pressing = true;
  };
  const onFocusIn = (event: FocusEvent) => {
    const field = event.target;
    if (!isTypeableList(field) || field.value === '') return;
    field.select();
    focusedByPress = pressing ? field : null;
  };
  const onMouseUp = (event: MouseEvent) => {
    if (focusedByPress !== null && event.target === focusedByPress) event.preventDefault();
    focusedByPress = null;
    pressing = false;
  };
  const listeners = [
    ['mousedown', onMouseDown],
    ['focusin', onFocusIn],
    ['mouseup', onMouseUp],
  ] as const;
  for (const [type, listener] of listeners) {
    target.addEventListener(type, listener as EventListener, true);
  }
  return () => {
    for (const [type, listener] of listeners) {
      target.removeEventListener(type, listener as EventListener, true);
    }
  };
}

function isTypeableList(field: EventTarget | null): field is HTMLInputElement {
  return isListField(field) && !field.readOnly;
}
