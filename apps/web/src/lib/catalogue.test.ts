import { describe, expect, it } from 'vitest';
import { LANGUAGES, placeholderNames, STAGING_SCHEMAS, valueNames } from '@portal/shared';
import valueNamesGu from '@portal/shared/translations/value-names.gu';
import valueNamesHi from '@portal/shared/translations/value-names.hi';

/*
 * Every text a person sees, in every language: each namespace's English table (a feature's
 * text-values.ts or texts.ts, the web's ui-text.ts, and the shared value-names.ts, which the
 * server's exports use too) has a translation per language with exactly its keys and
 * placeholders, and every public page's copy has the same shape in each language.
 */

type Table = Record<string, string>;
const TRANSLATED = LANGUAGES.map(({ code }) => code).filter((code) => code !== 'en');

const englishModules = import.meta.glob<Record<string, unknown>>(
  ['../features/*/text-values.ts', '../features/*/texts.ts', './ui-text.ts'],
  { eager: true },
);
const translationModules = import.meta.glob<{ default: Table }>(
  ['../features/*/translations/*.ts', './translations/*.ts'],
  { eager: true },
);

/** The English table a module exports (its one object of strings). */
function tableOf(module: Record<string, unknown>): Table {
  const tables = Object.values(module).filter(
    (value): value is Table =>
      !!value &&
      typeof value === 'object' &&
      Object.values(value).every((text) => typeof text === 'string'),
  );
  expect(tables).toHaveLength(1);
  return tables[0]!;
}

/** Where a namespace's translation into a language lives. */
function translationPath(englishPath: string, language: string): string {
  return englishPath.startsWith('./')
    ? englishPath.replace(/^\.\/(.+)\.ts$/, `./translations/$1.${language}.ts`)
    : englishPath.replace(/(text-values|texts)\.ts$/, `translations/${language}.ts`);
}

const sortedPlaceholders = (text: string) => placeholderNames(text).sort().join();

/** A translation has exactly the English table's keys and placeholders, none left empty. */
function expectSameShape(english: Table, translation: Table) {
  expect(Object.keys(translation).sort()).toEqual(Object.keys(english).sort());
  const differing = Object.keys(english).filter(
    (key) =>
      sortedPlaceholders(english[key]!) !== sortedPlaceholders(translation[key]!) ||
      translation[key]!.trim() === '',
  );
  expect(differing).toEqual([]);
}

describe('the text tables in every language', () => {
  const namespaces = Object.entries(englishModules);

  it('finds the namespaces (the globs match the layout)', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(17);
  });

  for (const [englishPath, module] of namespaces) {
    for (const language of TRANSLATED) {
      it(`${englishPath} in ${language}: the same keys and placeholders, nothing left empty`, () => {
        const translation = translationModules[translationPath(englishPath, language)]?.default;
        expect(translation, `no ${language} translation of ${englishPath}`).toBeDefined();
        expectSameShape(tableOf(module), translation!);
      });
    }
  }

  it('the shared value names in every language: the same keys and placeholders', () => {
    expectSameShape(valueNames, valueNamesHi);
    expectSameShape(valueNames, valueNamesGu);
  });

  it('has no translation without its English table', () => {
    const expected = new Set(
      namespaces.flatMap(([path]) => TRANSLATED.map((language) => translationPath(path, language))),
    );
    expect(Object.keys(translationModules).filter((path) => !expected.has(path))).toEqual([]);
  });
});

describe('the fixed values people read', () => {
  it('names every AJCC chapter with a staging table (the stage group hint names it)', () => {
    const keys = STAGING_SCHEMAS.map((schema) => `value.${schema.title}`);
    expect(keys.filter((key) => !(key in valueNames))).toEqual([]);
  });
});

const copyModules = import.meta.glob<Record<string, unknown>>(
  ['../features/content/copy/*.ts', '!../features/content/copy/{types,localized}.ts'],
  { eager: true },
);
const translatedCopy = import.meta.glob<Record<string, unknown>>(
  '../features/content/copy/*/*.ts',
  { eager: true },
);

/** Fields that name a route, an image or a kind of block: the same in every language. */
const UNTRANSLATED = new Set(['type', 'to', 'programme', 'parent', 'columns', 'tone', 'image']);

/** Where `translation` departs from the shape of `english` (paths, as a list). */
function shapeDifferences(english: unknown, translation: unknown, at: string): string[] {
  if (typeof english === 'string') {
    if (typeof translation !== 'string') return [`${at}: not a text`];
    if (sortedPlaceholders(english) !== sortedPlaceholders(translation))
      return [`${at}: placeholders differ`];
    return translation.trim() === '' ? [`${at}: empty`] : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translation) || translation.length !== english.length)
      return [`${at}: another number of entries`];
    return english.flatMap((entry, index) =>
      shapeDifferences(entry, translation[index], `${at}[${index}]`),
    );
  }
  if (english && typeof english === 'object') {
    if (!translation || typeof translation !== 'object') return [`${at}: not an object`];
    const keys = new Set([...Object.keys(english), ...Object.keys(translation)]);
    return [...keys].flatMap((key) => {
      const a = (english as Record<string, unknown>)[key];
      const b = (translation as Record<string, unknown>)[key];
      if (a === undefined || b === undefined) return [`${at}.${key}: missing on one side`];
      if (UNTRANSLATED.has(key))
        return JSON.stringify(a) === JSON.stringify(b) ? [] : [`${at}.${key}: must not change`];
      return shapeDifferences(a, b, `${at}.${key}`);
    });
  }
  return english === translation ? [] : [`${at}: must not change`];
}

describe('the public pages’ copy in every language', () => {
  it('finds the pages', () => {
    expect(Object.keys(copyModules).length).toBeGreaterThanOrEqual(12);
  });

  for (const [englishPath, english] of Object.entries(copyModules)) {
    for (const language of TRANSLATED) {
      it(`${englishPath} in ${language}: the same blocks, links and placeholders`, () => {
        const translation = translatedCopy[englishPath.replace('/copy/', `/copy/${language}/`)];
        expect(translation, `no ${language} copy of ${englishPath}`).toBeDefined();
        // The brochure link names its language; everything else keeps its shape.
        const { home: englishHome, ...rest } = english as { home?: Record<string, unknown> };
        const { home: translatedHome, ...translatedRest } = translation as typeof english;
        expect(shapeDifferences(rest, translatedRest, 'copy')).toEqual([]);
        if (englishHome) {
          const { brochureHref, ...homeRest } = englishHome;
          const { brochureHref: translatedHref, ...translatedHomeRest } = translatedHome as Record<
            string,
            unknown
          >;
          expect(shapeDifferences(homeRest, translatedHomeRest, 'home')).toEqual([]);
          expect(translatedHref).toBe(`${String(brochureHref)}?lang=${language}`);
        }
      });
    }
  }
});
