import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 49,233 most used passwords of public breach corpora, as the zxcvbn-ts project ships them
 * (@zxcvbn-ts/language-common, MIT): offline, in the product. Built on first use.
 */
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary.passwords));

/** The usual letter-for-symbol swaps of "p@ssw0rd". */
const unLeet = (text: string) =>
  text.replace(/@/g, 'a').replace(/0/g, 'o').replace(/\$/g, 's').replace(/3/g, 'e');

/**
 * Whether a password is one of those, ignoring case and symbol-for-letter swaps, or is a long
 * one of them with digits and symbols added at the end ("Password@123", "Sunshine#2024").
 * Stems under 8 letters are not looked up, so a short word with a number is left to the policy.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  for (const form of [lower, unLeet(lower)]) {
    if (list.has(form)) return true;
    const stem = form.replace(/[^a-z]+$/, '');
    if (stem.length >= 8 && list.has(stem)) return true;
  }
  return false;
}
