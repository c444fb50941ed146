import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createCouponThroughApi,
  issueDiscountCodeThroughApi,
  masterId,
  registerDoctorThroughApi,
  sendEnquiryThroughApi,
  subscribedDoctorThroughApi,
} from './api-setup';
import {
  choose,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectPath,
  freshMobile,
  keepScreenshot,
  loginThroughPage,
  openPage,
  openedDialog,
} from './support';

/*
 * At a phone's width (390 px) the super admin's lists, the chief admin's Doctors list and
 * My Subscription, the doctor's to-do list, appointment dialog and care dashboard, the patient's
 * My care and the public find-doctor results show a card a row: the page never scrolls sideways, each row's text keeps most of the width,
 * and the row's name is on screen together with the buttons that act on it. On a desktop they
 * stay the tables they were.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const writeHeaders = { 'x-portal-request': '1' };
const PASSWORD = 'Doctor@2026';
const LONG_NAME = 'Dr. Venkatanarasimha Raghavendra Subrahmanyam Iyengar';

/**
 * What scrolls sideways on the page, the page itself included, by name (its aria-label or
 * class): nothing should on a phone, neither the page nor a box inside it.
 */
async function scrollingSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) found.push('the page');
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const { overflowX } = getComputedStyle(element);
      if (['auto', 'scroll'].includes(overflowX) && element.scrollWidth > element.clientWidth + 1)
        found.push(element.getAttribute('aria-label') ?? element.className);
    }
    return found;
  });
}

/**
 * A box wholly inside the phone's window as the page now stands (the caller scrolled its row
 * into view, so the parts of one row are checked on one screen).
 */
async function expectInWindow(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the window`).toBeLessThanOrEqual(PHONE.width);
  expect(box!.y, `${what} is not above the window`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} is not below the window`).toBeLessThanOrEqual(PHONE.height);
  return box!;
}

