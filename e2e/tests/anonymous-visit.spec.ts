import { expect, test } from '@playwright/test';
import { PROGRAMMES } from '../../packages/shared/src/content/programmes';
import { openPage, waitUntilSettled, watchProblems } from './support';

/** The pages a visitor without an account reaches first. */
const PUBLIC_PAGES = [
  '/home',
  '/login',
  '/show-subscription-plan',
  '/contact-us',
  ...PROGRAMMES.map((programme) => programme.route),
];

test('a visitor without an account causes no console error and no failed request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  for (const route of PUBLIC_PAGES) {
    await openPage(page, route);
    await expect(page.locator('h1').first(), route).toBeVisible();
    // Whatever the page asks for once shown (session, lists, images) has answered.
    await waitUntilSettled(page);
    expect(problems, route).toEqual([]);
  }
});

test("a seed's #/ address opens its page with no console error, whatever page it was added to", async ({
  page,
}) => {
  const problems = watchProblems(page);
  // `/home#/contact-us` brings the prerendered HTML of the home page; `/#/…` the bare shell.
  for (const address of [
    '/#/contact-us',
    '/home#/contact-us',
    '/login#/oncologies',
    '/home#/login',
  ]) {
    const route = address.slice(address.indexOf('#') + 1);
    await page.goto('about:blank');
    await page.goto(address);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect(page.locator('h1').first(), address).toBeVisible();
    await waitUntilSettled(page);
    expect(problems, address).toEqual([]);
  }
});

test('a visitor who switches language while the page is still hydrating causes no console error', async ({
  page,
}) => {
  const problems = watchProblems(page);
  // A slow phone: hydration of the header, the page and the footer takes long enough to click
  // between them.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const route of ['/home', '/login']) {
    await page.goto('about:blank');
    await page.goto(route, { waitUntil: 'commit' });
    // Click Hindi as soon as it exists, and again until the click takes (the first ones may
    // come before the language bar answers).
    const switched = await page.evaluate(async () => {
      const started = performance.now();
      while (performance.now() - started < 20_000) {
        document.querySelector<HTMLButtonElement>('button[lang="hi"]')?.click();
        if (document.documentElement.lang === 'hi-IN') return true;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return false;
    });
    expect(switched, route).toBe(true);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await expect(page.getByRole('navigation', { name: 'भाषा' })).toBeVisible();
    await waitUntilSettled(page);
    expect(problems, route).toEqual([]);
    await page.evaluate(() => localStorage.clear());
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('a visitor who only reads a public page is shown no console warning', async ({ page }) => {
  test.setTimeout(60_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  for (const route of ['/home', '/login']) {
    await page.goto('about:blank');
    // No pointer, key or focus: the app does not start, and the page stays as prerendered.
    await page.goto(route);
    await page.waitForLoadState('load');
    // The browser warns about a preloaded file left unused a few seconds after `load`.
    await page.waitForTimeout(5_000);
    expect(await page.locator('html[data-interactive]').count(), route).toBe(0);
    expect(warnings, route).toEqual([]);
  }
});
