import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerPatientsThroughApi } from './api-setup';
import {
  choose,
  DEMO,
  expectPath,
  keepScreenshot,
  loginThroughPage,
  seriousAxeViolations,
} from './support';

/** Answers every question with the choice at `position` (0 = the best answer) and saves. */
async function recordAttempt(page: Page, dialog: Locator, position: number) {
  const groups = dialog.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    await groups.nth(index).getByRole('radio').nth(position).check();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Save Successfully!' }).first(),
  ).toBeVisible();
}

test('a scale the super admin defines is scored in each attempt and trended on the dashboard', async ({
  browser,
}, testInfo) => {
  // Two sign-ins, a form, two attempts and two accessibility checks.
  test.setTimeout(180_000);
  const scaleName = `E2E comfort ${Date.now() % 100_000}`;

  // The super admin opens the Pain questionnaire's scales from its master screen.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughPage(admin, DEMO.superAdmin);
  await expectPath(admin, '/dashboard');
  await admin.goto('/#/master/functional_outcome_category_master');
  const main = admin.getByRole('main');
  const categories = main.getByRole('table', { name: 'Functional Outcome Category list' });
  await categories.getByRole('link', { name: 'Scales of Pain', exact: true }).click();
  await expectPath(admin, /^\/master\/functional_outcome_category_master\/\d+\/scales$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Scales: Pain' })).toBeVisible();
  const list = main.getByRole('table', { name: 'Scales of this questionnaire' });
  // The seeded symptom scale of every Pain question.
  await expect(list.getByRole('cell', { name: /^Pain\b/ })).toBeVisible();

  // Saving an empty form says what is missing on each field and sends nothing.
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main.getByText('Scale name is required')).toBeVisible();
  await expect(
    main.getByText('Choose whether a higher score is better (functional) or worse (symptom)'),
  ).toBeVisible();
  await expect(main.getByText('Choose at least one question for the scale')).toBeVisible();

  await main.getByLabel('Scale name').fill(scaleName);
  await main.getByRole('radio', { name: 'Functional: a higher score is better' }).check();
  await expect(main.getByLabel('Clinically meaningful change (points)')).toHaveValue('10');
  const items = main.getByRole('group', { name: /Questions of the scale/ });
  await items
    .getByRole('checkbox', { name: 'How bad was your pain at its worst in the last week?' })
    .check();
  await items.getByRole('checkbox', { name: 'How bad is your pain on most days?' }).check();
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Save Successfully!' })).toBeVisible();
  const row = list.getByRole('row').filter({ hasText: scaleName });
  await expect(row).toContainText('Functional');
  await expect(row).toContainText('10 points');
  await keepScreenshot(admin, testInfo, 'outcome-scales');
  const scalesRoute = new URL(admin.url()).hash.slice(1);
  expect(await seriousAxeViolations(admin, scalesRoute)).toEqual([]);
  await adminContext.close();

  // A doctor records two attempts of the Pain questionnaire: bad answers, then the best.
  const doctorContext = await browser.newContext();
  const doctor = await doctorContext.newPage();
  await loginThroughPage(doctor, DEMO.doctor);
  await expectPath(doctor, '/db');
  const [patient] = await registerPatientsThroughApi(doctor.request, [
    { firstName: 'Scale', lastName: 'Tester', genderId: 2 },
  ]);
  await doctor.goto(`/#/patient-list/${patient!.patientId}/functional-outcomes`);
  const dialog = doctor.getByRole('dialog', { name: 'Functional Outcome' });
  await expect(dialog).toBeVisible();
  await choose(doctor, 'Treatment', 'Surgery', dialog);
  await choose(doctor, 'Current Issue', 'Pain', dialog);
  await choose(doctor, 'Functional Outcome Category', 'Pain', dialog);
  await recordAttempt(doctor, dialog, 2);
  await recordAttempt(doctor, dialog, 0);

  // Each attempt shows its scale scores: the new scale rose from 50 to 100, an improvement.
  const scores = dialog.getByRole('region', { name: 'Scale scores by attempt' });
  const scoreRow = scores.getByRole('row').filter({ hasText: `${scaleName} (functional)` });
  await expect(scoreRow.getByRole('cell')).toHaveText(['50.0', /^100\.0\s*Improved$/]);
  // The seeded symptom scale fell from 50 to 0: an improvement too.
  await expect(
    scores.getByRole('row').filter({ hasText: 'Pain (symptom)' }).getByRole('cell'),
  ).toHaveText(['50.0', /^0\.0\s*Improved$/]);

  // The care dashboard trends each scale on 0-100 with the change marked, in words as well.
  await doctor.goto(`/#/care/patients/${patient!.patientId}`);
  const outcomes = doctor.getByRole('region', { name: 'Functional Outcomes' });
  const trend = outcomes.getByRole('region', { name: scaleName, exact: true });
  await expect(trend.getByRole('img', { name: /^Score \(0-100\)/ })).toHaveAccessibleName(
    `Score (0-100): ${scaleName}: Attempt 1 50, Attempt 2 100 (Improved)`,
  );
  const changes = trend.getByRole('table', {
    name: `Changes in ${scaleName} from attempt to attempt`,
  });
  await expect(changes.getByRole('row').filter({ hasText: 'Attempt 2' })).toContainText(
    /100\.0\s*\+50\.0\s*Improved/,
  );
  await expect(changes.getByRole('row').filter({ hasText: 'Attempt 1' })).toContainText(
    'First score',
  );
  const painTrend = outcomes.getByRole('region', { name: 'Pain', exact: true });
  const painChanges = painTrend.getByRole('table', {
    name: 'Changes in Pain from attempt to attempt',
  });
  await expect(painChanges.getByRole('row').filter({ hasText: 'Attempt 2' })).toContainText(
    /0\.0\s*-50\.0\s*Improved/,
  );
  await keepScreenshot(doctor, testInfo, 'care-dashboard-scales');
  expect(await seriousAxeViolations(doctor, `/care/patients/${patient!.patientId}`)).toEqual([]);
  await doctorContext.close();
});
