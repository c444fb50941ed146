import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientInfo } from './request-context';

const request = (ip: string, userAgent?: string) =>
  ({
    ip,
    headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
  }) as unknown as FastifyRequest;

describe('clientInfo', () => {
  it('answers the address and the browser', () => {
    expect(clientInfo(request('203.0.113.9', 'Mozilla/5.0'))).toEqual({
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0',
    });
  });

  it('answers null without a user agent', () => {
    expect(clientInfo(request('::1'))).toEqual({ ip: '::1', userAgent: null });
  });

  it('cuts both to the sizes of their database columns', () => {
    const info = clientInfo(request('x'.repeat(100), 'y'.repeat(1000)));
    expect(info.ip).toHaveLength(64);
    expect(info.userAgent).toHaveLength(300);
  });
});
