import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the appointments feature (Appointments (to-do items): the patient-list dialog, the to-do page and the patient's own list); each page is its own chunk. */
export const appointmentsRoutes: FeatureRoutes = {};
