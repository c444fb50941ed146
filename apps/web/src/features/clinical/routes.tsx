import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the clinical feature (Clinical details with their history); each page is its own chunk. */
export const clinicalRoutes: FeatureRoutes = {};
