import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';
import { englishText, messages } from './all-messages';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each catalogue sentence as a pattern: its {parameters} may be anything. */
const sentences = Object.values(messages).map(
  (text) => new RegExp(`^${escape(text).replace(/\\\{\w+\\\}/g, '.+')}$`),
);
const inCatalogue = (text: string) => sentences.some((pattern) => pattern.test(text));

/** Every object schema the package exports: the request bodies and queries the forms send. */
const objectSchemas: [string, z.ZodObject][] = Object.entries(
  shared as Record<string, unknown>,
).filter((entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject);

const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  '',
  'x'.repeat(5_000),
  -1,
  1.5,
  99_999_999_999,
  [],
  [0, -3],
  {},
  true,
];

function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => englishText(issue.message));
}

describe('every message a schema gives is a sentence of the catalogue', () => {
  it('finds the schemas to check', () => {
    expect(objectSchemas.length).toBeGreaterThan(40);
  });

  it.each(objectSchemas)('%s', (_name, schema) => {
    const keys = Object.keys(schema.shape);
    const seen = new Set<string>();
    for (const text of messagesFor(schema, {})) seen.add(text);
    for (const text of messagesFor(schema, 'not an object')) seen.add(text);
    for (const wrong of WRONG_VALUES) {
      for (const key of keys) {
        for (const text of messagesFor(schema, { [key]: wrong })) seen.add(text);
      }
    }
    const foreign = [...seen].filter((text) => !inCatalogue(text));
    expect(foreign).toEqual([]);
  });
});

describe('catalogueMessageOf', () => {
  it('replaces the library defaults with catalogue sentences', () => {
    expect(messagesFor(z.number(), 'a')).toEqual([messages['common.invalidValue']]);
    expect(messagesFor(z.number(), undefined)).toEqual([messages['common.required']]);
    expect(messagesFor(z.number().int(), 1.5)).toEqual([messages['common.wholeNumber']]);
    expect(messagesFor(z.number().max(120), 999)).toEqual(['Enter a number of at most 120']);
    expect(messagesFor(z.string().max(3), 'abcd')).toEqual(['At most 3 characters']);
    expect(messagesFor(z.email(), 'x')).toEqual([messages['common.invalidEmail']]);
    expect(messagesFor(z.enum(['a', 'b']), 'c')).toEqual([messages['common.chooseFromList']]);
    expect(messagesFor(z.array(z.number()).max(2), [1, 2, 3])).toEqual(['Choose at most 2']);
  });

  it('leaves a message the schema names itself alone', () => {
    expect(messagesFor(z.number({ error: 'Age is required' }), undefined)).toEqual([
      'Age is required',
    ]);
  });
});

describe('the error map is set wherever a schema is loaded', () => {
  // The browser loads schema modules one chunk at a time, not through this package's index: a
  // module that builds schemas must import zod-messages itself (or through ./common).
  const root = fileURLToPath(new URL('.', import.meta.url));
  const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'zod-messages.ts',
  );

  it('every module that imports zod imports zod-messages or common', () => {
    const missing = sources.filter((file) => {
      const code = readFileSync(path.join(root, file), 'utf8');
      const buildsSchemas = /^import \{ z \} from 'zod';$/m.test(code);
      const setsMessages = /^import '(\.\.?\/)+zod-messages';$|from '\.\/common';$/m.test(code);
      return buildsSchemas && !setsMessages;
    });
    expect(sources.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
