import { describe, expect, it } from 'vitest';
import { routeId } from './route-id';

describe('routeId', () => {
  it('reads a positive whole number', () => {
    expect(routeId('42')).toBe(42);
  });

  it('answers null for no parameter, 0, a negative, a fraction or words', () => {
    for (const param of [undefined, '', '0', '-3', '2.5', 'abc']) {
      expect(routeId(param), String(param)).toBeNull();
    }
  });
});
