import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the clinical feature (Clinical details with their history); each page is its own chunk. */
export const clinicalRoutes: FeatureRoutes = {
  restricted: [
    {
      permission: 'read:clinical',
      routes: [
        {
          path: paths.clinicalDetails.path,
          lazy: async () => ({
            Component: (await import('./pages/clinical-details-page')).ClinicalDetailsPage,
          }),
        },
      ],
    },
  ],
};
