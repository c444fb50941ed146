import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the directory feature (filled in as its screens are built). */
export const directoryRoutes: FeatureRoutes = {};