test.describe('lists at a phone’s width', () => {
  for (const master of [
    { route: 'functional_outcome_question_master', title: 'Functional Outcome Question' },
    { route: 'functional_outcome_choice_master', title: 'Functional Outcome Choice' },
  ]) {
    test(`the ${master.title} master reads a row at a time on a phone`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(PHONE);
      await loginThroughPage(page, DEMO.superAdmin);
      await expectPath(page, '/dashboard');
      await page.goto(`/#/master/${master.route}`);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { name: `${master.title} Master`, level: 1 }),
      ).toBeVisible();
      const list = main.getByRole('list', { name: `${master.title} list` });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      await expect(main.getByRole('table')).toBeHidden();
      expect(await scrollingSideways(page)).toEqual([]);

      const items = list.getByRole('listitem');
      const count = await items.count();
      expect(count).toBeGreaterThan(0);
      // The first rows, one from the middle and the last: the row's text and its own Edit.
      const checked = [...new Set([0, 1, 2, Math.floor(count / 2), count - 1])].filter(
        (index) => index < count,
      );
      for (const index of checked) {
        const item = items.nth(index);
        const edit = item.getByRole('button', { name: /^Edit / });
        await expect(edit).toHaveCount(1);
        const name = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
        expect(name.length).toBeGreaterThan(0);
        // The button says which row it edits, and the row shows that text.
        await expect(item.getByRole('button', { name: `Edit ${name}`, exact: true })).toBeVisible();
        const text = item.getByText(`${index + 1}. ${name}`, { exact: true });
        await item.scrollIntoViewIfNeeded();
        await expectInWindow(text, `row ${index + 1}'s text`);
        await expectInWindow(edit, `row ${index + 1}'s Edit`);
        // The text's column (the block the text wraps in) takes most of the width.
        const column = await text.locator('xpath=..').boundingBox();
        expect(column!.width, `row ${index + 1}'s text column`).toBeGreaterThanOrEqual(
          PHONE.width * 0.6,
        );
      }
      expect(await scrollingSideways(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `${master.route}-390`);
      await expectAccessible(page, `${master.route} at 390 px`, 'main');

      // On a desktop it is the table it was.
      await page.setViewportSize(DESKTOP);
      const table = main.getByRole('table', { name: `${master.title} list` });
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Edit' })).toBeVisible();
      await expect(list).toBeHidden();
    });
  }

  test('the chief admin sees each doctor’s name with the buttons for that doctor', async ({
    page,
    playwright,
  }, testInfo) => {
    test.slow();
    const baseURL = testInfo.project.use.baseURL;
    // A hospital of its own: the chief admin, an invited doctor with a long name and a doctor
    // asking to join.
    const chief = await playwright.request.newContext({ baseURL });
    const admin = await playwright.request.newContext({ baseURL });
    const chiefMobile = await subscribedDoctorThroughApi(chief, admin, PASSWORD);
    await admin.dispose();
    const session = (await (await chief.get('/api/v1/auth/session')).json()) as {
      user: { hospitalId: number };
    };
    const invitee = await playwright.request.newContext({ baseURL });
    const invitedMobile = await registerDoctorThroughApi(invitee, PASSWORD, {
      withHospital: false,
      name: LONG_NAME,
    });
    await invitee.dispose();
    const invited = await chief.post('/api/v1/hospital/members', {
      headers: writeHeaders,
      data: { mobileNumber: invitedMobile },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const asking = await playwright.request.newContext({ baseURL });
    const askingMobile = await registerDoctorThroughApi(asking, PASSWORD, {
      withHospital: false,
      name: 'Dr. Phone Width Asker',
    });
    const askingLogin = await asking.post('/api/v1/auth/login', {
      headers: writeHeaders,
      data: { mobileNumber: askingMobile, password: PASSWORD },
    });
    expect(askingLogin.status(), await askingLogin.text()).toBe(200);
    const asked = await asking.post('/api/v1/me/join-requests', {
      headers: writeHeaders,
      data: { hospitalId: session.user.hospitalId },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    await asking.dispose();
    await chief.dispose();

    await page.setViewportSize(PHONE);
    await loginThroughPage(page, chiefMobile, PASSWORD);
    await expectPath(page, '/db');
    await page.goto('/#/hospital/doctors');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Doctors', level: 1 })).toBeVisible();
    const list = main.getByRole('list', { name: 'Doctors of the hospital' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(main.getByRole('table')).toBeHidden();
    expect(await scrollingSideways(page)).toEqual([]);

    for (const { name, buttons } of [
      { name: LONG_NAME, buttons: ['Remove'] },
      { name: 'Dr. Phone Width Asker', buttons: ['Approve', 'Decline'] },
    ]) {
      const item = list.getByRole('listitem').filter({ hasText: name });
      await expect(item).toHaveCount(1);
      await item.scrollIntoViewIfNeeded();
      await expectInWindow(item.getByText(name, { exact: true }), name);
      // The buttons are in a group named for the doctor they act on.
      const actions = item.getByRole('group', { name: `Actions for ${name}` });
      await expect(actions).toBeVisible();
      for (const label of buttons) {
        const button = actions.getByRole('button', { name: label, exact: true });
        await expectInWindow(button, `${label} of ${name}`);
      }
    }
    // The chief admin's own card says it has no actions.
    await expect(list.getByRole('listitem').filter({ hasText: 'Chief Admin' })).toContainText(
      'No actions',
    );
    expect(await scrollingSideways(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'hospital-doctors-390');
    await expectAccessible(page, 'hospital/doctors at 390 px', 'main');

    // On a desktop it is the table, with the actions in the row of the name.
    await page.setViewportSize(DESKTOP);
    const row = main.getByRole('row').filter({ hasText: LONG_NAME });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
    await expect(list).toBeHidden();
  });

  test("the doctor's to-do list is a card an appointment that opens its patient", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await loginThroughPage(page, DEMO.doctor);
    await expectPath(page, /^\/(db|dashboard)$/);
    await page.goto('/#/care/todo');
    const cards = page.getByRole('list', { name: 'To-do list' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await scrollingSideways(page)).toEqual([]);
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
    expect(await scrollingSideways(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'appointment-dialog-phone');
    await edit.click();
    await expect(pending).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByText(/^Editing the appointment of/)).toBeVisible();
  });

  test('the patient reads their appointments on a phone as cards, with who keeps each', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await loginThroughPage(page, DEMO.patient);
    await expectPath(page, '/care/patient');
    const cards = page.getByRole('list', { name: 'My appointments' }).getByRole('listitem');
    const opd = cards.filter({ hasText: 'OPD Review with Oncologist' });
    await expect(opd).toHaveCount(1);
    await expect(opd).toContainText('Pending');
    await expect(opd).toContainText(/Hospital.*Dr\. /);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await scrollingSideways(page)).toEqual([]);
    await expectAccessible(page, 'my care as cards');
    await keepScreenshot(page, testInfo, 'my-care-phone');
  });

  test("the hospital admin reads the hospital's packs on a phone as cards", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await loginThroughPage(page, DEMO.hospitalAdmin);
    await expectPath(page, /^\/(db|dashboard)$/);
    await page.goto('/#/my_subscription');
    const cards = page.getByRole('list', { name: 'My Subscription' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // Every column of the table is in the card, by its header.
    for (const header of ['Duration', 'Paid', 'Patients Count', 'Remaining', 'Deactivation Date'])
      await expect(cards.first().getByRole('term').filter({ hasText: header })).toBeVisible();
    expect(await scrollingSideways(page)).toEqual([]);
    await expectAccessible(page, 'my subscription as cards');
    await keepScreenshot(page, testInfo, 'my-subscription-phone');
  });
  test("the super admin's coupon and discount codes are cards on a phone", async ({
    page,
    playwright,
  }, testInfo) => {
    // A code of each kind to list.
    const issuer = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const discountCode = `P${Date.now() % 1_000_000}`;
    await issueDiscountCodeThroughApi(issuer, discountCode, 10);
    await issuer.dispose();
    await page.setViewportSize(PHONE);
    await loginThroughPage(page, DEMO.superAdmin);
    await expectPath(page, '/dashboard');
    const couponCode = await createCouponThroughApi(page.request, {
      planId: 0,
      discountBase: 'flat',
      discountValue: 100,
    });

    for (const codes of [
      { route: '/admin/coupon-code', list: 'Coupon codes', code: couponCode },
      { route: '/admin/discount-code', list: 'Discount codes', code: discountCode },
    ]) {
      await page.goto(`/#${codes.route}`);
      const card = page
        .getByRole('list', { name: codes.list })
        .getByRole('listitem')
        .filter({ hasText: codes.code });
      await expect(card).toHaveCount(1);
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await scrollingSideways(page), codes.list).toEqual([]);
      // The card's own buttons are on the screen with it.
      await card.scrollIntoViewIfNeeded();
      const buttons = card
        .getByRole('group', { name: `Actions for ${codes.code}` })
        .getByRole('button');
      await expect(buttons).toHaveCount(3);
      for (const button of await buttons.all())
        await expectInWindow(button, `${codes.list} button`);
      await expectAccessible(page, `${codes.list} as cards`, 'main');
      await keepScreenshot(page, testInfo, `${codes.route.slice(7)}-390`);
    }
  });

  test('a visitor finds a doctor on a phone: a card a hospital, with a number to call', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await openPage(page, '/cancer-patient/find-doctor');
    const main = page.getByRole('main');
    // Surat's: other tests register hospitals in Ahmedabad, which fill the state's first page.
    await choose(page, 'District', 'Surat', main);
    await main.getByRole('button', { name: 'Search Doctor' }).click();
    const cards = main.getByRole('list', { name: 'Hospitals and doctors' }).getByRole('listitem');
    const sunrise = cards.filter({ hasText: 'Sunrise Oncology Clinic' });
    await expect(sunrise).toHaveCount(1);
    await expect(main.getByRole('table', { name: 'Hospitals and doctors' })).toBeHidden();
    expect(await scrollingSideways(page)).toEqual([]);
    await expect(sunrise).toContainText('Surat');
    // Its mobile number calls it when tapped, on the screen with the hospital's name.
    await sunrise.scrollIntoViewIfNeeded();
    const call = sunrise.getByRole('link', { name: /^\+91 \d{10}$/ });
    await expect(call).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expectInWindow(call, 'the mobile number');
    await expectAccessible(page, 'find-doctor results as cards', 'main');
    await keepScreenshot(page, testInfo, 'find-doctor-390');

    // On a desktop the results are the spec's table.
    await page.setViewportSize(DESKTOP);
    const table = main.getByRole('table', { name: 'Hospitals and doctors' });
    await expect(
      table.getByRole('row').filter({ hasText: 'Sunrise Oncology Clinic' }),
    ).toBeVisible();
    await expect(cards.first()).toBeHidden();
  });

  test("the doctor reads a patient's appointments and scores on the care dashboard on a phone", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await loginThroughPage(page, DEMO.doctor);
    await expectPath(page, /^\/(db|dashboard)$/);
    const patients = (await (
      await page.request.get('/api/v1/patients?search=Meena%20Joshi')
    ).json()) as {
      data: { patientId: number; patientName: string }[];
    };
    const meena = patients.data.find((patient) => patient.patientName === 'Meena Joshi');
    expect(meena, 'the demo patient').toBeDefined();
    // Two equal attempts at the Pain questionnaire, so the page shows its scores and a change
    // whose meaning is the widest one ('No meaningful change'), whatever ran before on this server.
    const categoryId = await masterId(page.request, 'outcome_category', { name: 'Pain' });
    const { questions } = (await (
      await page.request.get(`/api/v1/outcome-categories/${categoryId}/questions`)
    ).json()) as { questions: { id: number; choices: { id: number }[] }[] };
    const answers = {
      treatmentId: await masterId(page.request, 'treatment'),
      currentIssueId: await masterId(page.request, 'current_issue'),
      categoryId,
      answers: questions.map((question) => ({
        questionId: question.id,
        choiceId: question.choices[1]!.id,
      })),
    };
    for (const number of [1, 2]) {
      const attempt = await page.request.post(
        `/api/v1/patients/${meena!.patientId}/outcome-attempts`,
        { headers: writeHeaders, data: answers },
      );
      expect(attempt.status(), `attempt ${number}: ${await attempt.text()}`).toBe(201);
    }
    await page.goto(`/#/care/patients/${meena!.patientId}`);
    const cards = page.getByRole('list', { name: 'Appointments' }).getByRole('listitem');
    const review = cards.filter({ hasText: 'OPD Review with Oncologist' }).first();
    await expect(review).toContainText(/Pending|Complete/);
    // No appointment is in a table (the page's other tables, of questionnaire scores, may be).
    await expect(
      page.getByRole('table').filter({ hasText: 'OPD Review with Oncologist' }),
    ).toHaveCount(0);
    expect(await scrollingSideways(page)).toEqual([]);
    await expect(page.getByRole('table', { name: /^Changes in Pain/ }).first()).toBeVisible();
    await expectAccessible(page, 'care dashboard at 390 px', 'main');
    await keepScreenshot(page, testInfo, 'care-dashboard-390');
  });

  test("the super admin's plans, enquiries, outbox, jobs and audit log are cards on a phone", async ({
    page,
  }, testInfo) => {
    const stamp = Date.now() % 1_000_000;
    const enquirer = `Phone Enquirer ${stamp}`;
    await sendEnquiryThroughApi(page.request, { name: enquirer });
    await page.setViewportSize(PHONE);
    await loginThroughPage(page, DEMO.superAdmin);
    await expectPath(page, '/dashboard');
    // A message in the outbox: a code for a change of the super admin's own mobile number.
    const newNumber = freshMobile();
    const sent = await page.request.post('/api/v1/account/mobile-number/code', {
      headers: writeHeaders,
      data: { newMobileNumber: newNumber, password: DEMO_PASSWORD },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    for (const list of [
      { route: '/admin/subscription_plan', name: 'Subscription plans', row: 'Hospital 100' },
      { route: '/admin/enquiries', name: 'Contact Enquiries', row: enquirer },
      { route: '/admin/outbox', name: 'SMS Outbox', row: newNumber },
      { route: '/admin/jobs', name: 'Background Jobs', row: 'payments.reconcile' },
      { route: '/admin/audit', name: 'Audit Log', row: 'auth.login' },
    ]) {
      await page.goto(`/#${list.route}`);
      const card = page
        .getByRole('list', { name: list.name })
        .getByRole('listitem')
        .filter({ hasText: list.row })
        .first();
      await expect(card, list.name).toBeVisible();
      await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
      expect(await scrollingSideways(page), list.name).toEqual([]);
      await expectAccessible(page, `${list.name} as cards`, 'main');
      await keepScreenshot(page, testInfo, `${list.route.slice(7)}-390`);
    }
  });
});
