import { expect, test, type Page } from '@playwright/test';
import { PROGRAMMES } from '../../packages/shared/src/content/programmes';
import { openPage } from './support';

/** The pages a visitor without an account reaches first. */
const PUBLIC_PAGES = [
  '/home',
  '/login',
  '/show-subscription-plan',
  '/contact-us',
  ...PROGRAMMES.map((programme) => programme.route),
];

/** Every console error and every request that failed or was answered 4xx/5xx, as they happen. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

test('a visitor without an account causes no console error and no failed request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  for (const route of PUBLIC_PAGES) {
    await openPage(page, route);
    await expect(page.locator('h1').first(), route).toBeVisible();
    // Whatever the page asks for once shown (session, lists, images) has answered.
    await page.waitForLoadState('networkidle');
    expect(problems, route).toEqual([]);
  }
});
