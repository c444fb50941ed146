import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMMES } from '@portal/shared';
import { buildTestApp, call, type TestContext } from '../../../test/helper';

/** Checks the cross-reference table: every offset must point at the start of its object. */
function xrefIsConsistent(pdf: string): boolean {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  const xref = pdf.slice(startxref);
  const [, , count] = /^xref\n(\d+) (\d+)\n/.exec(xref) ?? [];
  const entries = xref.split('\n').slice(2, 2 + Number(count));
  return entries.slice(1).every((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    return pdf.startsWith(`${index + 1} 0 obj`, offset);
  });
}

describe('brochure', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ publicOrigin: 'https://portal.example.in' });
  });
  afterAll(() => ctx.close());

  it('is a well-formed PDF listing every programme with its price', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/content/brochure.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(xrefIsConsistent(pdf)).toBe(true);
    for (const programme of PROGRAMMES) {
      expect(pdf).toContain(programme.title.replace(/[()]/g, (match) => `\\${match}`));
    }
    expect(pdf).toContain('INR 350, one-time');
    expect(pdf).toContain('https://portal.example.in');
  });

  it('tells the pages which embeds are configured', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/content/site-config');
    expect(response.json()).toEqual({
      homeVideoUrl: null,
      officeMapEmbedUrl: null,
      demoMode: true,
    });
  });
});

describe('configured embeds', () => {
  it('allows only the configured video and map origins in frames', async () => {
    const ctx = await buildTestApp({
      homeVideoUrl: 'https://www.youtube-nocookie.com/embed/abc',
      officeMapEmbedUrl: 'https://maps.example.org/embed?q=office',
    });
    try {
      const response = await call(ctx.app, 'GET', '/api/v1/content/site-config');
      expect(response.json()).toMatchObject({
        homeVideoUrl: 'https://www.youtube-nocookie.com/embed/abc',
      });
      expect(response.headers['content-security-policy']).toContain(
        'frame-src https://www.youtube-nocookie.com https://maps.example.org',
      );
    } finally {
      await ctx.close();
    }
  });
});
