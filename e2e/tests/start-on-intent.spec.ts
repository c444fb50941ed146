import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectPath, loginThroughPage, watchProblems } from './support';

/*
 * A prerendered public page starts its code when the person reaches for it (app/start-on-intent.ts
 * in the web app). Until then nothing of the app runs; what the person does meanwhile is kept.
 */

test('a prerendered page runs no app code until reached for; text typed meanwhile is kept', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const isAppChunk = (path: string) => /^\/assets\/app-[\w-]+\.js$/.test(path);
  await page.goto('/login');

  // A few seconds after the load the app's code is fetched (prefetched), but it does not run.
  await expect.poll(() => requests.some(isAppChunk), { timeout: 15_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');

  // Typing at once, as a person who taps the field does: the app starts as the field takes focus.
  const main = page.getByRole('main');
  await main.getByLabel('Mobile Number').pressSequentially(DEMO.doctor);
  await main.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });

  await expect(main.getByLabel('Mobile Number')).toHaveValue(DEMO.doctor);
  await expect(main.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);
  const signIn = main.getByRole('button', { name: 'Sign In', exact: true });
  await expect(signIn).toBeEnabled();
  await signIn.click();
  await expectPath(page, /^\/(?!login)/);
});

test('a sign-in sent with Enter before the app runs goes through once it does', async ({
  page,
}) => {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');

  // Typed and sent at once: the prerendered Sign In is disabled, so Enter alone sends nothing.
  const main = page.getByRole('main');
  await main.getByLabel('Mobile Number').pressSequentially(DEMO.doctor);
  await main.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectPath(page, /^\/(?!login)/);
});

test('a prerendered page is styled before its app runs as it is after', async ({ page }) => {
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
  const buttons = page.locator('main').locator('a.mantine-Button-root, button.mantine-Button-root');
  // Each button's look: the inlined CSS must keep the cascade of the app's stylesheets (a
  // button's own rules after those of the component it builds on).
  const looks = () =>
    buttons.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return `${element.textContent}: ${style.backgroundColor} ${style.padding} ${style.borderRadius} ${style.height}`;
      }),
    );
  const before = await looks();
  expect(before.length).toBeGreaterThanOrEqual(2);
  for (const look of before) expect(look).not.toMatch(/rgba\(0, 0, 0, 0\) 0px/);

  await page.mouse.move(10, 10);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  expect(await looks()).toEqual(before);
});

test('a button pressed before the app runs is pressed again once it does', async ({ page }) => {
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');

  // One press, before any code of the app has run: the language bar's Hindi.
  await page.locator('button[lang="hi"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('navigation', { name: 'भाषा' })).toBeVisible();
});

test('for someone logged in on this browser, a public page starts without being reached for', async ({
  page,
}) => {
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, /^\/(?!login)/);
  await page.goto('about:blank');
  await page.goto('/home');
  // The prerendered header is the visitor's, with its quick sign-in.
  // No pointer, key or touch: the app starts by itself and the header becomes the person's.
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expect(page.getByRole('banner').getByLabel('Mobile Number')).toHaveCount(0);
});

test('the plans on sale are in the page before any JavaScript runs, and the app starts with them', async ({
  browser,
  page,
  baseURL,
}) => {
  const answer = await page.request.get('/api/v1/subscriptions/plans/active');
  const onSale = ((await answer.json()) as { subscriptionName: string }[]).map(
    (plan) => plan.subscriptionName,
  );
  expect(onSale.length).toBeGreaterThan(0);

  // The server renders the page with the plans on each visit: a browser without JavaScript
  // shows each of them, with no loader in its place.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await withoutScripts.newPage();
  await bare.goto('/show-subscription-plan');
  const cards = bare.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(onSale.length);
  for (const name of onSale) {
    await expect(bare.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(bare.getByRole('main').getByRole('status')).toHaveCount(0);
  await withoutScripts.close();

  // The app hydrates that page with the plans it was sent: it does not ask for them again.
  const problems = watchProblems(page);
  const planReadings: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/subscriptions/plans')) planReadings.push(request.url());
  });
  await page.goto('/show-subscription-plan');
  await page.mouse.move(40, 40);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(onSale.length);
  await page.getByRole('button', { name: 'Pay Now' }).first().click();
  await expectPath(page, /^\/login-signup\/\d+$/);
  expect(planReadings).toEqual([]);
  expect(problems).toEqual([]);
});

test('a page whose lists the app fetches (districts) starts without being reached for', async ({
  page,
}) => {
  await page.goto('/contact-us');
  // Its prerendered lists show a loader. No pointer, key or touch: once the page has settled
  // the app starts and fetches them.
  await expect(page.getByRole('main').locator('.mantine-Loader-root').first()).toBeAttached();
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 20_000 });
  await expect(page.getByRole('main').locator('.mantine-Loader-root')).toHaveCount(0, {
    timeout: 20_000,
  });
});

test('on a slow phone, a signed-in person’s prerendered page is hydrated, then becomes theirs', async ({
  page,
}) => {
  await loginThroughPage(page, DEMO.hospitalAdmin);
  await expectPath(page, /^\/(?!login)/);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A phone's CPU: the session's answer used to come while the plans page was still being
  // hydrated, which then rendered for the signed-in person and not as its HTML (React #418).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('about:blank');
  await page.goto('/show-subscription-plan');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({
    timeout: 20_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(errors).toEqual([]);
});
