import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the masters feature (filled in as its screens are built). */
export const mastersRoutes: FeatureRoutes = {};
