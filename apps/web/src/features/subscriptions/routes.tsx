import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the subscriptions feature; each page is its own chunk. */
export const subscriptionsRoutes: FeatureRoutes = {
  public: [
    {
      path: paths.showSubscriptionPlan.path,
      lazy: async () => ({
        Component: (await import('./pages/plan-list-page')).PlanListPage,
      }),
    },
  ],
  member: [
    {
      path: paths.mySubscription.path,
      lazy: async () => ({
        Component: (await import('./pages/my-subscription-page')).MySubscriptionPage,
      }),
    },
  ],
  restricted: [
    {
      permission: 'manage:plans',
      routes: [
        {
          path: paths.subscriptionPlanAdmin.path,
          lazy: async () => ({
            Component: (await import('./pages/plan-admin-page')).PlanAdminPage,
          }),
        },
      ],
    },
  ],
};
