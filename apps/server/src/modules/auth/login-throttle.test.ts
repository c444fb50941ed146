import { describe, expect, it } from 'vitest';
import { SECURITY } from '@portal/shared';
import { delayAfter, waitText } from './login-throttle';

describe('delayAfter', () => {
  it('is free for five failures, then 15 s doubling up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 10, 11, 20].map(delayAfter)).toEqual([0, 0, 15, 30, 60, 480, 900, 900]);
  });

  it('keeps one address, trying as soon as it may, well under the lock of a number in an hour', () => {
    let elapsed = 0;
    let failures = 0;
    const window = SECURITY.loginWindowMinutes * 60;
    while (elapsed <= window) {
      failures += 1;
      elapsed += delayAfter(failures);
    }
    expect(failures).toBeLessThan(SECURITY.loginFailuresPerNumber / 2);
  });
});

describe('waitText', () => {
  it('says seconds under two minutes and whole minutes above', () => {
    expect(waitText(14.2)).toBe('15 seconds');
    expect(waitText(0.1)).toBe('2 seconds');
    expect(waitText(480)).toBe('8 minutes');
    expect(waitText(899.5)).toBe('15 minutes');
  });
});
