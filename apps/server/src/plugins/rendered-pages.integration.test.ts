import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '@portal/shared';
import { subscriptionPlans } from '../db/schema';
import { buildTestApp, type TestContext } from '../../test/helper';
import { createPlan } from '../../test/factories';

const PLANS_PATH = paths.showSubscriptionPlan.path;

/**
 * A render entry as the web build leaves it (apps/web/src/prerender/entry.tsx), reduced to what
 * the server relies on: it renders the page's body from the data and writes the data element.
 * It counts its renders, and fails on a plan named "Unrenderable".
 */
const renderEntry = `
export async function renderPage(pathname, data) {
  globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
  const names = data.activePlans.map((plan) => plan.subscriptionName);
  if (names.includes('Unrenderable')) throw new Error('cannot render');
  return '<main data-page="' + pathname + '">' + names.join(' | ') + '</main>';
}
export function pageDataScript(data) {
  return '<script type="application/json" id="page-data">' + JSON.stringify(data) + '</script>';
}
`;
const entryScript = (hash: string) =>
  `<script type="module" crossorigin src="/assets/index-${hash}.js"></script>`;
const template = `<!doctype html><html><head><title>Plans</title>${entryScript('AbC123')}</head><body><div id="root"></div></body></html>`;
const builtPage = '<!doctype html><title>Plans</title><div id="root"><p>Loading…</p></div>';

const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

/** The plan page, rendered by the server with the plans on sale on each visit. */
describe('a public page rendered with its data', () => {
  let ctx: TestContext;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Portal</title>${entryScript('AbC123')}`,
    );
    mkdirSync(path.join(dist, PLANS_PATH));
    writeFileSync(path.join(dist, PLANS_PATH, 'index.html'), builtPage);
    mkdirSync(path.join(`${dist}-render`, 'pages'), { recursive: true });
    writeFileSync(path.join(`${dist}-render`, 'entry.js'), renderEntry);
    writeFileSync(path.join(`${dist}-render`, 'pages', `${PLANS_PATH}.html`), template);
    ctx = await buildTestApp({ webDistDir: dist }, { serveWeb: true });
    // Plans of the starting data go off sale: the page shows the plans these tests put on sale.
    await ctx.db.update(subscriptionPlans).set({ isActive: false });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-render`, { recursive: true, force: true });
  });

  const get = (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: PLANS_PATH,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('shows the plans on sale in the HTML, with the data the app hydrates with', async () => {
    await createPlan(ctx.db, { name: 'Hospital 500', totalPaise: 5_000_000 });
    await createPlan(ctx.db, { name: 'Withdrawn plan', isActive: false });

    const page = await get();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(
      `<div id="root"><main data-page="${PLANS_PATH}">Hospital 500</main></div>`,
    );
    expect(page.body).not.toContain('Withdrawn plan');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page.body);
    const plans = (
      JSON.parse(data![1]!) as { activePlans: { subscriptionName: string; totalPaise: number }[] }
    ).activePlans;
    expect(plans.map(({ subscriptionName, totalPaise }) => [subscriptionName, totalPaise])).toEqual(
      [['Hospital 500', 5_000_000]],
    );
  });

  it('sends it compressed to a browser that accepts it', async () => {
    const plain = (await get()).body;
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzip = await get('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('renders again only when the plans changed, and shows a change at the next visit', async () => {
    await get();
    const before = renders();
    await get();
    await get('br');
    expect(renders()).toBe(before);

    const { id } = await createPlan(ctx.db, { name: 'Clinic 50' });
    expect((await get()).body).toContain('>Clinic 50 | Hospital 500<');
    expect(renders()).toBe(before + 1);

    await ctx.db
      .update(subscriptionPlans)
      .set({ isActive: false })
      .where(eq(subscriptionPlans.id, id));
    const page = (await get()).body;
    expect(page).toContain('>Hospital 500</main>');
    expect(page).not.toContain('Clinic 50');
  });

  it('sends the page as built when it cannot be rendered', async () => {
    const { id } = await createPlan(ctx.db, { name: 'Unrenderable' });
    const page = await get();
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(builtPage);
    await ctx.db
      .update(subscriptionPlans)
      .set({ isActive: false })
      .where(eq(subscriptionPlans.id, id));
    expect((await get()).body).toContain('>Hospital 500</main>');
  });

  it('sends the page as built when its render entry is of another build', async () => {
    // The web app built again without the prerender: a new entry script, the old render entry.
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Portal</title>${entryScript('NeW456')}`,
    );
    const other = await buildTestApp({ webDistDir: dist }, { serveWeb: true });
    try {
      await createPlan(other.db, { name: 'Hospital 900' });
      const page = await other.app.inject({ method: 'GET', url: PLANS_PATH });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(builtPage);
    } finally {
      await other.close();
    }
  });
});
