import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, pathsWithForbiddenCharacters } from './control-characters';

describe('the control-character rule', () => {
  it('refuses NUL, other C0 and C1 controls, DEL and lone surrogates', () => {
    for (const text of [
      'a\u0000b',
      '\u0001',
      'x\u001b[31m',
      '\u007f',
      '\u0085',
      '\u009f',
      '\ud800',
      'a\udc00b',
      '\udbff',
    ])
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true);
  });

  it('keeps tab, new lines, emoji, Indian scripts and right-to-left text', () => {
    for (const text of [
      'line one\nline two\r\n\tindented',
      '😀 🇮🇳',
      'नमस्ते',
      'નમસ્તે',
      'مرحبا',
      '',
      '\u00a0',
    ])
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(false);
  });

  it('names the path of each offending string and of an object holding an offending key', () => {
    const body = {
      firstName: 'Asha',
      hospital: { name: 'City\u0000Care', pincode: '380001' },
      doctorIds: [1, 'x\u0007'],
      notes: { 'bad\u0000key': 'fine' },
    };
    expect(pathsWithForbiddenCharacters(body)).toEqual(['hospital.name', 'doctorIds.1', 'notes']);
    expect(pathsWithForbiddenCharacters('\u0000')).toEqual(['']);
    expect(pathsWithForbiddenCharacters({ a: [1, true, null, 'clean'] })).toEqual([]);
  });

  it('walks a value nested far deeper than a call stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(pathsWithForbiddenCharacters(deep)).toEqual(['0.'.repeat(100_000).slice(0, -1)]);
  });

  it('stops after twenty paths', () => {
    expect(pathsWithForbiddenCharacters(Array.from({ length: 500 }, () => '\u0000'))).toHaveLength(
      20,
    );
  });
});
