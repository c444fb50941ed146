import { paths, type Permission } from '@portal/shared';
import type { RouteHandle } from '@/components/coming-soon-page';
import type { UiTextKey } from '@/lib/ui-text';

/*
 * Routes of the spec's route tables whose screens are not built yet. Each gets the shared
 * coming-soon page with its title. Paths missing from @portal/shared `paths` are listed here
 * until they move there.
 */

export interface PlannedRoute {
  path: string;
  handle: RouteHandle;
}

const route = (path: string, title: UiTextKey, description?: UiTextKey): PlannedRoute => ({
  path,
  handle: { title, ...(description ? { description } : {}) },
});

const publicRoute = (path: string, title: UiTextKey): PlannedRoute => ({
  path,
  handle: { title, isPublic: true },
});

/** Public pages: the public layout when logged out, the logged-in layout when logged in. */
export const plannedPublicRoutes: PlannedRoute[] = [
  publicRoute('/register/:type', 'ui.page.register'),
  // Reached logged out from the programme pages (person and patient ids 0): self-registration.
  publicRoute(paths.patientRegistration.path, 'ui.page.patientRegistration'),
];

/** Pages for any logged-in user. */
export const plannedMemberRoutes: PlannedRoute[] = [];

/** Pages that need a permission (the server checks it again on every call). */
export const plannedRestrictedRoutes: { permission: Permission; routes: PlannedRoute[] }[] = [
  {
    permission: 'read:patients',
    routes: [
      route(paths.patientList.path, 'ui.page.patientList'),
      route(paths.clinicalDetails.path, 'ui.page.clinicalDetails'),
    ],
  },
];
