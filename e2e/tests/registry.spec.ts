import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { masterId, registerPatientsThroughApi, subscribedDoctorThroughApi } from './api-setup';
import { expectPath, keepScreenshot, loginThroughPage, seriousAxeViolations } from './support';

const PASSWORD = 'Registry@2026';

test("the chief admin downloads the hospital's registry as a spreadsheet in Gujarati", async ({
  browser,
  playwright,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  const request = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  const chiefMobile = await subscribedDoctorThroughApi(request, admin, PASSWORD);
  const [patient] = await registerPatientsThroughApi(request, [
    { firstName: 'Registry', lastName: 'Lungcase' },
  ]);
  const saved = await request.post(`/api/v1/patients/${patient!.patientId}/clinical-details`, {
    headers: { 'x-portal-request': '1' },
    data: {
      primarySiteId: await masterId(request, 'primary_site', { name: 'Lung' }),
      topography: 'C34.1',
      morphology: '8140/3',
      stagePrefix: 'c',
      stageT: 'T2a',
      stageN: 'N0',
      stageM: 'M0',
      status: 1,
      intent: 'Cure',
      treatmentId: await masterId(request, 'treatment'),
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await Promise.all([request.dispose(), admin.dispose()]);

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await loginThroughPage(page, chiefMobile, PASSWORD);
  await expectPath(page, /^\/(dashboard|db)/);
  await page.getByRole('button', { name: /Dr\./ }).first().click();
  await page.getByRole('menuitem', { name: 'Cancer registry' }).click();
  await expectPath(page, '/hospital/registry');
  const card = page.getByRole('region', { name: 'Registry as a spreadsheet (CSV)' });
  await card.getByText('ગુજરાતી').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^registry-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  // Gujarati column titles behind the BOM Excel needs; the patient's row with the codes and
  // the stage the server derived (lung cT2a cN0 cM0 is IB).
  expect(csv.startsWith('\uFEFFદર્દી ID,નામ,')).toBe(true);
  const row = csv.split('\r\n').find((line) => line.startsWith(`${patient!.patientId},`));
  expect(row).toContain('Registry Lungcase');
  expect(row).toContain(',C34.1,"Upper lobe, lung",');
  expect(row).toContain(',c,T2a,N0,M0,IB,8,');
  await keepScreenshot(page, testInfo, 'registry');
  expect(await seriousAxeViolations(page, '/hospital/registry')).toEqual([]);
  await context.close();
});
