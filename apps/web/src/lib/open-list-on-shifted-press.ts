import { isListField, isListOpen } from './list-field';

/**
 * A press on a drop-down list (Mantine's Select and MultiSelect: an input with
 * aria-haspopup="listbox") that the page moved before the button came up still opens the list.
 * Leaving an empty required field for the list below it shows the field's message, which
 * pushes the list down a line between the press and the release: the browser then sends the
 * click to what the two share, not to the list, and the person's first click did nothing.
 * Only for these lists, which a press never means to cancel; a press dragged off a button
 * still cancels it. Installed once for the page; answers a function that removes it.
 */
export function openListsOnShiftedPress(target: Document = document): () => void {
  let pressed: HTMLInputElement | null = null;
  const onPointerDown = (event: PointerEvent) => {
    const field = event.target;
    pressed = event.button === 0 && isListField(field) ? field : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const field = pressed;
    pressed = null;
    if (!field || event.target === field || !field.isConnected) return;
    if (isListOpen(field)) return;
    // The click the browser sends goes elsewhere; this one goes where the press was.
    setTimeout(() => field.click(), 0);
  };
  target.addEventListener('pointerdown', onPointerDown, true);
  target.addEventListener('pointerup', onPointerUp, true);
  return () => {
    target.removeEventListener('pointerdown', onPointerDown, true);
    target.removeEventListener('pointerup', onPointerUp, true);
  };
}
