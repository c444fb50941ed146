import { expect, test } from '@playwright/test';
import { DEMO, expectPath, keepScreenshot, loginThroughPage } from './support';

test.describe('each demo role lands where the spec says', () => {
  test('super admin lands on the admin dashboard with the admin menu', async ({
    page,
  }, testInfo) => {
    await loginThroughPage(page, DEMO.superAdmin);
    await expectPath(page, '/dashboard');
    await expect(page.getByRole('link', { name: 'Masters' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /SMS Outbox/ }).first()).toBeVisible();
    // The super admin has no Subscription entry in the user menu.
    await page.getByRole('button', { name: /Super Admin/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Subscription' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'super-admin-dashboard');
  });

  test('hospital admin with a subscription lands in the database area', async ({
    page,
  }, testInfo) => {
    await loginThroughPage(page, DEMO.hospitalAdmin);
    await expectPath(page, '/db');
    await expect(
      page.getByRole('heading', { name: 'Hospital database application' }),
    ).toBeVisible();
    await page.goto('/#/dashboard');
    await expect(page.getByRole('link', { name: 'Patient Registration' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Patient List' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'hospital-admin-dashboard');
  });

  test('doctor of a subscribed hospital lands in the database area', async ({ page }) => {
    await loginThroughPage(page, DEMO.doctor);
    await expectPath(page, '/db');
  });

  test('doctor without a subscription lands on the dashboard with the buy prompt', async ({
    page,
  }, testInfo) => {
    await loginThroughPage(page, DEMO.doctorWithoutSubscription);
    await expectPath(page, '/dashboard');
    await expect(
      page.getByText('Your hospital has no active subscription. Buy a plan to register patients.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Subscription Plans' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'no-subscription-dashboard');
  });

  test('patient lands in the care area', async ({ page }) => {
    await loginThroughPage(page, DEMO.patient);
    await expectPath(page, '/care/patient');
    await expect(page.getByRole('heading', { name: 'My care' })).toBeVisible();
  });

  test('the application switcher moves between the care and database areas', async ({ page }) => {
    await loginThroughPage(page, DEMO.hospitalAdmin);
    await expectPath(page, '/db');
    await page.getByRole('textbox', { name: 'Application' }).click();
    await page.getByRole('option', { name: /CCI/ }).click();
    await expectPath(page, /^\/care/);
    await expect(page.getByRole('heading', { name: 'Digital care application' })).toBeVisible();
  });

  test('wrong credentials show the spec message', async ({ page }) => {
    await loginThroughPage(page, DEMO.doctor, 'Wrong@1234');
    await expect(
      page.getByRole('main').getByText('Username or password is invalid!'),
    ).toBeVisible();
    await expectPath(page, /^\/login/);
  });
});
