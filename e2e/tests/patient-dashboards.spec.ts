import { expect, test, type APIRequestContext } from '@playwright/test';
import { masterId, registerPatientsThroughApi } from './api-setup';
import {
  DEMO,
  expectPath,
  keepScreenshot,
  loginThroughPage,
  seriousAxeViolations,
} from './support';

const headers = { 'x-portal-request': '1' };

/** yyyy-MM-dd in India, some days from today. */
function indianDay(daysFromToday: number) {
  const day = new Date(Date.now() + daysFromToday * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day);
}

/** An appointment, two questionnaire attempts and a clinical record, through the API. */
async function recordCareFor(request: APIRequestContext, patientId: number) {
  const headingId = await masterId(request, 'todo_heading', { name: 'Follow-up Visit' });
  const appointment = await request.post(`/api/v1/patients/${patientId}/appointments`, {
    headers,
    data: {
      headingId,
      activityId: await masterId(request, 'todo_activity', { parentId: headingId }),
      doDate: indianDay(5),
      comment: 'Review after the first cycle',
    },
  });
  expect(appointment.status(), await appointment.text()).toBe(201);

  const categoryId = await masterId(request, 'outcome_category', { name: 'Pain' });
  const questionnaire = (await (
    await request.get(`/api/v1/outcome-categories/${categoryId}/questions`)
  ).json()) as { questions: { id: number; choices: { id: number }[] }[] };
  for (const position of [2, 0]) {
    const attempt = await request.post(`/api/v1/patients/${patientId}/outcome-attempts`, {
      headers,
      data: {
        categoryId,
        treatmentId: await masterId(request, 'treatment', { name: 'Chemotherapy' }),
        currentIssueId: await masterId(request, 'current_issue', { name: 'Pain' }),
        answers: questionnaire.questions.map((question) => ({
          questionId: question.id,
          choiceId: question.choices[position]!.id,
        })),
      },
    });
    expect(attempt.status(), await attempt.text()).toBe(201);
  }

  const clinical = await request.post(`/api/v1/patients/${patientId}/clinical-details`, {
    headers,
    data: {
      primarySiteId: await masterId(request, 'primary_site', { name: 'Oral Cavity' }),
      topography: 'C06.0',
      morphology: '8070/3',
      stagePrefix: 'c',
      stageT: 'T2',
      stageN: 'N1',
      stageM: 'M0',
      status: 1,
      intent: 'Cure',
      treatmentId: await masterId(request, 'treatment', { name: 'Chemotherapy' }),
      chemoProtocol: 'Cisplatin weekly',
      dateOfChemo: indianDay(0),
      proposedCycles: 6,
      nextCycleDate: indianDay(21),
    },
  });
  expect(clinical.status(), await clinical.text()).toBe(201);
}

test('a doctor reads the care and database dashboards of a patient', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await loginThroughPage(page, DEMO.doctor);
  await expectPath(page, '/db');
  // The database area opens with its menu.
  await expect(page.getByRole('link', { name: /Patient List/ })).toBeVisible();
  const [patient] = await registerPatientsThroughApi(page.request, [
    { firstName: 'Dashboard', lastName: 'Reader', genderId: 2 },
  ]);
  await recordCareFor(page.request, patient!.patientId);

  await page.goto(`/#/care/patients/${patient!.patientId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Care Dashboard: Dashboard Reader' }),
  ).toBeVisible();
  const appointments = page.getByRole('region', { name: 'Appointments' });
  await expect(
    appointments.getByRole('cell', { name: 'Review after the first cycle' }),
  ).toBeVisible();
  await expect(appointments.getByText('Pending')).toBeVisible();
  // On a phone the status is read whole ('P…' before: the badge shrank with its column).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      appointments.getByText('Pending').evaluate((label) => label.scrollWidth - label.clientWidth),
    )
    .toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  const outcomes = page.getByRole('region', { name: 'Functional Outcomes' });
  await expect(outcomes.getByText('2 attempts', { exact: false })).toBeVisible();
  const chart = outcomes.getByRole('img').first();
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /Attempt 1.*Attempt 2|Attempt 2.*Attempt 1/s);
  await keepScreenshot(page, testInfo, 'care-dashboard');
  expect(await seriousAxeViolations(page, `/care/patients/${patient!.patientId}`)).toEqual([]);

  await page.getByRole('link', { name: 'Open the database dashboard' }).click();
  await expectPath(page, `/db/patients/${patient!.patientId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Database Dashboard: Dashboard Reader' }),
  ).toBeVisible();
  const current = page.getByRole('region', { name: 'Current Clinical Details' });
  await expect(current.getByText('Oral Cavity')).toBeVisible();
  // Oral cavity cT2 cN1 cM0 is stage III in the AJCC 8th edition, derived by the server.
  await expect(current.getByText('cT2 cN1 cM0 · III')).toBeVisible();
  await expect(current.getByText('C06.0 · 8070/3')).toBeVisible();
  const plan = page.getByRole('region', { name: 'Future Plan' });
  const nextCycle = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  })
    .format(new Date(Date.now() + 21 * 86_400_000))
    .replace(/ /g, '-');
  await expect(plan.getByText(nextCycle)).toBeVisible();
  await expect(plan.getByRole('cell', { name: 'Review after the first cycle' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Treatment History' });
  await history.getByRole('button', { name: /Version 1/ }).click();
  await expect(history.getByText('Cisplatin weekly', { exact: false })).toBeVisible();
  await keepScreenshot(page, testInfo, 'db-dashboard');
  expect(await seriousAxeViolations(page, `/db/patients/${patient!.patientId}`)).toEqual([]);

  // A patient id the hospital does not hold is simply not found.
  await page.goto('/#/db/patients/999999');
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
});
