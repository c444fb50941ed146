/**
 * Sets a field's text through its prototype's setter, as typing does: React's own record of the
 * field's value is not updated, so the next input or change event reaches the form's onChange.
 */
export function setTypedValue(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, text);
}
