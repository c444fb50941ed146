import { afterEach, describe, expect, it } from 'vitest';
import { startControlPage } from './control-page';

describe('the control page', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => stop?.());

  it('is an empty page sent with the product page’s policies and no other header of it', async () => {
    const productPage = new Response('<p>page</p>', {
      headers: {
        'content-security-policy': "default-src 'self'",
        'cross-origin-opener-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        etag: 'W/"1"',
        'cache-control': 'no-cache',
      },
    });
    const control = await startControlPage(productPage);
    stop = control.stop;

    const response = await fetch(control.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('origin-agent-cluster')).toBe('?1');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cache-control')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<h1>Control page</h1>');
    expect(html).not.toMatch(/<script|<link rel="stylesheet"|<style/);
  });

  it('answers any other address with 404, so the browser asks for nothing else', async () => {
    const control = await startControlPage(new Response(''));
    stop = control.stop;
    expect((await fetch(new URL('/favicon.ico', control.url))).status).toBe(404);
  });
});
