import type { RouteHandle } from '@/components/coming-soon-page';

/*
 * Routes of the spec's route tables whose screens are not built yet. Each gets the shared
 * coming-soon page with its title. Paths missing from @portal/shared `paths` are listed here
 * until they move there.
 */

export interface PlannedRoute {
  path: string;
  handle: RouteHandle;
}

/** Public pages: the public layout when logged out, the logged-in layout when logged in. */
export const plannedPublicRoutes: PlannedRoute[] = [
  // '/register/:type' redirects to the patient registration (features/patients/routes.tsx).
];
