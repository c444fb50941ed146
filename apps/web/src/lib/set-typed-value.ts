/**
 * Sets a field's text through the prototype's setter, as typing does: React's own record of the
 * field's value is not updated, so the next input or change event reaches the form's onChange.
 */
export function setTypedValue(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
}
