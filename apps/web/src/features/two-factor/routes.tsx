import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/**
 * Routes of the two-factor feature: the account page where administrators set it up. Any
 * logged-in person may open it (someone who is no longer an admin can still turn theirs off).
 */
export const twoFactorRoutes: FeatureRoutes = {
  member: [
    {
      path: paths.twoFactor.path,
      lazy: async () => ({
        Component: (await import('./pages/two-factor-page')).TwoFactorPage,
      }),
    },
  ],
};
