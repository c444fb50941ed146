import type { ClipboardEvent } from 'react';
import { MOBILE_LENGTH } from '@portal/shared';

/**
 * The ten digits of an Indian mobile number as people paste it: '+91 98765 43210',
 * '098765 43210', '98765-43210'; null when the text is not one (then it is pasted as it is).
 */
export function nationalMobile(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length === MOBILE_LENGTH) return digits;
  if (digits.length === MOBILE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === MOBILE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  return null;
}

/**
 * A pasted mobile number fills the field as its ten digits. The field's ten-character limit cut
 * '+91 98765 43210' to '+91 98765' and the message only said 'Invalid Mobile number'.
 */
function pasteMobileNumber(event: ClipboardEvent<HTMLInputElement>) {
  const mobile = nationalMobile(event.clipboardData.getData('text'));
  if (mobile === null) return;
  event.preventDefault();
  const input = event.currentTarget;
  // As typing would: the form (React's onChange) hears of it.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, mobile);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Every mobile number field: digits on a phone's keyboard, ten of them, pasted forms read. */
export const mobileInputProps = {
  inputMode: 'numeric',
  maxLength: MOBILE_LENGTH,
  onPaste: pasteMobileNumber,
} as const;
