import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  expectAccessible,
  expectPath,
  keepScreenshot,
  loginThroughPage,
  openedDialog,
} from './support';

// A phone held upright: the lists below were tables that scrolled sideways inside their boxes.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** What scrolls sideways on the page, the page itself included: nothing should on a phone. */
async function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page');
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const { overflowX } = getComputedStyle(element);
      if (['auto', 'scroll'].includes(overflowX) && element.scrollWidth > element.clientWidth + 1)
        found.push(element.getAttribute('aria-label') ?? element.className);
    }
    return found;
  });
}

test("the doctor's to-do list is a card an appointment that opens its patient", async ({
  page,
}, testInfo) => {
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, /^\/(db|dashboard)$/);
  await page.goto('/#/care/todo');
  const cards = page.getByRole('list', { name: 'To-do list' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await sidewaysScrolling(page)).toEqual([]);
  const opd = cards.filter({ hasText: 'OPD Review with Oncologist' }).first();
  await expect(opd).toContainText('Pending');
  await expectAccessible(page, 'to-do list as cards');
  await keepScreenshot(page, testInfo, 'todo-phone');
  await opd.getByRole('link', { name: /^Open the appointments of / }).click();
  await expectPath(page, /^\/patient-list\/\d+\/appointments$/);
  // The dialog's appointments are cards too, each with its actions on the screen.
  const dialog = await openedDialog(page);
  const inDialog = dialog
    .getByRole('list', { name: 'Appointments (to-do items)' })
    .getByRole('listitem');
  const pending = inDialog.filter({ hasText: 'OPD Review with Oncologist' });
  await expect(pending).toHaveCount(1);
  await expect(dialog.getByRole('table')).toHaveCount(0);
  const edit = pending.getByRole('button', { name: 'Edit' });
  await expect(edit).toBeInViewport();
  expect(await sidewaysScrolling(page)).toEqual([]);
  await keepScreenshot(page, testInfo, 'appointment-dialog-phone');
  await edit.click();
  await expect(pending).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByText(/^Editing the appointment of/)).toBeVisible();
});

test('the patient reads their appointments on a phone as cards, with who keeps each', async ({
  page,
}, testInfo) => {
  await loginThroughPage(page, DEMO.patient);
  await expectPath(page, '/care/patient');
  const cards = page.getByRole('list', { name: 'My appointments' }).getByRole('listitem');
  const opd = cards.filter({ hasText: 'OPD Review with Oncologist' });
  await expect(opd).toHaveCount(1);
  await expect(opd).toContainText('Pending');
  await expect(opd).toContainText(/Hospital.*Dr\. /);
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await sidewaysScrolling(page)).toEqual([]);
  await expectAccessible(page, 'my care as cards');
  await keepScreenshot(page, testInfo, 'my-care-phone');
});

test("the hospital admin reads the hospital's packs on a phone as cards", async ({
  page,
}, testInfo) => {
  await loginThroughPage(page, DEMO.hospitalAdmin);
  await expectPath(page, /^\/(db|dashboard)$/);
  await page.goto('/#/my_subscription');
  const cards = page.getByRole('list', { name: 'My Subscription' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // Every column of the table is in the card, by its header.
  for (const header of ['Duration', 'Paid', 'Patients Count', 'Remaining', 'Deactivation Date'])
    await expect(cards.first().getByRole('term').filter({ hasText: header })).toBeVisible();
  expect(await sidewaysScrolling(page)).toEqual([]);
  await expectAccessible(page, 'my subscription as cards');
  await keepScreenshot(page, testInfo, 'my-subscription-phone');
});
