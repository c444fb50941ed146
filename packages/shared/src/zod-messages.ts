import { z } from 'zod';
import { messageRef } from './messages';

type Issue = z.core.$ZodRawIssue;

const bound = (value: unknown) => (typeof value === 'bigint' ? value.toString() : Number(value));

/**
 * What a rule says when its schema gave no message of its own: a sentence of the catalogue,
 * never the library's default ("Invalid input: expected number, received string"). Every
 * schema should still name its own message; this is the net under the ones that do not.
 */
export function catalogueMessageOf(issue: Issue): string {
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return messageRef('common.required');
      return issue.expected === 'int'
        ? messageRef('common.wholeNumber')
        : messageRef('common.invalidValue');
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? messageRef('common.required')
          : messageRef('common.tooShort', { min: bound(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return messageRef('common.required');
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return messageRef('common.numberMin', { min: bound(issue.minimum) });
      return messageRef('common.invalidValue');
    case 'too_big':
      if (issue.origin === 'string')
        return messageRef('common.tooLong', { max: bound(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return messageRef('common.tooMany', { max: bound(issue.maximum) });
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return messageRef('common.numberMax', { max: bound(issue.maximum) });
      return messageRef('common.invalidValue');
    case 'not_multiple_of':
      return messageRef('common.wholeNumber');
    case 'invalid_format':
      return issue.format === 'email'
        ? messageRef('common.invalidEmail')
        : issue.format === 'date'
          ? messageRef('common.dateInvalid')
          : messageRef('common.invalidValue');
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return missing ? messageRef('common.required') : messageRef('common.chooseFromList');
    default:
      return missing ? messageRef('common.required') : messageRef('common.invalidValue');
  }
}

// Once per process (server and browser alike): zod's configuration is global.
z.config({ customError: (issue) => catalogueMessageOf(issue) });
