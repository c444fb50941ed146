import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the subscriptions feature (filled in as its screens are built). */
export const subscriptionsRoutes: FeatureRoutes = {};
