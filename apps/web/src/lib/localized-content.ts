import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared';
import { downloadOnce } from './download-once';
import { currentLanguage, followLanguage } from './i18n';

/** A promise React's `use` can read at once when it has settled (its documented cache fields). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Structured content (a page's copy: headings, paragraphs, cards) in every language, each a
 * module downloaded only when its language is in use. Once loaded, it follows the language:
 * a switch downloads it before the page changes, so nothing shows half translated.
 */
export interface LocalizedContent<T> {
  /** The content in a language (the one in use by default), downloaded once. */
  load(language?: Language): Promise<T>;
}

export function localizedContent<T>(
  loaders: Record<Language, () => Promise<T>>,
): LocalizedContent<T> {
  // The promise carries its value once settled, so `use` reads it without suspending again.
  const download = downloadOnce((language: Language) => {
    const started: Tracked<T> = loaders[language]();
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      () => undefined,
    );
    return started;
  });
  let following = false;
  const load = (language: Language = currentLanguage()): Tracked<T> => {
    if (!following) {
      following = true;
      followLanguage(load);
    }
    return download(language);
  };
  return { load };
}

/** The content in the language in use; the component suspends while it downloads. */
export function useLocalizedContent<T>(content: LocalizedContent<T>): T {
  const { i18n } = useTranslation();
  return use(content.load(i18n.language as Language));
}
