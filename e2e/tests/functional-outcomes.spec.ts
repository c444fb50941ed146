import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerPatientsThroughApi } from './api-setup';
import {
  choose,
  DEMO,
  expectAccessible,
  expectPath,
  keepScreenshot,
  loginThroughPage,
  readCodeFromOutbox,
  seriousAxeViolations,
} from './support';

/** Answers every question with the choice at `position` (0 = the best answer). */
async function answerAll(scope: Locator, position: number) {
  const groups = scope.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let index = 0; index < count; index += 1) {
    await groups.nth(index).getByRole('radio').nth(position).check();
  }
  return count;
}

async function loggedIn(page: Page, mobileNumber: string) {
  await loginThroughPage(page, mobileNumber);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).not.toMatch(/login/);
}

test.describe('functional outcome questionnaires', () => {
  test('a doctor records two attempts, sees the results and trend, and assigns the questionnaire', async ({
    page,
  }, testInfo) => {
    // Two attempts, an assignment and two accessibility checks: longer than one page's flow.
    test.setTimeout(150_000);
    await loggedIn(page, DEMO.doctor);
    const [patient] = await registerPatientsThroughApi(page.request, [
      { firstName: 'Outcome', lastName: 'Tester', genderId: 2 },
    ]);
    const route = `/patient-list/${patient!.patientId}/functional-outcomes`;
    await page.goto(`/#${route}`);
    const dialog = page.getByRole('dialog', { name: 'Functional Outcome' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Patient: Outcome Tester')).toBeVisible();

    // Saving without selections: the spec's error toast and the fields' messages.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select Treatment Name!' }),
    ).toBeVisible();
    await expect(dialog.getByText('Treatment is required')).toBeVisible();
    await expect(dialog.getByText('Current Issue is required')).toBeVisible();

    await choose(page, 'Treatment', 'Surgery', dialog);
    await choose(page, 'Current Issue', 'Pain', dialog);
    await choose(page, 'Functional Outcome Category', 'Pain', dialog);
    // A question left unanswered is named, not saved.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select question of answer!' }),
    ).toBeVisible();

    const questions = await answerAll(dialog, 0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Save Successfully!' })).toBeVisible();
    const results = dialog.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('columnheader', { name: 'Attempt 1' })).toBeVisible();

    // The form starts afresh for the next attempt; the selections stay.
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
    await answerAll(dialog, 2);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(results.getByRole('columnheader', { name: 'Attempt 2' })).toBeVisible();
    const firstQuestion = results.getByRole('row').filter({ hasText: 'at its worst' });
    await expect(firstQuestion.getByRole('cell')).toHaveText(['None', 'Moderate']);
    // Filled in by the demo doctor: named with the title.
    const submitter = results.getByRole('row').filter({ hasText: 'Submitted by' });
    await expect(submitter.getByRole('cell')).toHaveText(['Dr. Rohan Shah', 'Dr. Rohan Shah']);
    await expect(dialog.getByText(/^Attempt 2: \d{2}-[A-Z][a-z]{2}-\d{4}$/)).toBeVisible();

    // The trend: one line per question, two points each.
    const chart = dialog.getByRole('img', { name: /^Score \(0 = best\)/ });
    await expect(chart).toBeVisible();
    const series = chart.locator('g[data-series]');
    await expect(series).toHaveCount(questions);
    for (let index = 0; index < questions; index += 1) {
      await expect(series.nth(index).locator('circle')).toHaveCount(2);
    }

    await dialog.getByRole('button', { name: 'Assign to patient' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Questionnaire assigned to the patient' }),
    ).toBeVisible();
    await expect(dialog.getByText('Assigned to answer at home: Pain')).toBeVisible();
    // Assigning it again changes nothing: a notice says so, not a second success.
    await dialog.getByRole('button', { name: 'Assign to patient' }).click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'This questionnaire was already assigned to the patient.' });
    await expect(notice).toContainText('Note');
    await expect(notice).not.toContainText('Success!');
    await keepScreenshot(page, testInfo, 'functional-outcome-dialog');
    await results.getByRole('region', { name: 'Answers by attempt' }).scrollIntoViewIfNeeded();
    await chart.scrollIntoViewIfNeeded();
    await dialog.screenshot({ path: testInfo.outputPath('functional-outcome-results.png') });
    // The dialog as it is now, with its results table and chart.
    await expectAccessible(page, 'functional-outcome dialog', '[role="dialog"]');

    // Closing goes back to the list.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/patient-list');
    expect(await seriousAxeViolations(page, route)).toEqual([]);
  });

  test('the demo patient answers the questionnaire assigned to them', async ({
    page,
  }, testInfo) => {
    await loggedIn(page, DEMO.patient);
    await page.goto('/#/care/patient/questionnaires');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'My Questionnaires', level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Pain', level: 3 })).toBeVisible();
    const form = main.getByRole('region', { name: 'Answer: Pain' });
    await expect(form).toBeVisible();

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select Treatment Name!' }),
    ).toBeVisible();
    await choose(page, 'Treatment', 'Chemotherapy', form);
    await choose(page, 'Current Issue', 'Fatigue', form);
    await answerAll(form, 1);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Save Successfully!' })).toBeVisible();
    const results = form.getByRole('region', { name: 'Results' });
    await expect(
      results.getByRole('columnheader', { name: /^Attempt \d+$/ }).first(),
    ).toBeVisible();
    await expect(results.getByRole('cell', { name: 'Meena Joshi' }).first()).toBeVisible();
    await expect(form.getByRole('img', { name: /^Score \(0 = best\)/ })).toBeVisible();
    await keepScreenshot(page, testInfo, 'my-questionnaires');
    expect(await seriousAxeViolations(page, '/care/patient/questionnaires')).toEqual([]);
  });

  test('a patient the doctor registered gets a login through Forgot Password and answers from home', async ({
    page,
    browser,
  }, testInfo) => {
    await loggedIn(page, DEMO.doctor);
    const [patient] = await registerPatientsThroughApi(page.request, [
      { firstName: 'Home', lastName: 'Answerer', genderId: 2 },
    ]);
    // The doctor assigns a questionnaire with the treatment and the current issue to start from.
    await page.goto(`/#/patient-list/${patient!.patientId}/functional-outcomes`);
    const dialog = page.getByRole('dialog', { name: 'Functional Outcome' });
    await choose(page, 'Treatment', 'Radiotherapy', dialog);
    await choose(page, 'Current Issue', 'Fatigue', dialog);
    await choose(page, 'Functional Outcome Category', 'Swallowing', dialog);
    await dialog.getByRole('button', { name: 'Assign to patient' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Questionnaire assigned to the patient' }),
    ).toBeVisible();

    // The patient, at home: no password yet, so Forgot Password.
    const home = await (await browser.newContext()).newPage();
    await home.goto('/#/login');
    await home
      .getByRole('main')
      .getByRole('button', { name: /Forgot Password/ })
      .click();
    const forgot = home.getByRole('dialog');
    await forgot.getByLabel('Mobile Number').fill(patient!.mobileNumber);
    await forgot.getByRole('button', { name: 'Send' }).click();
    await forgot.getByLabel('OTP').fill(await readCodeFromOutbox(browser, patient!.mobileNumber));
    await forgot.getByRole('button', { name: 'Verify OTP' }).click();
    const reset = home.getByRole('dialog', { name: 'Set a New Password' });
    await reset.getByLabel('New Password').fill('Home@2026ok');
    await reset.getByLabel('Confirm Password').fill('Home@2026ok');
    await reset.getByRole('button', { name: 'Submit' }).click();
    await expect(
      home.getByText('Password reset successfully. Please log in with your new password.'),
    ).toBeVisible();
    await loginThroughPage(home, patient!.mobileNumber, 'Home@2026ok');
    await expectPath(home, /^\/care/);

    await home.goto('/#/care/patient/questionnaires');
    const form = home.getByRole('main').getByRole('region', { name: 'Answer: Swallowing' });
    await expect(form.getByLabel('Treatment', { exact: true })).toHaveValue('Radiotherapy');
    await expect(form.getByLabel('Current Issue', { exact: true })).toHaveValue('Fatigue');
    await answerAll(form, 0);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(home.getByRole('alert').filter({ hasText: 'Save Successfully!' })).toBeVisible();
    await keepScreenshot(home, testInfo, 'questionnaire-from-home');
    await home.context().close();
  });
});
