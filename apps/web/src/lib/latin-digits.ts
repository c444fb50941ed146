import { setTypedValue } from './set-typed-value';

/*
 * Digits typed in an Indian script: a Hindi or Gujarati keyboard types ९८७६५ or ૯૮૭૬૫ where
 * an English one types 98765. A mobile number, a code or an amount typed so was refused as
 * 'must be 10 digit' though it had ten digits. Fields that take digits read them as 0-9.
 */

/**
 * The digits of the Indian scripts (Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu,
 * Kannada, Malayalam). Each script's zero is at a code point ending in 6 (U+0966, U+09E6, …), so a
 * digit's value is its last hexadecimal digit less 6.
 */
const SCRIPT_DIGIT =
  /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g;

/** The text with every Indian-script digit written as 0-9; anything else stays as it is. */
export function latinDigits(text: string): string {
  return text.replace(SCRIPT_DIGIT, (digit) => String((digit.charCodeAt(0) & 0xf) - 6));
}

/** A field for digits: a mobile number, a code, a PIN code, an amount or a count. */
function takesDigits(field: HTMLInputElement): boolean {
  const mode = field.getAttribute('inputmode');
  return mode === 'numeric' || mode === 'decimal' || mode === 'tel' || field.type === 'tel';
}

/**
 * Rewrites the Indian-script digits typed or pasted into a field for digits as 0-9, before the
 * form hears of the input (a listener on the document, in the capture phase), so the form,
 * its rules and the server see 0-9. Each digit is one character either way, so the caret stays
 * where it was. Installed once for the page; answers a function that removes it.
 */
export function latinDigitsInDigitFields(target: Document = document): () => void {
  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !takesDigits(field)) return;
    const latin = latinDigits(field.value);
    if (latin === field.value) return;
    const { selectionStart, selectionEnd } = field;
    // Inside the input event: the form's onChange reads this value when the event reaches it.
    setTypedValue(field, latin);
    if (selectionStart !== null && selectionEnd !== null) {
      field.setSelectionRange(selectionStart, selectionEnd);
    }
  };
  target.addEventListener('input', onInput, true);
  return () => target.removeEventListener('input', onInput, true);
}
