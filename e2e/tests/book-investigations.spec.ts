import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PROGRAMMES } from '../../packages/shared/src/content/programmes';
import { expectPath, freshMobile, keepScreenshot, seriousAxeViolations } from './support';

const ROUTE = '/book-specific-investigations-near-you';
const programme = PROGRAMMES.find((candidate) => candidate.route === ROUTE)!;
const MAHARASHTRA = 21;
// Services of the reference list: 7 Radiology (CT, MRI), 10 Pathology Laboratory.
const RADIOLOGY = 7;
const PATHOLOGY = 10;

/** A doctor registers a diagnostic clinic in Pune offering radiology and pathology, through the API. */
async function registerClinicInPune(request: APIRequestContext) {
  const districts = (await (
    await request.get(`/api/v1/locations/states/${MAHARASHTRA}/districts`)
  ).json()) as { id: number; name: string }[];
  const pune = districts.find((district) => district.name === 'Pune');
  const mobileNumber = freshMobile();
  const clinic = {
    name: `Deccan Scan and Lab ${mobileNumber.slice(-5)}`,
    phone: `+91 9${mobileNumber.slice(1)}`,
    email: `book${mobileNumber}@deccan-scan.example.in`,
  };
  const password = 'Clinic@2026';
  const response = await request.post('/api/v1/accounts/doctors?registerType=database', {
    headers: { 'x-portal-request': '1' },
    data: {
      doctorName: 'Dr. Neha Kulkarni',
      registrationNo: `E2E-${mobileNumber}`,
      specialityId: 1,
      genderId: 2,
      designationId: 1,
      email: `doctor${mobileNumber}@example.in`,
      countryCode: '+91',
      mobileNumber,
      password,
      confirmPassword: password,
      isHospital: true,
      hospital: {
        hospitalName: clinic.name,
        chiefAdmin: 'Chief Admin',
        hospitalType: 'Other',
        serviceIds: [RADIOLOGY, PATHOLOGY],
        countryId: 101,
        stateId: MAHARASHTRA,
        districtId: pune?.id,
        city: 'Pune',
        addressLine1: '12 FC Road, Shivajinagar',
        pincode: '411005',
        hospitalEmail: clinic.email,
        hospitalCountryCode: '+91',
        hospitalMobileNumber: `9${mobileNumber.slice(1)}`,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return clinic;
}

/** Opens a Mantine select by its label and picks an option by its exact text. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a visitor finds a radiology and pathology clinic by state and district', async ({
  page,
  request,
}, testInfo) => {
  const clinic = await registerClinicInPune(request);

  // The page is linked from the cancer patients' programme chooser.
  await page.goto('/#/cancer-patient');
  await page.getByRole('main').getByRole('link', { name: programme.title }).click();
  await expectPath(page, ROUTE);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: programme.title, level: 1 })).toBeVisible();
  const breadcrumb = main.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(main.getByText(programme.priceLabel, { exact: true })).toBeVisible();

  // The first search runs on opening with India and Gujarat: the demo diagnostic centre.
  const table = main.getByRole('table', { name: 'Radiology and pathology clinics' });
  for (const column of ['Clinic / Lab Name', 'Type of Service', 'Address', 'Phone', 'Email-Id']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('cell', { name: 'Navrang Diagnostic Centre' })).toBeVisible();
  await expect(table.getByRole('cell', { name: clinic.name })).toHaveCount(0);

  // State and district are dependent: Maharashtra brings its districts.
  await pick(page, main, 'State', 'Maharashtra');
  await expect(main.getByRole('combobox', { name: 'District', exact: true })).toHaveValue('');
  await pick(page, main, 'District', 'Pune');
  await main.getByRole('button', { name: 'Search Clinics' }).click();

  const row = table.getByRole('row').filter({ hasText: clinic.name });
  await expect(row).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Navrang Diagnostic Centre' })).toHaveCount(0);
  await expect(row).toContainText('Radiology (CT, MRI), Pathology Laboratory');
  await expect(row).toContainText('12 FC Road, Shivajinagar, Pune, 411005');
  await expect(row.getByRole('cell', { name: 'Pune', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Maharashtra', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: clinic.phone })).toHaveAttribute(
    'href',
    `tel:${clinic.phone.replace(/\s+/g, '')}`,
  );
  await expect(row.getByRole('link', { name: clinic.email })).toHaveAttribute(
    'href',
    `mailto:${clinic.email}`,
  );
  await expect(main.getByRole('status').filter({ hasText: /clinics? found/ })).toBeVisible();

  // Only pathology: the clinic offers that too.
  await pick(page, main, 'Type of service', 'Pathology (laboratory tests)');
  await main.getByRole('button', { name: 'Search Clinics' }).click();
  await expect(row).toBeVisible();
  await keepScreenshot(page, testInfo, 'book-investigations-1280');

  // On a phone each clinic is a card, its number one tap away.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = main
    .getByRole('list', { name: 'Radiology and pathology clinics' })
    .getByRole('listitem')
    .filter({ hasText: clinic.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pune, Maharashtra');
  await expect(card.getByRole('link', { name: clinic.phone })).toBeVisible();
  await expect(table).toBeHidden();
  await keepScreenshot(page, testInfo, 'book-investigations-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A district without clinics says so.
  await pick(page, main, 'District', 'Gadchiroli');
  await main.getByRole('button', { name: 'Search Clinics' }).click();
  await expect(table.getByText('No data!')).toBeVisible();
  await expect(table.getByRole('cell', { name: clinic.name })).toHaveCount(0);

  // Reset goes back to Gujarat.
  await main.getByRole('button', { name: 'Reset' }).click();
  await expect(table.getByRole('cell', { name: 'Navrang Diagnostic Centre' })).toBeVisible();
});

test('the investigations page has no serious accessibility violations', async ({ page }) => {
  expect(await seriousAxeViolations(page, ROUTE)).toEqual([]);
});
