/** A name that already carries the title: "Dr. Asha", "Dr Asha", "DR.ASHA" (not "Drishti"). */
const DOCTOR_TITLE = /^dr(\.|\s|$)/i;

/**
 * A doctor's name as the product shows and says it: with "Dr." in front, added once. Names are
 * stored as the doctor typed them, some with the title and most without.
 */
export function doctorName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || DOCTOR_TITLE.test(trimmed)) return trimmed;
  return `Dr. ${trimmed}`;
}
