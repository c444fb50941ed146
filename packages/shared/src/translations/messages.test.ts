import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { masterKindText } from '../masters';
import { messageRef, placeholderNames } from '../messages';
import { englishText, identifyMessage, message, messages, type MessageKey } from '../all-messages';
import { messageIn } from './messages-in';
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

describe('a parameter that is a catalogue text itself', () => {
  const params = { field: masterKindText('stage', 'field') };

  it('is read in the language of the message', () => {
    expect(message('master.nameRequired', params)).toBe('Stage Name is required');
    expect(messageIn('hi', 'master.nameRequired', params)).toBe(
      `${messagesHi['masterKind.stage.field']} ज़रूरी है`,
    );
    expect(messageIn('gu', 'master.nameExists', params)).toBe(
      `${messagesGu['masterKind.stage.field']} પહેલેથી જ છે`,
    );
  });

  it('is left as it is when the catalogue has no such text, and an ordinary value is never read', () => {
    expect(message('master.nameRequired', { field: '@no.such.key' })).toBe(
      '@no.such.key is required',
    );
    expect(message('master.nameRequired', { field: 'masterKind.stage.field' })).toBe(
      'masterKind.stage.field is required',
    );
  });

  it('round-trips through a ref, as the server sends it', () => {
    const ref = messageRef('master.nameTooLong', { ...params, max: 100 });
    expect(englishText(ref)).toBe('Stage Name can be at most 100 characters');
    expect(identifyMessage(ref)).toEqual({
      key: 'master.nameTooLong',
      params: { ...params, max: 100 },
    });
  });
});
