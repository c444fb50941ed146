import { expect, test } from '@playwright/test';
import {
  DEMO,
  expectPath,
  fieldsOutOfLine,
  freshMobile,
  keepScreenshot,
  loginThroughPage,
  seriousAxeViolations,
} from './support';

const PASSWORD = 'Clinic@2026';

test('a doctor registers with their hospital, then logs in as its chief admin', async ({
  page,
}, testInfo) => {
  await page.goto('/#/login');
  await page.getByRole('link', { name: /Register/ }).click();
  await expectPath(page, '/admin/doctors/database');

  // Submitting the empty form marks every required field with the spec's message.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Doctor name is required')).toBeVisible();
  await expect(page.getByText('Registration number is required')).toBeVisible();
  await expect(page.getByText('Hospital name is required')).toBeVisible();
  await expect(page.getByText('Gender is required')).toBeVisible();
  await expect(page.getByText('Hospital service offered is required')).toBeVisible();
  await keepScreenshot(page, testInfo, 'registration-errors');

  const mobile = freshMobile();
  await page.getByLabel('Doctor Name').fill('Dr. Neha Desai');
  await page.getByLabel('Doctor Name').blur();
  // The doctor is offered as the chief admin; another name can be typed.
  const chiefAdmin = page.getByLabel('Chief Admin');
  await expect(chiefAdmin).toHaveValue('Dr. Neha Desai');
  await chiefAdmin.fill('Dr. Arvind Desai');
  await page.getByLabel('Registration No', { exact: true }).fill('GMC-77821');
  await page.getByRole('combobox', { name: 'Speciality', exact: true }).click();
  await page.getByRole('option', { name: 'Surgical Oncology' }).click();
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Email Id', { exact: true }).fill(`neha${mobile}@example.in`);
  await page.getByLabel('Mobile Number', { exact: true }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);

  await page.getByLabel('Hospital Name').fill('Desai Cancer Centre');
  await page.getByRole('combobox', { name: 'Hospital Type', exact: true }).click();
  await page.getByRole('option', { name: 'Cancer', exact: true }).click();
  await page.getByRole('combobox', { name: 'Services Offered', exact: true }).click();
  await page
    .getByRole('option', { name: /Radiation/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
  // Country and state default to India and Gujarat; the districts of Gujarat load.
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('India');
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('Gujarat');
  await page.getByRole('combobox', { name: 'District', exact: true }).click();
  await page.getByRole('option', { name: 'Vadodara' }).click();
  await page.getByLabel('Pincode').fill('390001');

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Doctor Registration Successfully!')).toBeVisible();
  await expectPath(page, /^\/login/);

  await loginThroughPage(page, mobile, PASSWORD);
  await expectPath(page, '/dashboard');
  await expect(
    page.getByText('Your hospital has no active subscription. Buy a plan to register patients.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Neha Desai/ })).toBeVisible();
  await keepScreenshot(page, testInfo, 'registered-doctor-dashboard');
  // The typed chief admin is the hospital's.
  await page.goto('/#/hospital/doctors');
  await expect(page.getByText('Chief Admin: Dr. Arvind Desai.')).toBeVisible();
});

test('a taken mobile number is refused when the field is left', async ({ page }) => {
  await page.goto('/#/admin/doctors/database');
  const mobileInput = page.getByLabel('Mobile Number', { exact: true });
  await mobileInput.fill(DEMO.doctor);
  await mobileInput.blur();
  await expect(
    page.getByText('Mobile number already register as UserName !').first(),
  ).toBeVisible();
  await expect(mobileInput).toHaveValue(DEMO.doctor);
  await expect(mobileInput).toHaveAttribute('aria-invalid', 'true');
});

test('passwords are compared when a password field is left', async ({ page }) => {
  await page.goto('/#/admin/doctors/database');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('Other@2026');
  await page.getByLabel('Confirm Password').blur();
  await expect(page.getByText('Password Not Match.')).toBeVisible();
});

test('on a phone, fields side by side line up their boxes', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/doctors/database');
  await expect(page.getByLabel('Hospital Mobile Number')).toBeVisible();
  // Hospital Mobile Number's label wrapped to two lines beside Hospital Country Code.
  expect(await fieldsOutOfLine(page)).toEqual([]);
});

test('changing the state reloads its districts', async ({ page }) => {
  await page.goto('/#/admin/doctors/database');
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('Gujarat');
  await page.getByRole('combobox', { name: 'State', exact: true }).click();
  await page.getByRole('option', { name: 'Kerala' }).click();
  await page.getByRole('combobox', { name: 'District', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Ernakulam' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Ahmedabad' })).toHaveCount(0);
});

test('login and registration pages have no serious accessibility violations', async ({ page }) => {
  const violations: string[] = [];
  for (const route of ['/login', '/admin/doctors/database', '/home']) {
    violations.push(...(await seriousAxeViolations(page, route)));
  }
  expect(violations).toEqual([]);
});

test('a hospital outside India is registered with a typed state and district, and found by country', async ({
  page,
}, testInfo) => {
  await page.goto('/#/admin/doctors/database');
  const mobile = freshMobile();
  const hospitalName = `Thames Cancer Clinic ${mobile}`;
  await page.getByLabel('Doctor Name').fill('Dr. Priya Shah');
  await page.getByLabel('Registration No', { exact: true }).fill(`GMC-${mobile}`);
  await page.getByRole('combobox', { name: 'Speciality', exact: true }).click();
  await page.getByRole('option', { name: 'Surgical Oncology' }).click();
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Email Id', { exact: true }).fill(`priya${mobile}@example.in`);
  await page.getByLabel('Mobile Number', { exact: true }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel('Hospital Name').fill(hospitalName);
  await page.getByRole('combobox', { name: 'Hospital Type', exact: true }).click();
  await page.getByRole('option', { name: 'Cancer', exact: true }).click();
  await page.getByRole('combobox', { name: 'Services Offered', exact: true }).click();
  await page
    .getByRole('option', { name: /Radiation/ })
    .first()
    .click();
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Country', exact: true }).fill('United Kingdom');
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  // No lists for this country: the names are typed, the pincode is a postal code.
  await page.getByRole('textbox', { name: 'State', exact: true }).fill('England');
  await page.getByRole('textbox', { name: 'District', exact: true }).fill('Greater London');
  await expect(page.getByLabel('Pincode')).toHaveCount(0);
  await page.getByLabel('Postal code').fill('SW1A 1AA');
  await keepScreenshot(page, testInfo, 'hospital-abroad');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Doctor Registration Successfully!')).toBeVisible();

  // Find a Doctor by the country alone shows the typed state and district.
  await page.goto('/#/oncologies');
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Hospitals and doctors' });
  // The first search (India, Gujarat) runs on opening; choose once it has answered.
  await expect(table.getByRole('cell', { name: 'Demo Cancer Hospital' })).toBeVisible();
  await main.getByRole('combobox', { name: 'Country', exact: true }).fill('United Kingdom');
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  await main.getByRole('button', { name: 'Search Doctor' }).click();
  const row = table.getByRole('row').filter({ hasText: hospitalName });
  await expect(row).toContainText('England');
  await expect(row).toContainText('Greater London');
});
