import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the hospital members feature; each page is its own chunk. */
export const membersRoutes: FeatureRoutes = {
  restricted: [
    {
      permission: 'manage:members',
      routes: [
        {
          path: paths.hospitalDoctors.path,
          lazy: async () => ({
            Component: (await import('./pages/hospital-doctors-page')).HospitalDoctorsPage,
          }),
        },
      ],
    },
    {
      permission: 'manage:own-memberships',
      routes: [
        {
          path: paths.hospitalJoin.path,
          lazy: async () => ({
            Component: (await import('./pages/join-hospital-page')).JoinHospitalPage,
          }),
        },
      ],
    },
  ],
};
