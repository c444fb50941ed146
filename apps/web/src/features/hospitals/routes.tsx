import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/**
 * Routes of the hospitals feature: the super admin's list of hospitals, one hospital, and the
 * payments of them all (programmes' too).
 */
export const hospitalRoutes: FeatureRoutes = {
  restricted: [
    {
      permission: 'read:hospitals',
      routes: [
        {
          path: paths.adminHospitals.path,
          lazy: async () => ({
            Component: (await import('./pages/hospitals-page')).HospitalsPage,
          }),
        },
        {
          path: paths.adminHospital.path,
          lazy: async () => ({
            Component: (await import('./pages/hospital-page')).HospitalPage,
          }),
        },
      ],
    },
    {
      permission: 'read:payments',
      routes: [
        {
          path: paths.adminPayments.path,
          lazy: async () => ({
            Component: (await import('./pages/payments-page')).PaymentsPage,
          }),
        },
      ],
    },
  ],
};
