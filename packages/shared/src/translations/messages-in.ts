import type { Language, Translation } from '../languages';
import { type MessageParams } from '../messages';
import { fillPlaceholders, messages, type MessageKey } from '../all-messages';
import { messagesGu } from './messages.gu';
import { messagesHi } from './messages.hi';

/**
 * The catalogue in every language, for the server (SMS and other texts it writes itself). The
 * web app downloads one language's table at a time instead (apps/web/src/lib/i18n.ts).
 */
const catalogues: Record<Language, Translation<typeof messages>> = {
  en: messages,
  hi: messagesHi,
  gu: messagesGu,
};

/** A catalogue message in a language, its `{name}` placeholders filled (in that language too). */
export function messageIn(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const catalogue = catalogues[language] as Record<string, string>;
  return fillPlaceholders(catalogue[key]!, params, (textKey) => catalogue[textKey]);
}
