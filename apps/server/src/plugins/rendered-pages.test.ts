import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageRenderer } from './rendered-pages';

const script = '<script type="module" crossorigin src="/assets/index-X1.js"></script>';

describe('pageRenderer', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-render-'));
  const ready = path.join(dist, 'entry-ready');
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-render`, { recursive: true, force: true });
  });

  it('imports the render entry again after an import that failed', async () => {
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${script}`);
    mkdirSync(path.join(`${dist}-render`, 'pages'), { recursive: true });
    writeFileSync(
      path.join(`${dist}-render`, 'pages', 'plans.html'),
      `<!doctype html>${script}<div id="root"></div>`,
    );
    // An entry whose first evaluation fails (a file of the build not yet in place, say).
    writeFileSync(
      path.join(`${dist}-render`, 'entry.js'),
      `import { existsSync } from 'node:fs';
if (!existsSync(${JSON.stringify(ready)})) throw new Error('not ready');
export const renderPage = async (pathname, data) => '<p>' + data.name + '</p>';
export const pageDataScript = () => '';
`,
    );
    const renderer = pageRenderer(dist, { '/plans': () => Promise.resolve({ name: 'Gold' }) })!;
    expect(renderer.renders('/plans')).toBe(true);

    await expect(renderer.render('/plans')).rejects.toThrow('not ready');
    writeFileSync(ready, '');
    expect(existsSync(ready)).toBe(true);
    const page = await renderer.render('/plans');
    expect(page.html.toString()).toContain('<div id="root"><p>Gold</p></div>');
  });
});
