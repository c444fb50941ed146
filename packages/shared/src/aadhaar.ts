/**
 * Aadhaar numbers: 12 digits, the first not 0 or 1, the last a Verhoeff check digit.
 * Never stored or shown whole (DESIGN.md section 4).
 */
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the digits end in their Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let check = 0;
  [...digits].reverse().forEach((digit, index) => {
    check = MULTIPLY[check]![PERMUTE[index % 8]![Number(digit)]!]!;
  });
  return check === 0;
}

/** The check digit that makes the digits valid. */
export function verhoeffCheckDigit(digits: string): string {
  for (let candidate = 0; candidate <= 9; candidate += 1) {
    if (verhoeffValid(`${digits}${candidate}`)) return String(candidate);
  }
  throw new Error('unreachable: every prefix has a Verhoeff digit');
}

export const AADHAAR_PATTERN = /^[2-9][0-9]{11}$/;

export function isValidAadhaar(value: string): boolean {
  return AADHAAR_PATTERN.test(value) && verhoeffValid(value);
}

/** XXXX-XXXX-1234: the only way an Aadhaar number is ever shown. */
export function maskAadhaar(lastFour: string | null): string | null {
  return lastFour ? `XXXX-XXXX-${lastFour}` : null;
}
