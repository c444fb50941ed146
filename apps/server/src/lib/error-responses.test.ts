import { describe, expect, it } from 'vitest';
import { errorResponse } from '@portal/shared';
import { errorResponses } from './error-responses';

describe('errorResponses', () => {
  it('documents each status given, and only those, in the one error shape', () => {
    const failures = errorResponses(400, 401, 409);
    expect(Object.keys(failures)).toEqual(['400', '401', '409']);
    expect(Object.values(failures).every((schema) => schema === errorResponse)).toBe(true);
  });
});
