import type { FeatureRoutes } from '@/lib/feature-routes';
import { INVESTIGATIONS_PATH } from './investigations-path';

/**
 * Routes of the directory feature: the public find-doctor search, its district variant, and the
 * radiology and pathology clinic list of "Book specific investigations near you" (a static path,
 * so it wins over the content feature's programme pages).
 */
export const directoryRoutes: FeatureRoutes = {
  public: [
    {
      path: '/oncologies',
      lazy: async () => ({
        Component: (await import('./pages/find-doctor-page')).OncologiesPage,
      }),
    },
    {
      path: '/cancer-patient/find-doctor',
      lazy: async () => ({
        Component: (await import('./pages/find-doctor-page')).DistrictFindDoctorPage,
      }),
    },
    {
      path: INVESTIGATIONS_PATH,
      lazy: async () => ({
        Component: (await import('./pages/investigations-page')).InvestigationsPage,
      }),
    },
  ],
};
