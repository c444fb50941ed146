import { expect, test, type Page } from '@playwright/test';
import { registerPatientsThroughApi } from './api-setup';
import { DEMO, expectPath, loginThroughPage } from './support';

const main = (page: Page) => page.getByRole('main');

/** From the patient list, one of the row's actions for the patient found by their mobile. */
async function openRowAction(page: Page, mobile: string, name: string, action: string) {
  // Back from a screen returns to the list as it was left: with the search in its address
  // once the list has written it there.
  await expectPath(page, /^\/patient-list(\?search=[0-9]+)?$/);
  await main(page).getByLabel('Search').fill(mobile);
  // The list applies a search a moment after the typing stops and then writes it into the
  // address; a click before that can land on a row the search is about to redraw.
  await expectPath(page, `/patient-list?search=${mobile}`);
  await page
    .getByRole('group', { name: `Actions for ${name}` })
    .getByRole('link', {
      name: action,
      exact: true,
    })
    .click();
}

/** Every screen that shows the patient, opened from the list and left with the back button. */
async function expectEveryScreenToShow(page: Page, mobile: string, first: string, last: string) {
  const name = `${first} ${last}`;
  await openRowAction(page, mobile, name, 'Care Dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: `Care Dashboard: ${name}` }),
  ).toBeVisible();
  await page.goBack();

  await openRowAction(page, mobile, name, 'Database Dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: `Database Dashboard: ${name}` }),
  ).toBeVisible();
  await page.goBack();

  await openRowAction(page, mobile, name, 'Clinical Details');
  await expect(main(page).getByText(`Patient: ${name}`)).toBeVisible({ timeout: 30_000 });
  await page.goBack();

  await openRowAction(page, mobile, name, 'Edit');
  await expect(page.getByRole('heading', { name: 'Edit Patient', level: 1 })).toBeVisible();
  await expect(main(page).getByLabel('First Name')).toHaveValue(first);
}

test('an edited patient shows as edited on every screen, without a reload', async ({ page }) => {
  // Eight screens opened twice on a shared machine.
  test.setTimeout(180_000);
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, /^\/(dashboard|db)/);
  const [patient] = await registerPatientsThroughApi(page.request, [
    { firstName: 'Ravi', lastName: 'Trivedi', genderId: 1 },
  ]);
  const mobile = patient!.mobileNumber;

  await page.getByRole('link', { name: 'Patient List' }).first().click();
  // Everything below happens in this one page load: a reload would clear the mark.
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));

  // Every screen reads the patient once, so each has the old name cached.
  await expectEveryScreenToShow(page, mobile, 'Ravi', 'Trivedi');

  // The edit form is open from the last step: rename the patient.
  await main(page).getByLabel('First Name').fill('Ravindra');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Patient Update Successfully!')).toBeVisible();

  await expectEveryScreenToShow(page, mobile, 'Ravindra', 'Trivedi');
  expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
});
