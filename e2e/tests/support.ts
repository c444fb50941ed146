import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  superAdmin: '9000000001',
  hospitalAdmin: '9000000002',
  doctor: '9000000003',
  doctorWithoutSubscription: '9000000004',
  patient: '9000000005',
} as const;

/** Logs in through the login page, as a person does. */
export async function loginThroughPage(page: Page, mobileNumber: string, password = DEMO_PASSWORD) {
  await page.goto('/#/login');
  const main = page.getByRole('main');
  await main.getByLabel('Mobile Number').fill(mobileNumber);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Loads an address afresh and waits until its page answers input. A prerendered public page is
 * on screen before its code has run, which starts when a person reaches for the page (the
 * pointer moves: app/start-on-intent.ts in the web app) and marks the page once it answers (see
 * InteractiveMark); a timer before that is lost.
 */
export async function openPage(page: Page, route: string) {
  await page.goto('about:blank');
  await page.goto(route);
  // Two moves: one of them changes where the pointer is, even when it was left at one of them.
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/** Keeps a screenshot of a flow's end state with the run's results. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** The page's address within the site: path and query, e.g. `/login?returnUrl=%2Fdashboard`. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function expectPath(page: Page, path: string | RegExp) {
  await expect
    .poll(() => pathOf(page), { timeout: 10_000 })
    .toMatch(typeof path === 'string' ? new RegExp(`^${path.replace(/[/?]/g, '\\$&')}$`) : path);
}

let counter = 0;
/** A mobile number no demo account uses, unique within the run. */
export function freshMobile(): string {
  counter += 1;
  const stamp = (Date.now() % 100_000_000).toString().padStart(8, '0');
  return `7${String(counter % 10)}${stamp}`;
}

/**
 * Serious and critical axe findings of a page, read once it has loaded afresh and every CSS
 * animation has finished (a fading element would be measured mid-fade).
 */
export async function seriousAxeViolations(page: Page, route: string): Promise<string[]> {
  await page.goto('about:blank');
  await page.goto(`/#${route}`);
  await expect(page.locator('h1').first()).toBeVisible();
  return seriousAxeViolationsNow(page, route);
}

/**
 * Resolves once no animation or transition on the page is running (endless ones aside, and those
 * driven by scrolling, such as a wide table's edge fade, which move only when scrolled).
 */
async function nothingMoving(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity ||
          animation.timeline !== document.timeline,
      ),
  );
}

/**
 * The dialog on the page once it has finished opening, as a person sees it before they click:
 * a click while it still slides in can land on a button that moves between press and release,
 * and is lost (seen on a slow machine).
 */
export async function openedDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCSS('opacity', '1');
  await nothingMoving(page);
  return dialog;
}

/** One axe reading: each element a serious or critical rule fails on, as "where: rule (element)". */
async function axeReading(page: Page, where: string, include?: string): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await nothingMoving(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${where}: ${violation.id} (${node.target.join(' ')})`),
    );
}

/**
 * Serious and critical axe findings of the page as it is now (or of the part `include` selects),
 * read once nothing on it is moving: a toast or dialog mid-fade would be measured at part of its
 * contrast. A toast can still start to leave while axe reads (its own timer closes it), so a
 * reading with findings is taken again a moment later and only the elements found failing both
 * times count: a real defect is there both times, a fading toast is not.
 */
export async function seriousAxeViolationsNow(
  page: Page,
  where: string,
  include?: string,
): Promise<string[]> {
  const first = await axeReading(page, where, include);
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  const again = new Set(await axeReading(page, where, include));
  return first.filter((finding) => again.has(finding));
}

/** No serious or critical axe findings on the page as it is now (or the part `include` selects). */
export async function expectAccessible(page: Page, where: string, include?: string) {
  expect(await seriousAxeViolationsNow(page, where, include)).toEqual([]);
}

/** Reads the newest one-time code for a number from the SMS outbox page, as the super admin. */
export async function readCodeFromOutbox(browser: Browser, mobileNumber: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await loginThroughPage(admin, DEMO.superAdmin);
  await expectPath(admin, '/dashboard');
  await admin.goto('/#/admin/outbox');
  const row = admin.getByRole('row').filter({ hasText: mobileNumber }).first();
  await expect(row).toBeVisible();
  const code = (await row.textContent())?.match(/\b(\d{6})\b/)?.[1];
  await context.close();
  if (!code) throw new Error('no code in the outbox row');
  return code;
}

/**
 * Picks an option of a labelled select or multiple select (Mantine's combobox), as a person
 * does, and checks the select shows it. `scope` narrows where the select is looked for (a dialog, a form); the options
 * open in a layer of the page.
 */
export async function choose(
  page: Page,
  label: string,
  option: string,
  scope: Page | Locator = page,
) {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  const multiple = await select.evaluate((box) =>
    box.classList.contains('mantine-PillsInputField-field'),
  );
  // A multiple select shows each choice as a pill beside its box, a single one in the box.
  if (multiple) await expect(select.locator('xpath=..')).toContainText(option);
  else await expect(select).toHaveValue(option);
}

/** The person's fields of the doctor's patient registration form (a woman of 46 in Ahmedabad). */
export async function fillPatientPerson(
  page: Page,
  person: { first: string; last: string; mobile: string },
) {
  const main = page.getByRole('main');
  await main.getByLabel('First Name').fill(person.first);
  await main.getByLabel('Last Name').fill(person.last);
  await page.getByRole('radio', { name: 'Female' }).check();
  await main.getByLabel('Age', { exact: true }).fill('46');
  await main.getByLabel('Mobile Number', { exact: true }).fill(person.mobile);
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('Gujarat');
  await choose(page, 'District', 'Ahmedabad');
  await main.getByLabel('City').fill('Ahmedabad');
  await main.getByLabel('Pincode').fill('380009');
  await main.getByLabel('Address').fill('14 Ashram Road');
}

/**
 * Waits until the page has fetched everything it asks for once shown: the network is quiet, the
 * page has drawn its current content, and the fonts that drawing asked for have arrived (text in
 * a newly declared face asks for its font only when it is laid out, which on a slow CPU can come
 * after the network first went quiet).
 */
export async function waitUntilSettled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
  });
}

/** Every console error and every request that failed or was answered 4xx/5xx, as they happen. */
export function watchProblems(page: Page): string[] {
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

/**
 * Answers the calls to `url` as the server does once the session has ended (401
 * unauthenticated), so only those calls find it, not every call of the page.
 */
export async function endSessionFor(page: Page, url: string) {
  await page.route(url, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'unauthenticated', message: 'Please log in to continue.' },
      }),
    }),
  );
}

/**
 * Pairs of fields on one line of the page's main content whose boxes start at different heights:
 * a label wrapped to two lines, or a hint between a label and its box, above one of them.
 */
export function fieldsOutOfLine(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll<HTMLInputElement>('main input'))
      .filter((input) => !['hidden', 'radio', 'checkbox'].includes(input.type))
      .map((input) => ({
        name: input.labels?.[0]?.textContent ?? input.name,
        // The visible box: a multiple choice's input sits inside it among the chosen pills.
        box: (input.closest('.mantine-Input-wrapper') ?? input).getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0);
    return boxes.flatMap((a, index) =>
      boxes
        .slice(index + 1)
        .filter((b) => a.box.top < b.box.bottom && b.box.top < a.box.bottom)
        .filter((b) => Math.abs(a.box.top - b.box.top) > 1)
        .map((b) => `${a.name} / ${b.name}`),
    );
  });
}
