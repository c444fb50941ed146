import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the outcomes feature (Functional outcomes: the patient-list dialog, results, charts and the patient's own questionnaires); each page is its own chunk. */
export const outcomesRoutes: FeatureRoutes = {};
