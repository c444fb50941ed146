import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the directory feature: the public find-doctor search and its district variant. */
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
  ],
};
