import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { PROGRAMMES } from './programmes';
import {
  brochureTextsByLanguage,
  brochureTextsEn,
  programmeTextsByLanguage,
} from './programme-texts';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Each field of the brochure texts as dotted name and text. */
const brochureFields = (texts: object, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : brochureFields(value as object, `${prefix}${key}.`),
  );

const SCRIPTS = { en: /[A-Za-z]/, hi: /[\u0900-\u097f]/, gu: /[\u0a80-\u0aff]/ } as const;

describe.each(LANGUAGES.map((language) => language.code))('the %s programme texts', (code) => {
  const texts = programmeTextsByLanguage[code];

  it('cover every programme, with as many points of what one gets as the English', () => {
    expect(Object.keys(texts).sort()).toEqual(
      PROGRAMMES.map((programme) => programme.route).sort(),
    );
    for (const programme of PROGRAMMES) {
      const text = texts[programme.route]!;
      expect(text.whatYouGet, programme.route).toHaveLength(programme.whatYouGet.length);
      for (const value of [text.priceLabel, text.duration, ...text.whatYouGet]) {
        expect(value.trim(), programme.route).not.toBe('');
      }
      // A price or a duration may be figures alone ('₹100'); the prose is in the language's script.
      for (const value of [text.title, text.summary, text.forWhom]) {
        expect(value, programme.route).toMatch(SCRIPTS[code]);
      }
    }
  });

  it('give the brochure every text, in its script, with the English placeholders', () => {
    const english = new Map(brochureFields(brochureTextsEn));
    const fields = brochureFields(brochureTextsByLanguage[code]);
    expect(fields.map(([name]) => name).sort()).toEqual([...english.keys()].sort());
    for (const [name, text] of fields) {
      expect(placeholders(text), name).toEqual(placeholders(english.get(name)!));
      expect(text, name).toMatch(SCRIPTS[code]);
    }
  });
});
