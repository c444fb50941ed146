import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { PROGRAMMES } from '@portal/shared';
import { buildTestApp, call, type TestContext } from '../../../test/helper';

const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * The words of a PDF (unpdf, the pdf.js text layer), without white space: pdf.js splits some
 * Indic words where glyphs meet, so words are compared with their spaces taken out.
 */
async function pdfWords(bytes: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return squeeze(text);
}

describe('brochure', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ publicOrigin: 'https://portal.example.in' });
  });
  afterAll(() => ctx.close());

  it('is a PDF in English listing every programme with its price', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/content/brochure.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['content-disposition']).toContain('cancer-care-programmes-en.pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const words = await pdfWords(response.rawPayload);
    for (const programme of PROGRAMMES) expect(words).toContain(squeeze(programme.title));
    expect(words).toContain(squeeze('INR 350, one-time'));
    expect(words).toContain('https://portal.example.in');
  });

  it.each([
    ['gu', ['કેન્સર', 'અને'], /[\u0a80-\u0aff]/],
    ['hi', ['कैंसर', 'और'], /[\u0900-\u097f]/],
  ])(
    'is written in %s, in its own script, with only the glyphs it uses',
    async (lang, expected, script) => {
      const response = await call(ctx.app, 'GET', `/api/v1/content/brochure.pdf?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(
        `cancer-care-programmes-${lang}.pdf`,
      );
      const words = await pdfWords(response.rawPayload);
      expect(words).toMatch(script);
      for (const word of expected) expect(words).toContain(word);
      // Translated: no programme's English description is left (a term may stay in brackets).
      for (const programme of PROGRAMMES) expect(words).not.toContain(squeeze(programme.summary));
      expect(words).toContain('https://portal.example.in');
      // The fonts are subset: a whole font alone is several hundred kilobytes.
      expect(response.rawPayload.length).toBeLessThan(250_000);
    },
  );

  it('refuses a language it does not have', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/content/brochure.pdf?lang=fr');
    expect(response.statusCode).toBe(400);
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
