import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths, selfRegisterTypeOf } from '@portal/shared';
import { PATIENT_LIST_ROUTE_ID, type FeatureRoutes } from '@/lib/feature-routes';

/**
 * A registration link with another spelling of its type (seed 001 section 2.14) moves to the
 * type's own address, so what is shown, bookmarked and shared carries one spelling.
 */
function toOwnSpelling({ params, request }: LoaderFunctionArgs) {
  const type = selfRegisterTypeOf(params.registerType);
  if (!type || type === params.registerType) return null;
  const own = paths.patientRegistration.getHref(params.personId ?? 0, params.patientId ?? 0, type);
  return redirect(`${own}${new URL(request.url).search}`);
}

/** Routes of the patients feature (Patients: registration, self-registration, the patient list and the summary); each page is its own chunk. */
export const patientsRoutes: FeatureRoutes = {
  public: [
    // Registration adapts to the session: a hospital's doctor, or a person registering themselves.
    {
      path: paths.patientRegistration.path,
      loader: toOwnSpelling,
      lazy: async () => ({
        Component: (await import('./pages/patient-registration-page')).PatientRegistrationPage,
      }),
    },
    // The seed's "registration by type": the same page for the same register types.
    {
      path: '/register/:type',
      loader: ({ params }) => redirect(paths.patientRegistration.getHref(0, 0, params.type ?? '')),
    },
  ],
  restricted: [
    {
      permission: 'read:patients',
      routes: [
        // Patient list: the appointment and outcome dialogs are its children (see feature-routes).
        {
          id: PATIENT_LIST_ROUTE_ID,
          path: paths.patientList.path,
          lazy: async () => ({
            Component: (await import('./pages/patient-list-page')).PatientListPage,
          }),
        },
      ],
    },
  ],
};
