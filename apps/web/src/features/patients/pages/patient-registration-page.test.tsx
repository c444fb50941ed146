import { screen } from '@testing-library/react';
import { createMemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, paths, programmeByRegisterType, type SessionUser } from '@portal/shared';
import { loadProgrammeTexts } from '@/lib/programme-texts';
import { mockApi } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { testSession } from '../../../../test/session';
import { patientsRoutes } from '../routes';
import { patientsTextValues as text } from '../text-values';
import { PatientRegistrationPage } from './patient-registration-page';

function renderPage(route: string, user?: Partial<SessionUser>) {
  mockApi({});
  return renderInApp(
    <Routes>
      <Route path={paths.patientRegistration.path} element={<PatientRegistrationPage />} />
    </Routes>,
    { route, session: user ? testSession(user) : null },
  );
}

/** Where the feature's public routes take an address, once their loaders have run. */
async function landingOf(address: string) {
  const router = createMemoryRouter(patientsRoutes.public ?? [], { initialEntries: [address] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

const intro = (title: string) => text['ui.patients.reg.selfIntro'].replace('{programme}', title);

describe('PatientRegistrationPage', () => {
  // The app's layout waits for the programmes' texts; so does the test.
  beforeAll(() => loadProgrammeTexts());

  it('opens the personal assistance registration from the seed’s other spelling', async () => {
    renderPage('/patient-registration/0/0/personalised-assistance-programme');
    const { title } = programmeByRegisterType('personal-assistance-programme')!;
    expect(await screen.findByText(intro(title))).toBeVisible();
    expect(screen.queryByText(text['ui.patients.reg.unknownType'])).toBeNull();
  });

  it('moves the other spelling’s address to the type’s own, keeping the query', async () => {
    expect(
      await landingOf('/patient-registration/0/0/personalised-assistance-programme?coupon=A1'),
    ).toBe('/patient-registration/0/0/personal-assistance-programme?coupon=A1');
    expect(await landingOf('/register/personalised-assistance-programme')).toBe(
      '/patient-registration/0/0/personal-assistance-programme',
    );
    expect(await landingOf('/patient-registration/0/0/self-screening')).toBe(
      '/patient-registration/0/0/self-screening',
    );
  });

  it('still says a type nobody offers is not offered', async () => {
    renderPage('/patient-registration/0/0/personalized-help');
    expect(await screen.findByText(text['ui.patients.reg.unknownType'])).toBeVisible();
  });

  it('tells a doctor who cannot register why, before anything is typed', async () => {
    const cases: [Partial<SessionUser>, string][] = [
      // A hospital that has never had a plan, or whose plan ran out, has no active subscription.
      [{ hasActiveSubscription: false, isHospitalAdmin: true }, messages['subscription.required']],
      [{ hasActiveSubscription: false }, messages['subscription.askChiefAdmin']],
      [
        { hasActiveSubscription: true, remainingPatientQuota: 0 },
        messages['subscription.planOver'],
      ],
    ];
    for (const [user, message] of cases) {
      const view = renderPage('/patient-registration/0/0/doctor', {
        ...user,
        permissions: ['write:patients'],
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: /register/i })).toBeNull();
      view.unmount();
    }
  });
});
