/**
 * A name that already carries the title: "Dr. Asha", "Dr Asha", "DR.ASHA" (not "Drishti"), and
 * as doctors write it in Hindi and Gujarati: "डॉ. आशा", "डा आशा", "डॉक्टर आशा", "ડૉ. આશા",
 * "ડો આશા", "ડૉક્ટર આશા" (not "डालिया").
 */
const DOCTOR_TITLE = /^(dr|डॉक्टर|डॉ|डा|ડૉક્ટર|ડોક્ટર|ડૉ|ડો)(\.|\s|$)/iu;

/**
 * A doctor's name as the product shows and says it: with "Dr." in front, added once. Names are
 * stored as the doctor typed them, some with the title and most without.
 */
export function doctorName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || DOCTOR_TITLE.test(trimmed)) return trimmed;
  return `Dr. ${trimmed}`;
}
