import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  DEMO,
  expectAccessible,
  expectPath,
  keepScreenshot,
  loginThroughPage,
  openedDialog,
} from './support';

const stamp = () => (Date.now() % 1_000_000).toString().padStart(6, '0');

async function confirmDialog(page: Page, text: string, button: string) {
  const dialog = await openedDialog(page);
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('super admin: plans, coupon codes and discount codes', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughPage(page, DEMO.superAdmin);
    await expectPath(page, '/dashboard');
  });

  test('creates, edits, deactivates, activates and deletes a plan', async ({ page }, testInfo) => {
    await page
      .getByRole('link', { name: /Create Subscription/ })
      .first()
      .click();
    await expectPath(page, '/admin/subscription_plan');
    await expect(page.getByText('Fields marked * are mandatory.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

    // The empty form shows the spec's messages and sends nothing.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Subscription Name is required')).toBeVisible();
    await expect(page.getByText('Subscription type is required')).toBeVisible();
    await expect(page.getByText('Patient count is required')).toBeVisible();
    await expect(page.getByText('Duration is required')).toBeVisible();
    await expect(page.getByText('Total price is required')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();

    const name = `E2E Plan ${stamp()}`;
    await page.getByLabel('Subscription Name').fill(name);
    // The type is chosen from the keyboard: the list opens announced as open, Enter chooses.
    const type = page.getByRole('combobox', { name: 'Subscription Type' });
    await page.getByLabel('Subscription Name').press('Tab');
    await expect(type).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(type).toHaveAttribute('aria-expanded', 'true');
    // As a person moves once they see the options (they mount a frame after the list opens:
    // a Down pressed before that has no option to move to).
    await expect(page.getByRole('option', { name: 'OPD' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(type).toHaveValue('OPD');
    await expect(type).toHaveAttribute('aria-expanded', 'false');
    await page.getByLabel('Patients Count').fill('50');
    await page.getByLabel('Duration (days)').fill('90');
    // Numeric inputs take at most 9 digits: more stay as typed (grouped the Indian way, as an
    // amount is written), and Save says so.
    const price = page.getByLabel('Subscription Price (INR)');
    await price.pressSequentially('12345678901');
    await expect(price).toHaveValue('₹ 12,34,56,78,901');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('At most 9 digits')).toBeVisible();
    // A comma typed in an amount groups digits; it is not a decimal point (4,999.5 is 4999.5).
    await price.clear();
    await price.pressSequentially('4,999.5');
    await expect(price).toHaveValue('₹ 4,999.5');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Fifty patients for ninety days.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Save Successfully!')).toBeVisible();

    const row = rowOf(page, name);
    await expect(row).toContainText('OPD');
    await expect(row).toContainText('90 Days');
    await expect(row).toContainText('₹4,999.50');
    await expect(row).toContainText('Fifty patients for ninety days.');
    await expect(page.getByLabel('Subscription Name')).toHaveValue('');

    // Edit loads the plan into the form; Save becomes Update.
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Subscription Name')).toHaveValue(name);
    await expect(page.getByLabel('Subscription Price (INR)')).toHaveValue('₹ 4,999.50');
    await page.getByLabel('Patients Count').fill('60');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Update Successfully!')).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText('60');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Deactivate' }).click();
    await confirmDialog(page, 'are you sure deactive this subscription plan ?', 'Yes');
    await expect(page.getByText('Deactive Successfully!', { exact: true })).toBeVisible();
    await expect(row).toContainText('Inactive');

    await row.getByRole('button', { name: 'Activate' }).click();
    await confirmDialog(page, 'are you sure active this subscription plan ?', 'Yes');
    await expect(page.getByText('Active Successfully!', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Deactivate' })).toBeVisible();

    // Cancel leaves the plan alone.
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(
      page,
      'Once you Delete, all your data will be removed. Continue ?',
      'Cancel',
    );
    await expect(row).toHaveCount(1);
    await keepScreenshot(page, testInfo, 'plan-admin');
    await expectAccessible(page, '/admin/subscription_plan');

    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(
      page,
      'Once you Delete, all your data will be removed. Continue ?',
      'Delete',
    );
    await expect(page.getByText('Delete Successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a plan a hospital holds can be neither deleted nor switched off', async ({ page }) => {
    await page.goto('/#/admin/subscription_plan');
    const row = rowOf(page, 'Hospital 100');
    // The server refuses both (seed 001), so the row offers neither and says why; Edit stays.
    const explanation = row.getByText('Held by a hospital: cannot be deleted or deactivated.');
    await expect(explanation).toBeVisible();
    await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();
    // Whole beside the note: not squeezed to 'Ed'.
    const clipped = (button: HTMLElement) =>
      [button, ...Array.from(button.querySelectorAll<HTMLElement>('*'))].some(
        (element) => element.scrollWidth > element.clientWidth + 1,
      );
    expect(await row.getByRole('button', { name: 'Edit' }).evaluate(clipped)).toBe(false);
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

    // On a phone the plan is a card: the explanation is read whole beside Edit.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page
      .getByRole('list', { name: 'Subscription plans' })
      .getByRole('listitem')
      .filter({ hasText: 'Hospital 100' });
    const onCard = card.getByText('Held by a hospital: cannot be deleted or deactivated.');
    await onCard.scrollIntoViewIfNeeded();
    await expect(onCard).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('button', { name: 'Edit' })).toBeInViewport();
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('creates, edits, toggles and deletes a coupon code', async ({ page }, testInfo) => {
    await page.goto('/#/admin/coupon-code');
    await expect(page.getByRole('heading', { name: 'Coupon Code Plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Coupon Code Name is required')).toBeVisible();
    await expect(page.getByText('Coupon Code For Plan is required')).toBeVisible();
    await expect(page.getByText('Discount Base For Plan is required')).toBeVisible();

    const code = `E2E${stamp()}`;
    await page.getByLabel('Coupon Code Name').fill(code.toLowerCase());
    await choose(page, 'Coupon Code For Plan', 'All Plans');
    await choose(page, 'Discount Base', 'Flat discount (INR)');
    await page.getByLabel('Discount Price').fill('250');
    // The number of users caps successful payments; it takes a whole number of up to 9 digits:
    // more stay as typed, and Save says so.
    const users = page.getByLabel('Number of users');
    await expect(users).toHaveAttribute('placeholder', 'No limit');
    await users.pressSequentially('12345678901');
    await expect(users).toHaveValue('12,34,56,78,901');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(users).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(
        'Number of users must be a whole number of at most 9 digits (0 means no limit)',
      ),
    ).toBeVisible();
    await users.fill('5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Save Successfully!')).toBeVisible();

    // Stored in capitals; the flat discount arrives in paise and shows as rupees.
    const row = rowOf(page, code);
    await expect(row).toContainText('All Plans');
    await expect(row).toContainText('₹250.00');
    await expect(row).toContainText('Flat discount (INR)');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('0 of 5');

    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Coupon Code Name')).toHaveValue(code);
    await expect(users).toHaveValue('5');
    await choose(page, 'Coupon Code For Plan', 'Hospital 100');
    await choose(page, 'Discount Base', 'Percentage discount (%)');
    await page.getByLabel('Discount Price').fill('12.5');
    await users.fill('10');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Update Successfully!')).toBeVisible();
    await expect(row).toContainText('12.5%');
    await expect(row).toContainText('Hospital 100');
    await expect(row).toContainText('0 of 10');

    await row.getByRole('button', { name: 'Deactivate' }).click();
    await confirmDialog(page, 'are you sure deactive this coupon code plan ?', 'Yes');
    await expect(page.getByText('Deactive Successfully!', { exact: true })).toBeVisible();
    await expect(row).toContainText('Inactive');
    await keepScreenshot(page, testInfo, 'coupon-admin');
    await expectAccessible(page, '/admin/coupon-code');

    await row.getByRole('button', { name: 'Activate' }).click();
    await confirmDialog(page, 'are you sure active this coupon code plan ?', 'Yes');
    await expect(page.getByText('Active Successfully!', { exact: true })).toBeVisible();

    // An emptied number of users means no limit again.
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(users).toHaveValue('10');
    await users.fill('');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(row).toContainText('No limit');
    await expect(row).toContainText('0 used');

    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(
      page,
      'Once you Delete, all your data will be removed. Continue ?',
      'Delete',
    );
    await expect(page.getByText('Delete Successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('creates, edits, toggles and deletes a discount code', async ({ page }, testInfo) => {
    await page.goto('/#/admin/discount-code');
    await expect(page.getByRole('heading', { name: 'Discount Code Plan' })).toBeVisible();

    const code = `PAT${stamp()}`;
    await page.getByLabel('Coupon Code', { exact: true }).fill(code);
    await page.getByLabel('Discount Percentage').fill('10');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Save Successfully!')).toBeVisible();
    const row = rowOf(page, code);
    await expect(row).toContainText('10%');

    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Coupon Code', { exact: true })).toHaveValue(code);
    // A phone keyboard's suggestion inserts '12,5' at once: the comma is the decimal point, as
    // a comma typed alone is (it was dropped, and 125 was what the field held).
    await page.getByLabel('Discount Percentage').fill('');
    await page.keyboard.insertText('12,5');
    await expect(page.getByLabel('Discount Percentage')).toHaveValue('12.5 %');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Discount Percentage')).toHaveValue('12.5 %');
    await page.getByLabel('Discount Percentage').fill('15');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Update Successfully!')).toBeVisible();
    await expect(row).toContainText('15%');

    // The confirmation fades in where it stays: a button that slid in under the pointer lost
    // quick clicks. Its Yes button is at the same place in every frame from the first.
    await page.evaluate(() => {
      const tops: number[] = [];
      Object.assign(window, { yesButtonTops: tops });
      const sample = () => {
        const yes = Array.from(document.querySelectorAll('[role="dialog"] button')).find(
          (button) => button.textContent?.trim() === 'Yes',
        );
        if (yes) tops.push(Math.round(yes.getBoundingClientRect().top));
        if (tops.length < 30) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as { yesButtonTops?: number[] }).yesButtonTops!.length),
      )
      .toBe(30);
    const tops = await page.evaluate(() => (window as { yesButtonTops?: number[] }).yesButtonTops!);
    expect(new Set(tops).size, `the Yes button's top in each frame: ${tops.join(', ')}`).toBe(1);
    await confirmDialog(page, 'are you sure deactive this discount code ?', 'Yes');
    await expect(row).toContainText('Inactive');
    await row.getByRole('button', { name: 'Activate' }).click();
    await confirmDialog(page, 'are you sure active this discount code ?', 'Yes');
    await expect(row.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'discount-code-admin');
    await expectAccessible(page, '/admin/discount-code');

    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(
      page,
      'Once you Delete, all your data will be removed. Continue ?',
      'Delete',
    );
    await expect(page.getByText('Delete Successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
