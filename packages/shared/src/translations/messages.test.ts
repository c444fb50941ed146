import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { messages, placeholderNames, type MessageKey } from '../messages';
import { messagesGu } from './messages.gu';
import { messagesHi } from './messages.hi';

const translations = { hi: messagesHi, gu: messagesGu };
const sorted = (text: string) => placeholderNames(text).sort();
const keys = Object.keys(messages) as MessageKey[];

describe('the message catalogue in every language', () => {
  it('has a translation table for every language but English', () => {
    expect(Object.keys(translations).sort()).toEqual(
      LANGUAGES.map(({ code }) => code)
        .filter((code) => code !== 'en')
        .sort(),
    );
  });

  for (const [language, table] of Object.entries(translations)) {
    it(`${language}: holds exactly the English keys`, () => {
      expect(Object.keys(table).sort()).toEqual([...keys].sort());
    });

    it(`${language}: keeps every placeholder of the English text`, () => {
      const differing = keys.filter(
        (key) => sorted(table[key]).join() !== sorted(messages[key]).join(),
      );
      expect(differing).toEqual([]);
    });

    it(`${language}: translates every text (none empty, none left in English)`, () => {
      const left = keys.filter((key) => {
        const text = table[key].trim();
        return text === '' || (text === messages[key] && /[a-z]{3}/i.test(text));
      });
      expect(left).toEqual([]);
    });
  }
});
