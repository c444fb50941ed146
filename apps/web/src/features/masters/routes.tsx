import { MASTER_KIND_NAMES, paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { masterPath } from './paths';

/**
 * Routes of the masters feature, for the super admin. One route per master kind (all drawing the
 * one master screen), so an unknown /master/<x> falls through to the not-found page.
 */
export const mastersRoutes: FeatureRoutes = {
  restricted: [
    {
      permission: 'manage:masters',
      routes: [
        {
          path: paths.mastersSection.path,
          lazy: async () => ({
            Component: (await import('./pages/masters-section-page')).MastersSectionPage,
          }),
        },
        ...MASTER_KIND_NAMES.map((kind) => ({
          path: masterPath(kind),
          lazy: async () => {
            const { MasterPage } = await import('./pages/master-page');
            return { element: <MasterPage kind={kind} /> };
          },
        })),
      ],
    },
  ],
};
