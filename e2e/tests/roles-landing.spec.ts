import { expect, test } from '@playwright/test';
import { registerDoctorThroughApi } from './api-setup';
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

  test('patient lands in the care area; Subscription leads to their programme', async ({
    page,
  }) => {
    await loginThroughPage(page, DEMO.patient);
    await expectPath(page, '/care/patient');
    await expect(page.getByRole('heading', { name: 'My care' })).toBeVisible();
    // Their appointments name the doctor with the title, once.
    const appointment = page.getByRole('row').filter({ hasText: 'OPD Review with Oncologist' });
    await expect(appointment).toContainText('Dr. Rohan Shah');
    await expect(page.getByRole('main')).not.toContainText('Dr. Dr.');
    // Subscription is the patient's own programme and its payment, not the hospital packs page.
    await page.getByRole('button', { name: /Meena/ }).click();
    const subscription = page.getByRole('menuitem', { name: 'Subscription' });
    await expect(subscription).toHaveAttribute('href', '/patient-payment');
    await subscription.click();
    await expectPath(page, '/patient-payment');
    await expect(page.getByRole('heading', { name: 'My programme', level: 1 })).toBeVisible();
    // The demo patient was registered by her hospital's doctor: she paid nothing, and is told so.
    await expect(page.getByText('Registered by your hospital')).toBeVisible();
    await expect(
      page.getByText(
        'Your hospital registered you as its patient, so there is nothing to pay here.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(page.getByText('Already paid')).toHaveCount(0);
  });

  test('the application switcher names its areas in full and moves between them', async ({
    page,
  }) => {
    await loginThroughPage(page, DEMO.hospitalAdmin);
    await expectPath(page, '/db');
    const switcher = page.getByRole('combobox', { name: 'Application' });
    await expect(switcher).toHaveValue('Hospital database application');
    await switcher.click();
    const options = page.getByRole('option');
    await expect(options).toHaveText([
      'Please Select',
      'Digital care application',
      'Hospital database application',
    ]);
    await page.getByRole('option', { name: 'Digital care application' }).click();
    await expectPath(page, /^\/care/);
    await expect(page.getByRole('heading', { name: 'Digital care application' })).toBeVisible();
    await expect(switcher).toHaveValue('Digital care application');

    // The patient pages both areas open stay in the area they were opened from.
    await page.getByRole('link', { name: /^Patient List/ }).click();
    await expectPath(page, '/patient-list');
    await expect(switcher).toHaveValue('Digital care application');
    await switcher.click();
    await page.getByRole('option', { name: 'Hospital database application' }).click();
    await expectPath(page, /^\/db/);
    await page.getByRole('link', { name: /^Patient List/ }).click();
    await expectPath(page, '/patient-list');
    await expect(switcher).toHaveValue('Hospital database application');
    // A page of neither area shows the seed's neutral choice.
    await page.getByRole('button', { name: 'Dr. Asha Mehta' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expectPath(page, '/change-password');
    await expect(switcher).toHaveValue('Please Select');
    // The tab remembers its area over a reload of a patient page.
    await page.goto('/care');
    await expect(switcher).toHaveValue('Digital care application');
    await page.goto('/patient-list');
    await expect(page.getByRole('heading', { name: 'Patient List', level: 1 })).toBeVisible();
    await expect(switcher).toHaveValue('Digital care application');
  });

  test('a patient page opened in a new tab is in the hospital database area', async ({ page }) => {
    await loginThroughPage(page, DEMO.doctor);
    const fresh = await page.context().newPage();
    await fresh.goto('/patient-list');
    await expect(fresh.getByRole('heading', { name: 'Patient List', level: 1 })).toBeVisible();
    await expect(fresh.getByRole('combobox', { name: 'Application' })).toHaveValue(
      'Hospital database application',
    );
  });

  test("doctors' names carry 'Dr.' once, wherever they are shown", async ({
    page,
    request,
  }, testInfo) => {
    // A doctor who registered without the title gets it in the header, greeting and members list.
    const mobile = await registerDoctorThroughApi(request, 'Start@2026', { name: 'Meera Iyer' });
    await loginThroughPage(page, mobile, 'Start@2026');
    await expectPath(page, '/dashboard');
    await expect(page.getByRole('button', { name: 'Dr. Meera Iyer' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Dr. Meera Iyer');
    await page.goto('/#/hospital/doctors');
    await expect(page.getByRole('row').filter({ hasText: 'Meera Iyer' })).toContainText(
      'Dr. Meera Iyer',
    );

    await page.getByRole('button', { name: 'Dr. Meera Iyer' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/home');

    // Names stored with the title are not given a second one: header, consultant doctors.
    await loginThroughPage(page, DEMO.hospitalAdmin);
    await expectPath(page, '/db');
    await expect(page.getByRole('button', { name: 'Dr. Asha Mehta' })).toBeVisible();
    await page.goto('/#/patient-registration/0/0/doctor');
    await page.getByRole('combobox', { name: 'Consultant Doctor' }).click();
    const consultants = page.getByRole('option');
    await expect(consultants.first()).toBeVisible();
    for (const name of await consultants.allTextContents()) expect(name).toMatch(/^Dr\. \S/);
    await expect(page.getByRole('option', { name: 'Dr. Rohan Shah' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'consultant-doctors');
  });

  test('wrong credentials show the spec message, and Sign In keeps the focus', async ({ page }) => {
    await loginThroughPage(page, DEMO.doctor, 'Wrong@1234');
    await expect(
      page.getByRole('main').getByText('Username or password is invalid!'),
    ).toBeVisible();
    await expectPath(page, /^\/login/);
    // The button was busy (disabled) while the server answered; the browser dropped its focus.
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }),
    ).toBeFocused();
  });
});

test('a page opened afresh when logged in shows the header with the page, not after it', async ({
  page,
}) => {
  await loginThroughPage(page, DEMO.hospitalAdmin);
  await expectPath(page, '/db');
  // Notes, as the page builds, whether the header had its content when the page's title came.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      const header = document.querySelector('header');
      document.documentElement.dataset.headerWithPage = String(
        (header?.textContent ?? '').includes('Dr. Asha Mehta'),
      );
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/my_subscription');
  await expect(page.getByRole('heading', { name: 'My Subscription', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-header-with-page', 'true');
});
