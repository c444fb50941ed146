import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, expectPath, keepScreenshot, loginThroughPage } from './support';

/** The seven master screens of seed 001 section 2.11. */
const screens = [
  { route: 'stage_master', title: 'Stage', label: 'Stage Name' },
  { route: 'site_master', title: 'Site', label: 'Site Name' },
  { route: 'sub_site_master', title: 'Sub Site', label: 'Sub Site Name', parent: 'Site' },
  { route: 'sub_type_master', title: 'Sub Type', label: 'Sub Type Name' },
  { route: 'looking_for_master', title: 'Looking For', label: 'Looking For Name' },
  { route: 'treatment_history_master', title: 'Treatment History', label: 'Treatment History' },
  { route: 'treatment_status_master', title: 'Treatment Status', label: 'Treatment Status' },
] as const;

async function openMaster(page: Page, route: string, title: string) {
  await page.goto(`/#/master/${route}`);
  await expect(
    page.getByRole('main').getByRole('heading', { name: `${title} Master`, level: 1 }),
  ).toBeVisible();
}

test.describe('master screens', () => {
  for (const screen of screens) {
    test(`the super admin adds and edits a ${screen.title} entry`, async ({ page }, testInfo) => {
      const name = `E2E ${screen.title} ${Date.now()}`;
      const edited = `${name} edited`;
      await loginThroughPage(page, DEMO.superAdmin);
      await expectPath(page, '/dashboard');
      await openMaster(page, screen.route, screen.title);
      const main = page.getByRole('main');
      await expect(main.getByText('Fields marked * are mandatory.')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
      const field = main.getByLabel(screen.label, { exact: true });
      const table = main.getByRole('table', { name: `${screen.title} list` });

      // Submit does nothing but show the message while the form is invalid.
      await main.getByRole('button', { name: 'Submit' }).click();
      await expect(main.getByText(`${screen.label} is required`)).toBeVisible();
      if ('parent' in screen) {
        await expect(main.getByText(`${screen.parent} is required`)).toBeVisible();
        await main.getByLabel(screen.parent, { exact: true }).click();
        await page.getByRole('option').first().click();
      }

      await field.fill(name);
      await main.getByRole('button', { name: 'Submit' }).click();
      const saved = page.getByRole('alert').filter({ hasText: 'Save Successfully!' });
      await expect(saved).toBeVisible();
      // The toast opens below the two-row sticky header, not over its navigation.
      const header = await page.locator('header.site-header').boundingBox();
      expect((await saved.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
      await expect(field).toHaveValue('');
      await expect(main.getByText(`${screen.label} is required`)).toHaveCount(0);

      await table.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
      await expect(main.getByRole('heading', { name: `Update ${screen.title}` })).toBeVisible();
      await expect(field).toHaveValue(name);
      await field.fill(edited);
      await main.getByRole('button', { name: 'Update' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Update Successfully!' }),
      ).toBeVisible();
      await expect(table.getByRole('cell', { name: edited, exact: true })).toBeVisible();
      await expect(table.getByRole('cell', { name, exact: true })).toHaveCount(0);
      // Back in create mode, empty.
      await expect(main.getByRole('heading', { name: `Add ${screen.title}` })).toBeVisible();
      await expect(field).toHaveValue('');

      // The same name again is refused with the server's message on the field.
      if ('parent' in screen) {
        await main.getByLabel(screen.parent, { exact: true }).click();
        await page.getByRole('option').first().click();
      }
      await field.fill(edited);
      await main.getByRole('button', { name: 'Submit' }).click();
      await expect(main.getByText(`${screen.label} already exists`)).toBeVisible();
      await expect(table.getByRole('cell', { name: edited, exact: true })).toHaveCount(1);
      if (screen.route === 'sub_site_master') {
        await keepScreenshot(page, testInfo, 'sub-site-master');
        await expectAccessible(page, screen.route);
      }
    });
  }

  test('the masters page links every master screen', async ({ page }) => {
    await loginThroughPage(page, DEMO.superAdmin);
    await expectPath(page, '/dashboard');
    await page.goto('/#/admin/masters_section');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Masters', level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Patient registration masters' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Clinical masters' })).toBeVisible();
    await expectAccessible(page, 'masters_section');
    for (const screen of screens) {
      await expect(
        main.getByRole('link', { name: new RegExp(`^${screen.title} Add`) }),
      ).toHaveAttribute('href', `/master/${screen.route}`);
    }
    await main.getByRole('link', { name: /^Sub Site Add/ }).click();
    await expectPath(page, '/master/sub_site_master');
    await expect(main.getByRole('columnheader', { name: 'Site', exact: true })).toBeVisible();
    // The header's Masters link says the person is within the masters.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Masters', exact: true }),
    ).toHaveAttribute('aria-current', 'true');

    await page.goto('/#/master/no_such_master');
    await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a doctor may not open the masters', async ({ page }) => {
    await loginThroughPage(page, DEMO.hospitalAdmin);
    await expectPath(page, '/db');
    await page.goto('/#/admin/masters_section');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(main.getByText('You do not have permission to do this.')).toBeVisible();
    await page.goto('/#/master/stage_master');
    await expect(main.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  });
});
