import type { Programme, ProgrammeText, ProgrammeTexts } from '@portal/shared';
import { localizedContent, useLocalizedContent } from './localized-content';

/** What a reader sees of every programme, in each language (@portal/shared holds the texts). */
const programmeTexts = localizedContent<ProgrammeTexts>({
  en: async () => (await import('./programme-texts-en')).programmeTextsEn,
  hi: async () => (await import('@portal/shared/content/translations/hi')).programmeTextsHi,
  gu: async () => (await import('@portal/shared/content/translations/gu')).programmeTextsGu,
});

/** Reads any programme's texts (title, summary, audience, contents, price, duration) in the language in use. */
export function useProgrammeTexts(): (programme: Programme) => ProgrammeText {
  const texts = useLocalizedContent(programmeTexts);
  return (programme) => texts[programme.route] ?? programme;
}

/** A programme with its texts in the language in use (undefined stays undefined). */
export function useLocalizedProgramme<P extends Programme | undefined>(programme: P): P {
  const textOf = useProgrammeTexts();
  return programme ? { ...programme, ...textOf(programme) } : programme;
}

/** Downloads the programmes' texts in the language in use (a route's loader, before it renders). */
export const loadProgrammeTexts = () => programmeTexts.load();
