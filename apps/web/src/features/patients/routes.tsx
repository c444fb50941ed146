import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the patients feature (Patients: registration, self-registration, the patient list and the summary); each page is its own chunk. */
export const patientsRoutes: FeatureRoutes = {};
