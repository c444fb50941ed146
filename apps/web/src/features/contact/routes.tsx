import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the contact feature (filled in as its screens are built). */
export const contactRoutes: FeatureRoutes = {};
