import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the content feature (filled in as its screens are built). */
export const contentRoutes: FeatureRoutes = {};
