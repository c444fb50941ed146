import { describe, expect, it } from 'vitest';
import { MASTER_NAME_MAX } from '@portal/shared';
import { CARE_MASTER_CHILD_VALUES } from '../care-values';
import { MASTER_CHILD_VALUES, MASTER_VALUES } from '../master-values';
import { CURRENT_ISSUES, QUESTIONNAIRES } from '../questionnaires';
import { masterNamesGu } from './gu';
import { masterNamesHi } from './hi';

/** Every name the seed writes into master_items. */
function seededNames(): Set<string> {
  const names = new Set<string>();
  for (const values of Object.values(MASTER_VALUES)) values?.forEach((name) => names.add(name));
  for (const { children } of [...MASTER_CHILD_VALUES, ...CARE_MASTER_CHILD_VALUES]) {
    for (const [parent, values] of Object.entries(children)) {
      names.add(parent);
      values.forEach((name) => names.add(name));
    }
  }
  CURRENT_ISSUES.forEach((name) => names.add(name));
  for (const { category, questions } of QUESTIONNAIRES) {
    names.add(category);
    for (const [question, choices] of questions) {
      names.add(question);
      choices.forEach((choice) => names.add(choice));
    }
  }
  return names;
}

// Staging codes are read as written in every language.
const CODE = /^p[TN]/;

describe.each([
  { language: 'Hindi', names: masterNamesHi, script: /[\u0900-\u097F]/ },
  { language: 'Gujarati', names: masterNamesGu, script: /[\u0A80-\u0AFF]/ },
])('master list names in $language', ({ names, script }) => {
  it('name every starting value, and nothing else', () => {
    expect(Object.keys(names).sort()).toEqual([...seededNames()].sort());
  });

  it('are written in the script of the language (codes as they are), within the name limit', () => {
    for (const [english, translated] of Object.entries(names)) {
      if (CODE.test(english)) expect(translated).toBe(english);
      else expect(translated, english).toMatch(script);
      expect(translated.length, english).toBeLessThanOrEqual(MASTER_NAME_MAX);
    }
  });
});
