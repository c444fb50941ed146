import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type TestContext } from '../../test/helper';
import { createUser } from '../../test/factories';
import { API_COMPRESSION_THRESHOLD } from './compression';

const compressScript = fileURLToPath(
  new URL('../../../web/scripts/compress-dist.mjs', import.meta.url),
);

/**
 * The web app as the server sends it: a build made here (an index page and a hashed script),
 * compressed by the same script as the real build, then fetched as a browser would.
 */
describe('serving the web app', () => {
  let ctx: TestContext;
  let dist: string;
  const script = `console.log(${JSON.stringify('portal '.repeat(2_000))});\n`;
  const homeHtml = `<!doctype html><title>Home</title><h1>Prerendered home</h1>`;
  const indexHtml = `<!doctype html><html><head><title>Portal</title></head><body>${'<p>text</p>'.repeat(200)}<script type="module" src="/assets/index-AbC123.js"></script></body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'tiny-XyZ789.js'), 'export {};\n');
    mkdirSync(path.join(dist, 'home'));
    writeFileSync(path.join(dist, 'home', 'index.html'), homeHtml);
    mkdirSync(path.join(dist, 'programmes', 'telemedicine'), { recursive: true });
    writeFileSync(path.join(dist, 'programmes', 'telemedicine', 'index.html'), '<h1>Tele</h1>');
    execFileSync(process.execPath, [compressScript, dist]);
    ctx = await buildTestApp({ webDistDir: dist }, { serveWeb: true });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a hashed script as brotli or gzip when accepted, as it is otherwise', async () => {
    const brotli = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps hashed assets for a year and has the page asked again each time', async () => {
    const asset = await get('/assets/index-AbC123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const small = await get('/assets/tiny-XyZ789.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await get('/', 'br, gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml);
  });

  it('answers a page address with its prerendered HTML, or the app shell, never an API 404', async () => {
    for (const url of ['/home', '/home/', '/home?from=sms']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(homeHtml);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/programmes/telemedicine')).body).toBe('<h1>Tele</h1>');
    // A page the build did not prerender (a signed-in screen) gets the shell.
    for (const url of ['/patient-list', '/patient-registration/0/12/0', '/programmes']) {
      const shell = await get(url);
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body, url).toBe(indexHtml);
    }
    const api = await get('/api/v1/no/such/route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await get('/favicon.ico')).statusCode).toBe(404);
  });

  it('compresses a large API answer and leaves a small one as it is', async () => {
    const admin = await loginAs(ctx.app, (await createUser(ctx.db, 'super_admin')).mobileNumber);
    const large = await call(ctx.app, 'GET', '/api/v1/locations/countries', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const countries = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as unknown[];
    expect(countries.length).toBeGreaterThan(100);
    expect(large.headers['cache-control']).toBe('public, max-age=3600');

    const gzip = await call(ctx.app, 'GET', '/api/v1/locations/countries', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await call(ctx.app, 'GET', '/api/v1/auth/session', {
      cookie: admin,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(API_COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('no-store');
  });
});
