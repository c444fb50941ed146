import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the coupons feature (filled in as its screens are built). */
export const couponsRoutes: FeatureRoutes = {};
