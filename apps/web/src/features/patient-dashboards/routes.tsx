import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the patient dashboards (care area and database area); each page is its own chunk. */
export const patientDashboardsRoutes: FeatureRoutes = {
  restricted: [
    {
      permission: 'read:clinical',
      routes: [
        {
          path: paths.carePatientDashboard.path,
          lazy: async () => ({
            Component: (await import('./pages/care-dashboard-page')).CareDashboardPage,
          }),
        },
        {
          path: paths.dbPatientDashboard.path,
          lazy: async () => ({
            Component: (await import('./pages/db-dashboard-page')).DbDashboardPage,
          }),
        },
      ],
    },
  ],
};
