import type { ClipboardEvent, FormEvent } from 'react';
import { MOBILE_LENGTH } from '@portal/shared';
import { latinDigits } from '@/lib/latin-digits';
import { setTypedValue } from '@/lib/set-typed-value';

/**
 * The ten digits of an Indian mobile number as people paste it: '+91 98765 43210',
 * '098765 43210', '98765-43210', also in an Indian script's digits ('९८७६५ ४३२१०'); null when
 * the text is not one (then it is pasted as it is).
 */
export function nationalMobile(text: string): string | null {
  const digits = latinDigits(text).replace(/\D/g, '');
  if (digits.length === MOBILE_LENGTH) return digits;
  if (digits.length === MOBILE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === MOBILE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  return null;
}

/** Sets the field's text as typing would: the form (React's onChange) hears of it. */
function fillInput(input: HTMLInputElement, text: string) {
  setTypedValue(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A pasted mobile number fills the field as its ten digits. The field's ten-character limit cut
 * '+91 98765 43210' to '+91 98765' and the message only said 'Invalid Mobile number'.
 */
function pasteMobileNumber(event: ClipboardEvent<HTMLInputElement>) {
  const mobile = nationalMobile(event.clipboardData.getData('text'));
  if (mobile === null) return;
  event.preventDefault();
  fillInput(event.currentTarget, mobile);
}

/**
 * A number typed as people write it ('98765 43210', '+919876543210') becomes its ten digits
 * once it is whole; until then it stays as typed. A ten-character limit had stopped the typing
 * at '98765 4321' and '+919876543', then refused the number.
 */
function settleTypedMobileNumber(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const mobile = nationalMobile(input.value);
  if (mobile !== null && mobile !== input.value) fillInput(input, mobile);
}

/** The longest way a mobile number is typed: '+91 98765 43210'. */
const TYPED_MOBILE_MAX = 15;

/** Every mobile number field: digits on a phone's keyboard, typed and pasted forms read. */
export const mobileInputProps = {
  inputMode: 'numeric',
  maxLength: TYPED_MOBILE_MAX,
  onPaste: pasteMobileNumber,
  onInput: settleTypedMobileNumber,
} as const;
