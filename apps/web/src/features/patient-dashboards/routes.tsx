import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the patient-dashboards feature (The care-area and database-area patient dashboards); each page is its own chunk. */
export const patientDashboardsRoutes: FeatureRoutes = {};
