import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the registry feature: the chief admin's exports of the hospital's registry. */
export const registryRoutes: FeatureRoutes = {
  restricted: [
    {
      permission: 'manage:members',
      routes: [
        {
          path: paths.hospitalRegistry.path,
          lazy: async () => ({
            Component: (await import('./pages/registry-page')).RegistryPage,
          }),
        },
      ],
    },
  ],
};
