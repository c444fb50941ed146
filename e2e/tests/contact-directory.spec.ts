import { expect, test, type Locator, type Page } from '@playwright/test';
import { sendEnquiryThroughApi } from './api-setup';
import {
  DEMO,
  expectAccessible,
  expectPath,
  freshMobile,
  keepScreenshot,
  loginThroughPage,
  openPage,
} from './support';

/** Opens a Mantine select by its label and picks an option by its exact text. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('contact enquiries', () => {
  test('a visitor sends an enquiry and the super admin handles it', async ({ page }, testInfo) => {
    const stamp = Date.now();
    const name = `E2E Visitor ${stamp}`;
    await page.goto('/#/contact-us');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Home' })).toBeVisible();
    // Defaults: India and Gujarat, with Gujarat's districts loaded.
    await expect(main.getByLabel('Country', { exact: true })).toHaveValue('India');
    await expect(main.getByLabel('State', { exact: true })).toHaveValue('Gujarat');

    // An empty submit shows the spec's messages on every mandatory field.
    await main.getByRole('button', { name: 'Submit' }).click();
    for (const text of [
      'Name is required',
      'Email Id is required',
      'Mobile Number is required',
      'District is required',
      'City is required',
      'Purpose is required',
      'Description is required',
    ]) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
    await main.getByLabel('Email ID').fill('not-an-email');
    await expect(main.getByText('Enter valid email Id.')).toBeVisible();
    await keepScreenshot(page, testInfo, 'contact-validation');
    await expectAccessible(page, 'contact-us');

    await main.getByLabel('Name').fill(name);
    await main.getByLabel('Email ID').fill(`visitor${stamp}@example.org`);
    await main.getByLabel('Mobile Number').fill(freshMobile());
    await pick(page, main, 'District', 'Ahmedabad');
    await main.getByLabel('City').fill('Navrangpura');
    await pick(page, main, 'Purpose for contacting', 'Need support for cancer patient');
    await main.getByLabel('Description').fill('My father needs a second opinion.');
    await expect(main.getByText('33 of 512 characters')).toBeVisible();
    await main.getByRole('button', { name: 'Submit' }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'Form saved successfully!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Contact Us');
    // The form is back to its defaults, without errors.
    await expect(main.getByLabel('Name')).toHaveValue('');
    await expect(main.getByLabel('Description')).toHaveValue('');
    await expect(main.getByLabel('State', { exact: true })).toHaveValue('Gujarat');
    await expect(main.getByText('Name is required')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Submit' })).toBeEnabled();

    // A later enquiry, sent through the API, comes first in the list.
    const later = `E2E Later ${stamp}`;
    await sendEnquiryThroughApi(page.request, { name: later });

    // The contact page has a Mobile Number field too: be on the login page before typing.
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    await loginThroughPage(page, DEMO.superAdmin);
    await expectPath(page, '/dashboard');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Contact Enquiries/ })
      .click();
    await expectPath(page, '/admin/enquiries');
    const rows = page.getByRole('main').getByRole('row');
    await expect(rows.nth(1)).toContainText(later);
    await expect(rows.nth(2)).toContainText(name);
    await expect(rows.nth(2)).toContainText('Navrangpura, Ahmedabad');
    await expect(rows.nth(2)).toContainText('Need support for cancer patient');

    const handled = page.getByRole('checkbox', { name: `Enquiry from ${name} handled` });
    await expect(handled).not.toBeChecked();
    await handled.check();
    await expect(handled).toBeChecked();
    await page.reload();
    await expect(
      page.getByRole('checkbox', { name: `Enquiry from ${name} handled` }),
    ).toBeChecked();
    await expect(rows.nth(2)).toContainText('Handled');
    await keepScreenshot(page, testInfo, 'contact-enquiries');
    await expectAccessible(page, 'enquiries');
  });
});

test('a visitor abroad types the state and district of an enquiry', async ({ page }) => {
  // Typed before the page runs, the country field got 'India' (its default) in front: wait.
  await openPage(page, '/#/contact-us');
  const main = page.getByRole('main');
  // The country list arrives after the page runs and writes 'India' into the field; typed
  // before that, 'Nepal' once became 'IndiaNepal' (a person sees India first, then types).
  const country = main.getByLabel('Country', { exact: true });
  await expect(country).toHaveValue('India');
  await country.fill('Nepal');
  await page.getByRole('option', { name: 'Nepal', exact: true }).click();
  await main.getByLabel('Name').fill('Visitor From Nepal');
  await main.getByLabel('Email ID').fill(`nepal${Date.now()}@example.org`);
  await main.getByLabel('Mobile Number').fill(freshMobile());
  await main.getByLabel('City').fill('Kathmandu');
  await pick(page, main, 'Purpose for contacting', 'Need support for cancer patient');
  await main.getByLabel('Description').fill('Treatment in India for my mother.');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByText('State is required', { exact: true })).toBeVisible();
  await main.getByRole('textbox', { name: 'State', exact: true }).fill('Bagmati');
  await main.getByRole('textbox', { name: 'District', exact: true }).fill('Kathmandu');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Form saved successfully!' }),
  ).toBeVisible();
});

test.describe('find a doctor', () => {
  test('a visitor finds the demo hospitals and an empty district shows No data!', async ({
    page,
  }, testInfo) => {
    await page.goto('/#/oncologies');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Find a Doctor', level: 1 })).toBeVisible();
    // The first search runs on opening, with India and Gujarat.
    const table = main.getByRole('table', { name: 'Hospitals and doctors' });
    await expect(table.getByRole('cell', { name: 'Demo Cancer Hospital' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Sunrise Oncology Clinic' })).toBeVisible();
    for (const column of ['Sr.No.', 'Hospital Name', 'Mobile', 'Email-Id', 'Speciality']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }

    await pick(page, main, 'District', 'Surat');
    await main.getByRole('button', { name: 'Search Doctor' }).click();
    await expect(table.getByRole('cell', { name: 'Sunrise Oncology Clinic' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Demo Cancer Hospital' })).toHaveCount(0);
    const sunrise = table.getByRole('row').filter({ hasText: 'Sunrise Oncology Clinic' });
    await expect(sunrise).toContainText('Gujarat');
    await expect(sunrise).toContainText('Surat');
    await keepScreenshot(page, testInfo, 'find-doctor-results');
    await expectAccessible(page, 'oncologies');

    await pick(page, main, 'District', 'Dang');
    await main.getByRole('button', { name: 'Search Doctor' }).click();
    await expect(table.getByText('No data!')).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Sunrise Oncology Clinic' })).toHaveCount(0);

    // Reset goes back to the whole state.
    await main.getByRole('button', { name: 'Reset' }).click();
    await expect(table.getByRole('cell', { name: 'Demo Cancer Hospital' })).toBeVisible();
  });

  test('a search lives in the address: a link, a reload and Back bring it back', async ({
    page,
  }) => {
    await page.goto('/oncologies');
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: 'Hospitals and doctors' });
    const district = main.getByRole('combobox', { name: 'District', exact: true });
    await expect(table.getByRole('cell', { name: 'Demo Cancer Hospital' })).toBeVisible();

    await pick(page, main, 'District', 'Surat');
    await main.getByRole('button', { name: 'Search Doctor' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('districtId')).toMatch(/^\d+$/);
    await expect(table.getByRole('cell', { name: 'Demo Cancer Hospital' })).toHaveCount(0);
    const surat = page.url();

    await pick(page, main, 'District', 'Dang');
    await main.getByRole('button', { name: 'Search Doctor' }).click();
    await expect(table.getByText('No data!')).toBeVisible();

    // Back: the Surat search, in the filters and in the table.
    await page.goBack();
    await expect(district).toHaveValue('Surat');
    await expect(table.getByRole('cell', { name: 'Sunrise Oncology Clinic' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Demo Cancer Hospital' })).toHaveCount(0);

    // The address opened afresh (a shared link, a reload) searches the same.
    await page.goto(surat);
    await expect(district).toHaveValue('Surat');
    await expect(table.getByRole('cell', { name: 'Sunrise Oncology Clinic' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Demo Cancer Hospital' })).toHaveCount(0);

    // A page past the results (a shared link, fewer hospitals since) shows the last one.
    await page.goto(`${surat}&page=5`);
    await expect(table.getByRole('cell', { name: 'Sunrise Oncology Clinic' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();

    // Reset: the whole state again, and a clean address.
    await main.getByRole('button', { name: 'Reset' }).click();
    await expect(table.getByRole('cell', { name: 'Demo Cancer Hospital' })).toBeVisible();
    await expect(district).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
  });

  test('on a phone, a search without results says so where it can be read', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/oncologies');
    const main = page.getByRole('main');
    const cards = main.getByRole('list', { name: 'Hospitals and doctors' }).getByRole('listitem');
    await expect(cards.filter({ hasText: 'Demo Cancer Hospital' })).toBeVisible();
    await pick(page, main, 'District', 'Dang');
    await main.getByRole('button', { name: 'Search Doctor' }).click();
    // The message keeps to the phone's width (the table, wider than the phone, is not shown).
    const message = main.getByText('No data!').filter({ visible: true });
    await expect(message).toBeVisible();
    await expect(cards).toHaveCount(0);
    const box = await message.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
  });

  test('the district page has the cancer patients breadcrumb', async ({ page }) => {
    await page.goto('/#/cancer-patient/find-doctor');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'Find a doctor in your district', level: 1 }),
    ).toBeVisible();
    const breadcrumb = main.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: 'Cancer Patients' })).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Demo Cancer Hospital' })).toBeVisible();
  });
});
