import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import {
  registerDoctorThroughApi,
  registerPatientsThroughApi,
  subscribedDoctorThroughApi,
} from './api-setup';
import {
  choose,
  expectPath,
  fillPatientPerson,
  freshMobile,
  keepScreenshot,
  loginThroughPage,
  seriousAxeViolations,
  watchProblems,
} from './support';

const writeHeaders = { 'x-portal-request': '1' };
const PASSWORD = 'Doctor@2026';

/** A hospital with a plan, its chief admin logged in on a request context of its own. */
async function subscribedHospital(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string | undefined,
) {
  const chief = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  const mobileNumber = await subscribedDoctorThroughApi(chief, admin, PASSWORD);
  await admin.dispose();
  const session = (await (await chief.get('/api/v1/auth/session')).json()) as {
    user: { hospitalId: number; hospitalName: string };
  };
  return { chief, mobileNumber, ...session.user };
}

/**
 * Two hospitals with a patient each; the chief admin of the first is invited to the second and
 * accepts, so works in the first and belongs to both.
 */
async function doctorOfTwoHospitals(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string | undefined,
) {
  const first = await subscribedHospital(playwright, baseURL);
  const second = await subscribedHospital(playwright, baseURL);
  await registerPatientsThroughApi(first.chief, [{ firstName: 'Alpa', lastName: 'Firsthospital' }]);
  await registerPatientsThroughApi(second.chief, [
    { firstName: 'Bina', lastName: 'Secondhospital' },
  ]);
  const invited = await second.chief.post('/api/v1/hospital/members', {
    headers: writeHeaders,
    data: { mobileNumber: first.mobileNumber },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const accepted = await first.chief.post(`/api/v1/me/invitations/${second.hospitalId}/answer`, {
    headers: writeHeaders,
    data: { accept: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { first, second };
}

/** Logs out and starts again without a session, as after closing the browser. */
async function signedOut(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

test('a chief admin adds a doctor, who accepts at their next login and registers a patient', async ({
  page,
  playwright,
  request,
}, testInfo) => {
  test.slow();
  const hospital = await subscribedHospital(playwright, testInfo.project.use.baseURL);
  const doctorMobile = await registerDoctorThroughApi(request, PASSWORD, {
    withHospital: false,
    name: 'Dr. Nikhil Bhatt',
  });

  // The chief admin invites the doctor from the Doctors screen.
  await loginThroughPage(page, hospital.mobileNumber, PASSWORD);
  await expectPath(page, '/db');
  await page.goto('/#/dashboard');
  await page.getByRole('link', { name: 'Manage doctors' }).click();
  await expectPath(page, '/hospital/doctors');
  await expect(page.getByRole('heading', { name: 'Doctors', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add doctor' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Mobile Number').fill(doctorMobile);
  await dialog.getByRole('button', { name: 'Add doctor' }).click();
  await expect(
    page.getByText(
      'Dr. Nikhil Bhatt has been invited. They join when they accept at their next login.',
    ),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Dr. Nikhil Bhatt' });
  await expect(row).toContainText('Invited');
  await keepScreenshot(page, testInfo, 'doctors-invited');
  expect(await seriousAxeViolations(page, '/hospital/doctors')).toEqual([]);

  // The doctor sees the invitation when they log in, and accepts it.
  await signedOut(page);
  await loginThroughPage(page, doctorMobile, PASSWORD);
  await expectPath(page, '/dashboard');
  const invitation = page
    .getByRole('alert')
    .filter({ hasText: `${hospital.hospitalName} invited you` });
  await expect(invitation).toBeVisible();
  await keepScreenshot(page, testInfo, 'invitation-at-login');
  await invitation
    .getByRole('button', { name: `Accept the invitation of ${hospital.hospitalName}` })
    .click();
  await expect(page.getByText(`You have joined ${hospital.hospitalName}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: hospital.hospitalName })).toBeVisible();

  // And registers a patient for the hospital, naming themselves the consultant.
  await page.getByRole('link', { name: 'Patient Registration' }).click();
  await expectPath(page, '/patient-registration/0/0/doctor');
  const patientMobile = freshMobile();
  await fillPatientPerson(page, { first: 'Hansa', last: 'Trivedi', mobile: patientMobile });
  await choose(page, 'Consultant Doctor', 'Dr. Nikhil Bhatt');
  await page.keyboard.press('Escape');
  await choose(page, 'Stage', 'Early');
  await choose(page, 'Site', 'Breast');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Patient Registration Successfully!')).toBeVisible();
  await expectPath(page, '/patient-list');
  await expect(page.getByRole('row').filter({ hasText: 'Hansa Trivedi' })).toBeVisible();

  // The chief admin sees the doctor as an active member.
  const members = (await (await hospital.chief.get('/api/v1/hospital/members')).json()) as {
    name: string;
    status: string;
  }[];
  expect(members).toContainEqual(
    expect.objectContaining({ name: 'Dr. Nikhil Bhatt', status: 'active' }),
  );
  await hospital.chief.dispose();
});

test('a chief admin adds a doctor who has no account: details asked, account made, nothing fails', async ({
  page,
  playwright,
}, testInfo) => {
  const hospital = await subscribedHospital(playwright, testInfo.project.use.baseURL);
  await loginThroughPage(page, hospital.mobileNumber, PASSWORD);
  await expectPath(page, '/db');
  await page.goto('/hospital/doctors');
  await expect(page.getByRole('heading', { name: 'Doctors', level: 1 })).toBeVisible();
  const problems = watchProblems(page);

  await page.getByRole('button', { name: 'Add doctor' }).click();
  const dialog = page.getByRole('dialog');
  const newMobile = freshMobile();
  await dialog.getByLabel('Mobile Number').fill(newMobile);
  await dialog.getByRole('button', { name: 'Add doctor' }).click();
  // The server asks for the details: a question, not a failed request in the console.
  const details = dialog.getByRole('region', { name: 'New doctor' });
  await expect(details).toContainText('No doctor has this mobile number yet.');
  await expect(details.getByLabel('Doctor Name')).toBeFocused();
  await details.getByLabel('Doctor Name').fill('Meera Desai');
  await details.getByLabel('Registration No').fill('GMC-77120');
  await choose(page, 'Speciality', 'Medical Oncology');
  await details.getByRole('radio', { name: 'Female' }).check();
  await details.getByLabel('Email').fill('meera.desai@example.in');
  await dialog.getByRole('button', { name: 'Create account and add' }).click();
  await expect(
    page.getByText('An account was made for Dr. Meera Desai and an SMS sent to set a password.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Dr. Meera Desai' })).toBeVisible();
  expect(problems).toEqual([]);
  await hospital.chief.dispose();
});

test('a doctor of two hospitals switches between them and sees each one’s own patients', async ({
  page,
  playwright,
}, testInfo) => {
  test.slow();
  const { first, second } = await doctorOfTwoHospitals(playwright, testInfo.project.use.baseURL);

  await loginThroughPage(page, first.mobileNumber, PASSWORD);
  await expectPath(page, '/db');
  const switcher = page.getByRole('combobox', { name: 'Hospital', exact: true });
  await expect(switcher).toHaveValue(first.hospitalName);
  await page.goto('/#/patient-list');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Alpa Firsthospital' })).toBeVisible();
  await expect(table.getByText('Bina Secondhospital')).toHaveCount(0);

  await choose(page, 'Hospital', second.hospitalName);
  await expect(page.getByText(`You are now working in ${second.hospitalName}.`)).toBeVisible();
  await expectPath(page, '/dashboard');
  await expect(switcher).toHaveValue(second.hospitalName);
  await page.goto('/#/patient-list');
  await expect(table.getByRole('row').filter({ hasText: 'Bina Secondhospital' })).toBeVisible();
  await expect(table.getByText('Alpa Firsthospital')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'second-hospital-list');

  // The choice is remembered at the next login.
  await signedOut(page);
  await loginThroughPage(page, first.mobileNumber, PASSWORD);
  await expect(page.getByRole('combobox', { name: 'Hospital', exact: true })).toHaveValue(
    second.hospitalName,
  );
  await first.chief.dispose();
  await second.chief.dispose();
});

test('a doctor removed while at work is told the page is no longer theirs', async ({
  page,
  playwright,
}, testInfo) => {
  test.slow();
  const hospital = await subscribedHospital(playwright, testInfo.project.use.baseURL);
  const [patient] = await registerPatientsThroughApi(hospital.chief, [
    { firstName: 'Kokila', lastName: 'Removedview' },
  ]);
  const doctor = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const doctorMobile = await registerDoctorThroughApi(doctor, PASSWORD, {
    withHospital: false,
    name: 'Dr. Leaving Soon',
  });
  const invited = await hospital.chief.post('/api/v1/hospital/members', {
    headers: writeHeaders,
    data: { mobileNumber: doctorMobile },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const login = await doctor.post('/api/v1/auth/login', {
    headers: writeHeaders,
    data: { mobileNumber: doctorMobile, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const accepted = await doctor.post(`/api/v1/me/invitations/${hospital.hospitalId}/answer`, {
    headers: writeHeaders,
    data: { accept: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The API calls the page has made and not yet had answered, and when that last changed.
  const asking = new Set<Request>();
  let changedAt = Date.now();
  const track = (request: Request, asked: boolean) => {
    if (!request.url().includes('/api/')) return;
    if (asked) asking.add(request);
    else asking.delete(request);
    changedAt = Date.now();
  };
  page.on('request', (request) => track(request, true));
  page.on('requestfinished', (request) => track(request, false));
  page.on('requestfailed', (request) => track(request, false));

  await loginThroughPage(page, doctorMobile, PASSWORD);
  await expectPath(page, /^\/(db|dashboard)$/);
  // The header's list of the doctor's hospitals loads after the patients: the page is complete
  // once it has. (Asked after the removal, it is refused too, and the page says so on its own.)
  const hospitalsRead = page.waitForResponse('**/api/v1/me/hospitals');
  await page.goto('/#/patient-list');
  const row = page.getByRole('row').filter({ hasText: 'Kokila Removedview' });
  await expect(row).toBeVisible();
  expect((await hospitalsRead).status()).toBe(200);
  // Nor may any other read of the page still be on its way when the doctor is removed (on a busy
  // machine one was, and the page said 'Not allowed' by itself before Edit could be clicked).
  await expect
    .poll(() => asking.size === 0 && Date.now() - changedAt > 500, { timeout: 15_000 })
    .toBe(true);

  // The chief admin removes the doctor while the list is on their screen.
  const members = (await (await hospital.chief.get('/api/v1/hospital/members')).json()) as {
    doctorId: number;
    name: string;
  }[];
  const member = members.find((one) => one.name === 'Dr. Leaving Soon');
  const removed = await hospital.chief.delete(`/api/v1/hospital/members/${member!.doctorId}`, {
    headers: writeHeaders,
  });
  expect(removed.status(), await removed.text()).toBe(200);

  // The next page asked of the hospital is refused: the session is read again, and the page
  // (whose guard reads the permissions of the session) says it is not allowed, not that the
  // patient could not be loaded.
  await row.getByRole('link', { name: 'Edit' }).click();
  await expectPath(page, `/patient-registration/0/${patient!.patientId}/0`);
  await expect(page.getByRole('heading', { name: 'Not allowed', level: 1 })).toBeVisible();
  await expect(page.getByText('This patient could not be loaded.')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'removed-doctor-not-allowed');
  await doctor.dispose();
  await hospital.chief.dispose();
});

/** A doctor without a hospital, logged in on a request context, who asks to join `hospitalId`. */
async function askingDoctor(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  hospitalId: number,
  name: string,
) {
  const doctor = await playwright.request.newContext({ baseURL });
  const mobileNumber = await registerDoctorThroughApi(doctor, PASSWORD, {
    withHospital: false,
    name,
  });
  const login = await doctor.post('/api/v1/auth/login', {
    headers: writeHeaders,
    data: { mobileNumber, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const asked = await doctor.post('/api/v1/me/join-requests', {
    headers: writeHeaders,
    data: { hospitalId },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  return doctor;
}

test('a chief admin approves one request to join and declines another only once confirmed', async ({
  page,
  playwright,
}, testInfo) => {
  test.slow();
  const baseURL = testInfo.project.use.baseURL;
  const hospital = await subscribedHospital(playwright, baseURL);
  const welcome = await askingDoctor(
    playwright,
    baseURL,
    hospital.hospitalId,
    'Dr. Welcome Aboard',
  );
  const unwanted = await askingDoctor(playwright, baseURL, hospital.hospitalId, 'Dr. Not Now');

  await loginThroughPage(page, hospital.mobileNumber, PASSWORD);
  await expectPath(page, '/db');
  await page.goto('/#/hospital/doctors');
  await expectPath(page, '/hospital/doctors');
  const welcomeRow = page.getByRole('row').filter({ hasText: 'Dr. Welcome Aboard' });
  const unwantedRow = page.getByRole('row').filter({ hasText: 'Dr. Not Now' });
  await expect(welcomeRow).toContainText('Asked to join');
  await expect(unwantedRow).toContainText('Asked to join');

  // Approving adds a doctor and takes nothing away: it needs no confirmation.
  await welcomeRow.getByRole('button', { name: 'Approve' }).click();
  await expect(welcomeRow).toContainText('Active');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Declining asks first; Cancel leaves the request as it was.
  await unwantedRow.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(
    'Decline the request of Dr. Not Now to join the hospital? They can ask again later.',
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await keepScreenshot(page, testInfo, 'decline-request-confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(unwantedRow).toContainText('Asked to join');

  await unwantedRow.getByRole('button', { name: 'Decline' }).click();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The request of Dr. Not Now was declined.')).toBeVisible();
  await expect(unwantedRow).toHaveCount(0);
  // Its row went with the button pressed: focus goes on from the page's heading.
  await expect(page.getByRole('heading', { name: 'Doctors', level: 1 })).toBeFocused();

  // The declined doctor belongs to no hospital; the approved one belongs to this one.
  const declinedView = (await (await unwanted.get('/api/v1/me/hospitals')).json()) as {
    memberships: unknown[];
  };
  expect(declinedView.memberships).toEqual([]);
  const approvedView = (await (await welcome.get('/api/v1/me/hospitals')).json()) as {
    memberships: { hospitalId: number }[];
  };
  expect(approvedView.memberships.map((one) => one.hospitalId)).toEqual([hospital.hospitalId]);
  await welcome.dispose();
  await unwanted.dispose();
  await hospital.chief.dispose();
});

test('a window whose hospital another window switched away from saves nothing there and says why', async ({
  page,
  playwright,
}, testInfo) => {
  test.slow();
  const { first, second } = await doctorOfTwoHospitals(playwright, testInfo.project.use.baseURL);
  await loginThroughPage(page, first.mobileNumber, PASSWORD);
  await expectPath(page, '/db');

  // The first window starts registering a patient for the first hospital.
  await page.goto('/#/patient-registration/0/0/doctor');
  await expect(page.getByRole('heading', { name: 'Patient Registration' }).first()).toBeVisible();
  await fillPatientPerson(page, { first: 'Hansa', last: 'Twowindows', mobile: freshMobile() });
  await choose(page, 'Consultant Doctor', 'Dr. Flow Tester');
  await page.keyboard.press('Escape');
  await choose(page, 'Stage', 'Early');
  await choose(page, 'Site', 'Breast');

  // Meanwhile a second window of the same login switches to the second hospital.
  const other = await page.context().newPage();
  await other.goto('/#/dashboard');
  await choose(other, 'Hospital', second.hospitalName);
  await expect(other.getByText(`You are now working in ${second.hospitalName}.`)).toBeVisible();

  // Register in the first window: refused, not saved in the second hospital; the window leaves
  // the form (without asking about the unsaved typing) and says why.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText(
      `You now work in ${second.hospitalName}. The page you were on belonged to the hospital before (changed in another window, or you no longer belong to it), so this window has gone back to the dashboard.`,
    ),
  ).toBeVisible();
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('combobox', { name: 'Hospital', exact: true })).toHaveValue(
    second.hospitalName,
  );
  await expect(page.getByText('Patient Registration Successfully!')).toHaveCount(0);
  await expect(page.getByText(/changed in another window; this page belonged/)).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'hospital-changed-elsewhere');

  // Neither hospital has the patient; the window now lists the second hospital's patients.
  await page.goto('/#/patient-list');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Bina Secondhospital' })).toBeVisible();
  await expect(table.getByText('Hansa Twowindows')).toHaveCount(0);
  await choose(page, 'Hospital', first.hospitalName);
  await expect(page.getByText(`You are now working in ${first.hospitalName}.`)).toBeVisible();
  await page.goto('/#/patient-list');
  await expect(table.getByRole('row').filter({ hasText: 'Alpa Firsthospital' })).toBeVisible();
  await expect(table.getByText('Hansa Twowindows')).toHaveCount(0);

  // The second window, drawn for the second hospital, leaves its page at its next call.
  await other.bringToFront();
  await other.getByRole('link', { name: 'Patient List' }).first().click();
  await expect(other.getByText(`You now work in ${first.hospitalName}`)).toBeVisible();
  await other.close();
  await first.chief.dispose();
  await second.chief.dispose();
});
