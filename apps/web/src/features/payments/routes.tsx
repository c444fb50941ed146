import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the payments feature (filled in as its screens are built). */
export const paymentsRoutes: FeatureRoutes = {};
